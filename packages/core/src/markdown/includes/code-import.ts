// `<<< ./snippets/file.ts#region{1,3 ts} [title]` on a line of its own
// (outside fenced code): the file (or its region, markers out and dedented)
// as a fenced code block, in the language of its extension or the one given,
// with the lines given highlighted and the title given or its file name
// (src/node/markdown/plugins/snippet.ts in VitePress).
import path from 'node:path';
import { dedent, findRegion, isRegionMarker } from './regions.ts';
import { splitRegion, type Line, type NamedFiles } from './named-file.ts';

/** The lines of the code block the import `raw` at `at` stands for; the line itself when the file cannot be read (reported). */
export function codeImport(raw: string, at: Line, files: NamedFiles): Line[] {
  let spec = raw;
  const title = /\s*\[(.+)\]$/.exec(spec);
  if (title) spec = spec.slice(0, title.index).trimEnd();
  let lines = '';
  let lang = '';
  const brace = spec.lastIndexOf('{');
  if (spec.endsWith('}') && brace > 0) {
    const meta = spec
      .slice(brace + 1, -1)
      .trim()
      .split(/\s+/)
      .filter(Boolean);
    if (meta[0] && /^\d+(?:[,-]\d+)*$/.test(meta[0].replace(/\s/g, ''))) lines = meta.shift()!;
    lang = meta[0] ?? '';
    spec = spec.slice(0, brace).trimEnd();
  }
  const [file, region] = splitRegion(spec);
  const found = files.read(file.trim(), at, 'Code file');
  if (!found) return [at];
  let code = found.text.replace(/\n$/, '').split('\n');
  if (region) {
    const r = findRegion(code, region);
    if (!r) {
      files.problem(at, 'error', 'include/region', `No region "${region}" in ${file}`, 'Mark it in the file with #region and #endregion comments, or fix the name.');
      return [at];
    }
    code = dedent(code.slice(r.start, r.end).filter((l) => !isRegionMarker(l)));
  }
  const name = path.basename(file.trim());
  const language = lang || /\.([a-zA-Z0-9]+)$/.exec(name)?.[1] || 'text';
  const longest = Math.max(0, ...code.map((l) => Math.max(0, ...(l.match(/`+/g) ?? []).map((run) => run.length))));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  const info = `${language} [${(title?.[1] ?? name).replace(/[[\]]/g, '')}]${lines ? `{${lines}}` : ''}`;
  // Every line of the block is placed at the <<< line: problems in it are the import's.
  return [`${fence}${info}`, ...code, fence].map((text) => ({ ...at, text }));
}
