// VitePress's file inclusion, expanded into a page's markdown before it is
// compiled, so the compile caches key on what the page shows:
//
// - `<!--@include: ./part.md-->` (include-file.ts) is replaced as text,
//   wherever it stands, and the included file's own includes are expanded
//   in turn.
// - `<<< ./snippets/file.ts` on a line of its own, outside fenced code
//   (code-import.ts), becomes a fenced code block.
//
// Files must be readable by pages (named-file.ts). A missing file, region or
// range is an error at the line that names it; an include that includes
// itself again is left out with a warning.
import { realpathSync } from 'node:fs';
import type { Diagnostic } from '../../types.ts';
import { codeImport } from './code-import.ts';
import { includedLines } from './include-file.ts';
import { toRuns, type LineRun } from './line-map.ts';
import { namedFiles, type Line, type NamedFileRules, type NamedFiles } from './named-file.ts';

export interface IncludeInput extends NamedFileRules {
  body: string;
  /** Absolute path of the page. */
  absPath: string;
  /** The file line the body starts on. */
  bodyLine: number;
}

export interface Expanded {
  body: string;
  /** Where each line came from, when anything was included. */
  lineMap?: LineRun[];
  /** The files read (real paths), which the page depends on. */
  includes: string[];
  diagnostics: Diagnostic[];
}

const INCLUDE = /<!--\s*@include:\s*(.*?)\s*-->/g;
const SNIPPET = /^ {0,3}<<<[ \t]*(\S.*?)[ \t]*\r?$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** Whether a body may hold an include or a code import: most do not, and are not split into lines. */
export function mayInclude(body: string): boolean {
  return body.includes('@include:') || body.includes('<<<');
}

export function expandIncludes(input: IncludeInput): Expanded {
  const diagnostics: Diagnostic[] = [];
  const includes = new Set<string>();
  const files = namedFiles(input, diagnostics, includes);
  const page: Line[] = input.body.split('\n').map((text, i) => ({ text, file: input.absPath, line: input.bodyLine + i }));
  const expanded = expand(page, [realOr(input.absPath)], files);
  if (!includes.size) return { body: input.body, includes: [], diagnostics };
  return { body: expanded.map((l) => l.text).join('\n'), lineMap: toRuns(expanded), includes: [...includes].sort(), diagnostics };
}

/** The lines with their code imports and includes expanded; `ancestors`: the files being included, to stop a cycle. */
function expand(lines: Line[], ancestors: readonly string[], files: NamedFiles): Line[] {
  const out: Line[] = [];
  let fence: string | undefined;
  for (const l of lines) {
    const opened = FENCE.exec(l.text)?.[1];
    if (opened && (!fence || (opened[0] === fence[0] && opened.length >= fence.length && !l.text.trim().slice(opened.length)))) fence = fence ? undefined : opened;
    const code = !fence && !opened ? SNIPPET.exec(l.text) : null;
    if (code) {
      out.push(...codeImport(code[1], l, files));
      continue;
    }
    if (!l.text.includes('@include:')) {
      out.push(l);
      continue;
    }
    // As VitePress: replaced as text wherever it stands, in fenced code too.
    let acc: Line = { ...l, text: '' };
    let cursor = 0;
    for (const m of l.text.matchAll(INCLUDE)) {
      acc.text += l.text.slice(cursor, m.index);
      cursor = m.index + m[0].length;
      if (!m[1]) {
        acc.text += m[0];
        continue;
      }
      const found = includedLines(m[1], l, ancestors, files);
      const [first, ...rest] = found ? expand(found.lines, [...ancestors, found.real], files) : [];
      if (!first) continue;
      acc = { ...first, text: acc.text + first.text };
      for (const r of rest) {
        out.push(acc);
        acc = { ...r };
      }
    }
    acc.text += l.text.slice(cursor);
    out.push(acc);
  }
  return out;
}

function realOr(abs: string): string {
  try {
    return realpathSync(abs);
  } catch {
    return abs;
  }
}
