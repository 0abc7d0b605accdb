// `<!--@include: ./part.md#region{3,10}-->`: the lines of the file an include
// names, before its own includes are expanded. A markdown file's front matter
// is left out unless a range alone counts its lines
// (src/node/markdown/plugins/include.ts in VitePress); a `#region` is the
// lines between its markers; a `{3,10}` range (`{3,}`, `{,10}`) is counted
// in the file, or in the region when there is one.
import path from 'node:path';
import { findRegion } from './regions.ts';
import { splitRegion, type Line, type NamedFiles } from './named-file.ts';

const RANGE = /\{(\d*),(\d*)\}$/;
const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/;

/**
 * The lines the include `raw` at `at` names and the real path of their file;
 * undefined when there are none (reported), or when the file is one of
 * `ancestors` (the files being included), which would include itself again.
 */
export function includedLines(raw: string, at: Line, ancestors: readonly string[], files: NamedFiles): { lines: Line[]; real: string } | undefined {
  const range = RANGE.exec(raw);
  const [spec, region] = splitRegion(range ? raw.slice(0, range.index) : raw);
  const found = files.read(spec, at, 'Included file');
  if (!found) return undefined;
  if (ancestors.includes(found.real)) {
    files.problem(
      at,
      'warning',
      'include/cycle',
      `${spec} is left out: it includes itself (${[...ancestors, found.real].map((a) => path.basename(a)).join(' → ')})`,
      'Remove the include that leads back to a file being included.',
    );
    return undefined;
  }
  let text = found.text;
  let first = 1;
  // A range alone counts a markdown file's lines with its front matter; otherwise it is left out.
  const fm = path.extname(found.real) === '.md' && (region || !range) ? FRONT_MATTER.exec(text) : null;
  if (fm) {
    first += fm[0].split('\n').length - 1;
    text = text.slice(fm[0].length);
  }
  let lines: Line[] = text.split('\n').map((t, i) => ({ text: t, file: found.real, line: first + i }));
  if (region) {
    const r = findRegion(
      lines.map((l) => l.text),
      region,
    );
    if (!r) {
      files.problem(at, 'error', 'include/region', `No region "${region}" in ${spec}`, 'Mark it in the file with #region and #endregion comments, or fix the name.');
      return undefined;
    }
    lines = lines.slice(r.start, r.end);
  }
  if (range) {
    const start = range[1] ? Number(range[1]) : 1;
    const end = range[2] ? Math.min(Number(range[2]), lines.length) : lines.length;
    if (start < 1 || start > lines.length || end < start) {
      files.problem(
        at,
        'error',
        'include/range',
        `Lines {${range[1]},${range[2]}} are not in ${spec}, which has ${lines.length}`,
        'Give a range of lines the file has: {first,last}, {first,} or {,last}.',
      );
      return undefined;
    }
    lines = lines.slice(start - 1, end);
  }
  return { lines, real: found.real };
}
