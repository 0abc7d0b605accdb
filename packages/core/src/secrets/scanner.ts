// The scan as the site's config sets it up: the built-in detectors and the
// site's own patterns, the allow-list, and how each match becomes a finding
// with its file, line and column.
import picomatch from 'picomatch';
import type { CheckSecretsConfig } from '../schemas/check-secrets.ts';
import { fencedBlocks } from '../markdown/fenced-blocks.ts';
import { lineIndex } from '../util/line-index.ts';
import { BUILT_IN_DETECTORS } from './detectors.ts';
import type { SecretDetector } from './detector.ts';
import { maskSecret, secretFingerprint } from './mask.ts';
import { findSecrets } from './scan.ts';
import { sitePatternDetector } from './site-patterns.ts';

/** One secret at one place. */
export interface SecretFinding {
  kind: string;
  title: string;
  placeholder: string;
  /** Site-relative path of a source file, or the path of an output file in the build. */
  file: string;
  line: number;
  /** Left out where the text scanned is not the file as written (an output page with its tags taken out). */
  column?: number;
  /** The key path, for a finding in the config file. */
  configPath?: string;
  fingerprint: string;
  /** What the message may show: the label and the masked secret. */
  shown: string;
  /** Let through: in a code block marked `example` (the site's patterns), or by `checkSecrets.allow`. */
  excused: boolean;
  /** A kind that a code block marked `example` lets through (the site's patterns), for the hint. */
  examplesAllowed: boolean;
}

export interface ScanTarget {
  file: string;
  /** The file line the text starts on. */
  firstLine?: number;
  /** The text is a markdown body: its `example` code blocks excuse the site's patterns. */
  markdown?: boolean;
  /** False when offsets in the text are not columns of the file. */
  columns?: boolean;
  /** A source file (the allow-list's `files` globs apply), not an output file. */
  source?: boolean;
  /** The config key path at an offset, for findings in the config file. */
  keyPathAt?(offset: number): string | undefined;
}

export class SecretScanner {
  readonly detectors: readonly SecretDetector[];
  readonly severity: 'error' | 'warning';
  /** Identifies the settings: a finding kept from an earlier scan is valid while this is the same. */
  readonly key: string;
  private readonly fingerprints: Set<string>;
  private readonly values: Set<string>;
  private readonly allowedFile: (file: string) => boolean;

  private constructor(settings: CheckSecretsConfig) {
    this.key = JSON.stringify(settings);
    this.detectors = [...BUILT_IN_DETECTORS, ...settings.patterns.map(sitePatternDetector)];
    this.severity = settings.onSecret === 'throw' ? 'error' : 'warning';
    this.fingerprints = new Set(settings.allow.flatMap((a) => a.fingerprint ?? []));
    this.values = new Set(settings.allow.flatMap((a) => a.value ?? []));
    const globs = settings.allow.flatMap((a) => a.files ?? []);
    this.allowedFile = globs.length ? picomatch(globs, { dot: true }) : () => false;
  }

  /** The scanner for a config's `checkSecrets`, or none when the scan is off. */
  static for(settings: CheckSecretsConfig): SecretScanner | undefined {
    if (!settings.enabled || settings.onSecret === 'ignore') return undefined;
    return new SecretScanner(settings);
  }

  scan(text: string, target: ScanTarget): SecretFinding[] {
    const hits = findSecrets(text, this.detectors);
    if (!hits.length) return [];
    const position = lineIndex(text, target.firstLine ?? 1);
    const inExample = target.markdown && hits.some((h) => h.detector.examplesAllowed) ? exampleRanges(text) : [];
    const fileAllowed = Boolean(target.source) && this.allowedFile(target.file);
    return hits.map(({ detector, candidate: c }) => {
      const at = position(c.index);
      const fingerprint = secretFingerprint(c.secret);
      const written = text.slice(c.index, c.index + c.length);
      const allowed = fileAllowed || this.fingerprints.has(fingerprint) || this.values.has(c.secret) || this.values.has(written);
      const example = Boolean(detector.examplesAllowed) && inExample.some(([start, end]) => c.index >= start && c.index < end);
      return {
        kind: detector.kind,
        title: detector.title,
        placeholder: detector.placeholder,
        file: target.file,
        line: at.line,
        column: target.columns === false ? undefined : at.column,
        configPath: target.keyPathAt?.(c.index),
        fingerprint,
        // `flag{t17…a`, `AccountKey=Eby8…==`, but `Bearer abcd…yz`.
        shown: `${c.label ?? ''}${c.label && !/[{[(=]$/.test(c.label) ? ' ' : ''}${maskSecret(c.secret)}`,
        excused: allowed || example,
        examplesAllowed: Boolean(detector.examplesAllowed),
      };
    });
  }
}

/** Offsets of the code blocks of a markdown body whose info string has the word `example`. */
function exampleRanges(body: string): Array<[number, number]> {
  const lines = body.split('\n');
  const starts: number[] = [];
  let offset = 0;
  for (const line of lines) {
    starts.push(offset);
    offset += line.length + 1;
  }
  return fencedBlocks(lines)
    .filter((b) => b.info.split(/\s+/).includes('example'))
    .map((b) => [starts[b.open], starts[b.close] + lines[b.close].length]);
}
