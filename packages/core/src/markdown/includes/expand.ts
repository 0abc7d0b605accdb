// VitePress's file inclusion, expanded into a page's markdown before it is
// compiled, so the compile caches key on what the page shows:
//
// - `<!--@include: ./part.md-->`, with a `#region` and a `{3,10}` line range
//   (`{3,}`, `{,10}`), from the including file's folder, or from the
//   source folder with `@/`. It is replaced as text, wherever it stands, and
//   the included file's own includes are expanded in turn. A markdown file's
//   front matter is left out unless a range alone counts its lines
//   (src/node/markdown/plugins/include.ts in VitePress).
// - `<<< ./snippets/file.ts#region{1,3 ts} [title]` on a line of its own
//   (outside fenced code): the file (or its region, markers out and
//   dedented) as a fenced code block, in the language of its extension or
//   the one given, with the lines given highlighted and the title given or
//   its file name (src/node/markdown/plugins/snippet.ts there).
//
// Files must be readable by pages (util/read-roots.ts). A missing file,
// region or range is an error at the line that names it; an include that
// includes itself again is left out with a warning.
import { readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../../types.ts';
import { resolveReadable, type ReadRules } from '../../util/read-roots.ts';
import { dedent, findRegion, isRegionMarker } from './regions.ts';
import { toRuns, type LineRun } from './line-map.ts';

export interface IncludeInput {
  body: string;
  /** Absolute path of the page. */
  absPath: string;
  /** The file line the body starts on. */
  bodyLine: number;
  /** The folder `@/` paths start from (VitePress's srcDir: the page's docs folder). */
  srcDir: string;
  /** What pages may read (util/read-roots.ts). */
  readRules: ReadRules;
  /** The site root, to name files in diagnostics. */
  rootDir: string;
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
const RANGE = /\{(\d*),(\d*)\}$/;
const REGION = /#([\w.-]+)$/;
const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/;

interface Line {
  text: string;
  file: string;
  line: number;
}

/** Whether a body may hold an include or a code import: most do not, and are not split into lines. */
export function mayInclude(body: string): boolean {
  return body.includes('@include:') || body.includes('<<<');
}

export function expandIncludes(input: IncludeInput): Expanded {
  const diagnostics: Diagnostic[] = [];
  const includes = new Set<string>();
  const rel = (abs: string) => path.relative(input.rootDir, abs).split(path.sep).join('/');
  const problem = (at: Line, severity: Diagnostic['severity'], code: string, message: string, hint: string) => diagnostics.push({ severity, code, message, file: rel(at.file), line: at.line, hint });

  /** A file named at `at`: its real path and text, or undefined (reported). */
  const read = (spec: string, at: Line, what: string): { real: string; text: string } | undefined => {
    const abs = spec.startsWith('@') ? path.join(input.srcDir, spec.slice(/[\\/]/.test(spec[1] ?? '') ? 2 : 1)) : path.resolve(path.dirname(at.file), spec);
    const readable = resolveReadable(abs, input.readRules);
    if (!readable) {
      problem(at, 'error', 'include/missing', `${what} not found: ${spec}`, 'Check the path: it is relative to the file that names it, or to the docs folder with @/.');
      return undefined;
    }
    if ('outside' in readable) {
      problem(
        at,
        'error',
        'include/outside-site',
        `${what} outside the site: ${spec} is ${readable.outside}`,
        "Pages may only read files inside the config file's folder or a folder the config names (docs paths, staticDirectories).",
      );
      return undefined;
    }
    if ('notContent' in readable) {
      problem(
        at,
        'error',
        'include/not-content',
        `${what} is not site content: ${spec} (${readable.notContent})`,
        "Dotfiles and dot-folders (.git, .env), node_modules, the output and cache folders and what the config's exclude names are never read for a page; include a file of the site's content.",
      );
      return undefined;
    }
    try {
      const text = readFileSync(readable.real, 'utf8').replace(/\r\n/g, '\n');
      includes.add(readable.real);
      return { real: readable.real, text };
    } catch {
      problem(at, 'error', 'include/missing', `${what} cannot be read: ${spec}`, 'Name a file, not a folder.');
      return undefined;
    }
  };

  const include = (raw: string, at: Line, ancestors: readonly string[]): Line[] | undefined => {
    let spec = raw;
    const range = RANGE.exec(spec);
    if (range) spec = spec.slice(0, range.index);
    const region = REGION.exec(spec);
    if (region) spec = spec.slice(0, region.index);
    const found = read(spec, at, 'Included file');
    if (!found) return [];
    if (ancestors.includes(found.real)) {
      problem(
        at,
        'warning',
        'include/cycle',
        `${spec} is left out: it includes itself (${[...ancestors, found.real].map((a) => path.basename(a)).join(' → ')})`,
        'Remove the include that leads back to a file being included.',
      );
      return [];
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
        region[1],
      );
      if (!r) {
        problem(at, 'error', 'include/region', `No region "${region[1]}" in ${spec}`, 'Mark it in the file with #region and #endregion comments, or fix the name.');
        return [];
      }
      lines = lines.slice(r.start, r.end);
    }
    if (range) {
      const start = range[1] ? Number(range[1]) : 1;
      const end = range[2] ? Math.min(Number(range[2]), lines.length) : lines.length;
      if (start < 1 || start > lines.length || end < start) {
        problem(
          at,
          'error',
          'include/range',
          `Lines {${range[1]},${range[2]}} are not in ${spec}, which has ${lines.length}`,
          'Give a range of lines the file has: {first,last}, {first,} or {,last}.',
        );
        return [];
      }
      lines = lines.slice(start - 1, end);
    }
    return expand(lines, [...ancestors, found.real]);
  };

  const snippet = (raw: string, at: Line): Line[] => {
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
    const region = REGION.exec(spec);
    if (region) spec = spec.slice(0, region.index);
    const found = read(spec.trim(), at, 'Code file');
    if (!found) return [at];
    let code = found.text.replace(/\n$/, '').split('\n');
    if (region) {
      const r = findRegion(code, region[1]);
      if (!r) {
        problem(at, 'error', 'include/region', `No region "${region[1]}" in ${spec}`, 'Mark it in the file with #region and #endregion comments, or fix the name.');
        return [at];
      }
      code = dedent(code.slice(r.start, r.end).filter((l) => !isRegionMarker(l)));
    }
    const name = path.basename(spec.trim());
    const language = lang || /\.([a-zA-Z0-9]+)$/.exec(name)?.[1] || 'text';
    const longest = Math.max(0, ...code.map((l) => Math.max(0, ...(l.match(/`+/g) ?? []).map((run) => run.length))));
    const fence = '`'.repeat(Math.max(3, longest + 1));
    const info = `${language} [${(title?.[1] ?? name).replace(/[[\]]/g, '')}]${lines ? `{${lines}}` : ''}`;
    // Every line of the block is placed at the <<< line: problems in it are the import's.
    return [`${fence}${info}`, ...code, fence].map((text) => ({ ...at, text }));
  };

  const expand = (lines: Line[], ancestors: readonly string[]): Line[] => {
    const out: Line[] = [];
    let fence: string | undefined;
    for (const l of lines) {
      const opened = FENCE.exec(l.text)?.[1];
      if (opened && (!fence || (opened[0] === fence[0] && opened.length >= fence.length && !l.text.trim().slice(opened.length)))) fence = fence ? undefined : opened;
      const code = !fence && !opened ? SNIPPET.exec(l.text) : null;
      if (code) {
        out.push(...snippet(code[1], l));
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
        const [first, ...rest] = include(m[1], l, ancestors) ?? [];
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
  };

  const page: Line[] = input.body.split('\n').map((text, i) => ({ text, file: input.absPath, line: input.bodyLine + i }));
  const expanded = expand(page, [realOr(input.absPath)]);
  if (!includes.size) return { body: input.body, includes: [], diagnostics };
  return { body: expanded.map((l) => l.text).join('\n'), lineMap: toRuns(expanded), includes: [...includes].sort(), diagnostics };
}

function realOr(abs: string): string {
  try {
    return realpathSync(abs);
  } catch {
    return abs;
  }
}
