// A fenced code block's meta string, read the way Docusaurus and VitePress
// read it: `title="…"`, `{1,3-5}`, `showLineNumbers[=N]`, VitePress's
// `[filename]` and `:line-numbers[=N]` / `:no-line-numbers`, and ctfdocs's
// `example` (the secret scan's mark for made-up values). Anything else is
// returned as unknown, for a diagnostic.
import type { Code } from 'mdast';

export interface CodeMeta {
  title?: string;
  /** VitePress's `[filename]`: the title, and a code group's tab label. */
  filename?: string;
  /** Lines (1-based) a `{…}` range highlights. */
  lines: Set<number>;
  /** Whether a `{…}` range was given: then magic comments are left as written, as Docusaurus does. */
  hasRange: boolean;
  /** First line number when line numbers are shown. */
  lineNumbersStart?: number;
  /** `example`: the values in the block are made up (secrets/site-patterns.ts lets them be). */
  example: boolean;
  unknown: string[];
}

const TOKEN = /title=(?:"([^"]*)"|'([^']*)'|(\S+))|\{([\d,\s-]*)\}|\[([^\]]*)\]|(?:showLineNumbers|:line-numbers)(?:=(\d+))?(?=\s|$)|(:no-line-numbers)(?=\s|$)|(example)(?=\s|$)|(\S+)/g;

/**
 * `lineCount` (the block's lines) cuts `{…}` ranges: a meta of
 * `{1-16000000}` must not cost a loop of that length. Required, so that no
 * caller that only wants the title or the unknown tokens forgets it.
 */
export function parseCodeMeta(meta: string | null | undefined, lineCount: number): CodeMeta {
  const parsed: CodeMeta = { lines: new Set(), hasRange: false, example: false, unknown: [] };
  if (!meta) return parsed;
  for (const m of meta.matchAll(TOKEN)) {
    const [token, dq, sq, bare, range, filename, start, noNumbers, example, other] = m;
    if (other !== undefined) parsed.unknown.push(other);
    else if (example !== undefined) parsed.example = true;
    else if (dq !== undefined || sq !== undefined || bare !== undefined) parsed.title ??= dq ?? sq ?? bare;
    else if (range !== undefined) {
      parsed.hasRange = true;
      for (const part of range.split(',')) {
        const [a, b] = part
          .trim()
          .split('-')
          .map((n) => Number.parseInt(n, 10));
        if (Number.isNaN(a)) continue;
        const last = Math.min(b === undefined || Number.isNaN(b) ? a : b, lineCount);
        for (let i = Math.max(a, 1); i <= last; i++) parsed.lines.add(i);
      }
    } else if (filename !== undefined) parsed.filename ??= filename;
    else if (noNumbers !== undefined) parsed.lineNumbersStart = undefined;
    else if (token) parsed.lineNumbersStart = start === undefined ? 1 : Number.parseInt(start, 10);
  }
  return parsed;
}

/** A code block's lines, as `{…}` ranges count them. */
export const lineCount = (source: string) => source.split('\n').length;

/** The title shown above the block: `title="…"`, else `[filename]`. */
export const codeTitle = (meta: CodeMeta) => meta.title ?? meta.filename;

/**
 * VitePress writes meta against the language (```js{4}, ```ts:line-numbers,
 * ```js[config.js]); move it into the meta where remark expects it.
 */
export function splitLangMeta(node: Code) {
  const m = node.lang ? /^([^{[:]+)([{[:].*)$/.exec(node.lang) : null;
  if (!m) return;
  node.lang = m[1];
  node.meta = node.meta ? `${m[2]} ${node.meta}` : m[2];
}
