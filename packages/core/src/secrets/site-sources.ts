// The secret scan of the site's sources: every markdown file of the content
// graph (docs, pages and blog posts; drafts too: they are in the repository) with its front matter at its
// real lines, the config file with the key path of each finding, and the API
// documents the config names. Static files and images are scanned as they
// are copied to the output (renderer's secret-scan.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/schema.ts';
import type { BlogPost, ContentGraph, DocFile, PageFile } from '../types.ts';
import { isRemoteSpec } from '../api/remote.ts';
import { formatKeyPath, keyPathAt } from '../util/yaml-source.ts';
import { SecretScanner, type SecretFinding } from './scanner.ts';

export interface SiteSourcesInput {
  graph: ContentGraph;
  config: SiteConfig;
  rootDir: string;
  configFile: string;
  /** The config file's text: given for one load of a build (the default locale's), which also scans the API documents. */
  configText?: string;
}

/**
 * What each page file held, by the file's object and the scan's settings:
 * serve keeps the objects of pages a save did not touch (content/update.ts),
 * so a rebuild scans only the page that changed.
 */
const pageFindings = new WeakMap<DocFile | PageFile | BlogPost, { key: string; findings: SecretFinding[] }>();

/** The findings, and the milliseconds the scan took (for the build's timings). */
export interface SourceSecrets {
  findings: SecretFinding[];
  ms: number;
}

export function scanSiteSources(input: SiteSourcesInput): SourceSecrets {
  const start = performance.now();
  const findings = findInSources(input);
  return { findings, ms: performance.now() - start };
}

function findInSources(input: SiteSourcesInput): SecretFinding[] {
  const scanner = SecretScanner.for(input.config.checkSecrets);
  if (!scanner) return [];
  const pages: Array<DocFile | PageFile | BlogPost> = [
    ...input.graph.instances.flatMap((i) => i.docs),
    ...input.graph.pages.filter((p) => p.kind === 'md'),
    ...input.graph.blogs.flatMap((b) => b.posts),
  ];
  const findings = pages.flatMap((page) => {
    const kept = pageFindings.get(page);
    if (kept?.key === scanner.key) return kept.findings;
    const found = [
      ...scanner.scan(page.frontMatterSource, { file: page.source, source: true }),
      ...scanner.scan(page.body, { file: page.source, firstLine: page.bodyLine, markdown: true, source: true }),
    ];
    pageFindings.set(page, { key: scanner.key, findings: found });
    return found;
  });
  const { configText } = input;
  if (configText === undefined) return findings;
  // Parsed only when the config holds a finding.
  let pathAt: ReturnType<typeof keyPathAt> | undefined;
  const configPathAt = (offset: number) => formatKeyPath((pathAt ??= keyPathAt(configText))(offset)) || undefined;
  findings.push(...scanner.scan(configText, { file: input.configFile, source: true, keyPathAt: configPathAt }));
  for (const ref of input.config.apiReferences) {
    if (isRemoteSpec(ref.spec)) continue;
    let text: string;
    try {
      text = readFileSync(path.resolve(input.rootDir, ref.spec), 'utf8');
    } catch {
      // Reported by the API reference's load.
      continue;
    }
    findings.push(...scanDocument(scanner, ref.spec, text));
  }
  return findings;
}

// API documents are large and rarely change between serve's rebuilds: the last findings of each are kept while its text and the settings are the same.
const documentFindings = new Map<string, { key: string; text: string; findings: SecretFinding[] }>();

function scanDocument(scanner: SecretScanner, file: string, text: string): SecretFinding[] {
  const kept = documentFindings.get(file);
  if (kept?.key === scanner.key && kept.text === text) return kept.findings;
  const findings = scanner.scan(text, { file, source: true });
  documentFindings.set(file, { key: scanner.key, text, findings });
  return findings;
}
