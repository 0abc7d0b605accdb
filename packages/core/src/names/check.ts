// `checkNames[]`: the inline code spans of a given shape that pages write must
// be names from a list, such as the setting keys of the program the docs
// describe. A misspelt key in a page reads as real and fails silently when a
// reader copies it, so each one is reported at its line with the nearest name.
import type { NameCheckConfig } from '../schemas/name-check.ts';
import type { Diagnostic, MarkdownSource } from '../types.ts';
import { editDistance } from '../util/edit-distance.ts';
import { type CodeSpan, findCodeSpans } from './code-spans.ts';

/** Each source's code spans, kept while serve keeps the source (site/markdown-sources.ts). */
const spansOf = new WeakMap<MarkdownSource, CodeSpan[]>();

function codeSpans(source: MarkdownSource): CodeSpan[] {
  let spans = spansOf.get(source);
  if (!spans) spansOf.set(source, (spans = findCodeSpans(source.body, source.bodyLine)));
  return spans;
}

export interface NameCheckContext {
  /** The list file as configured, for messages. */
  listFile: string;
  /** `checkNames[i]`, for hints. */
  configPath: string;
}

/** The names of a list file: one a line, `#` to the end of a line is a comment. */
export function parseNameList(text: string): string[] {
  return text
    .split('\n')
    .map((l) => l.replace(/#.*/, '').trim())
    .filter(Boolean);
}

export function checkNames(check: NameCheckConfig, known: ReadonlySet<string>, sources: MarkdownSource[], ctx: NameCheckContext): Diagnostic[] {
  if (check.onUnknownName === 'ignore') return [];
  const severity = check.onUnknownName === 'throw' ? 'error' : 'warning';
  // `d` gives the offset of a `name` group, so the column points at the name itself.
  const pattern = new RegExp(`^(?:${check.match})$`, 'du');
  const ignored = new Set(check.ignore);
  const diagnostics: Diagnostic[] = [];
  for (const source of sources) {
    for (const span of codeSpans(source)) {
      const m = pattern.exec(span.text);
      if (!m) continue;
      const group = m.indices?.groups?.name;
      const name = m.groups && 'name' in m.groups ? m.groups.name : m[0];
      if (name === undefined || known.has(name) || ignored.has(name)) continue;
      const nearest = nearestName(name, known);
      diagnostics.push({
        severity,
        code: 'names/unknown',
        file: source.file,
        line: span.line,
        column: span.column + (group ? group[0] : 0),
        message: `\`${name}\` is not a known ${check.kind}: ${ctx.listFile} does not list it`,
        hint: `${nearest ? `Nearest: \`${nearest}\`. ` : ''}Correct the name, or add it to ${ctx.configPath}.ignore if it is not a ${check.kind}.`,
      });
    }
  }
  return diagnostics;
}

/** The known name closest to `name`, if a quarter of its characters or fewer differ. */
function nearestName(name: string, known: ReadonlySet<string>): string | undefined {
  const limit = Math.max(1, Math.floor(name.length / 4));
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of known) {
    if (Math.abs(candidate.length - name.length) >= bestDistance) continue;
    const d = editDistance(name, candidate);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}
