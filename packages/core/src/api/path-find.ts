// Find the API paths a page writes: in prose, inline code, code blocks and
// links alike, since a wrong path misleads wherever it is. The markdown source
// is scanned rather than the compiled tree so that every hit keeps the line
// and column the writer typed it at.
import { escapeRegExp } from '../util/regexp.ts';

/** One `<prefix>/…` path written in a page. */
export interface WrittenApiPath {
  /** The path after the prefix, without query or fragment, e.g. `/challenges/12`. */
  path: string;
  /** The path's segments, e.g. `['challenges', '12']`. */
  segments: string[];
  /** An HTTP method written right before the path (`POST /api/v1/…`, `-X PATCH "$URL/api/v1/…"`, `.get(f"{URL}/api/v1/…"`). */
  method?: string;
  line: number;
  column: number;
}

// A segment is a placeholder (`<id>`, `{id}`, an f-string expression such as
// `{user['id']}`, `${ID}`) or ordinary URL characters. `…` and `$` count as
// ordinary here and are told apart in `segmentKind`.
const SEGMENT = String.raw`(?:<[^<>\n]{1,40}>|\{[^{}\n]{1,60}\}|\$\{\w+\}|[\w.~%:$…-]+)`;
const METHOD_WORD = /(?:\b(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\b|\.(get|post|put|patch|delete|head)\()/g;
// What may stand between a method and the path: quotes, backticks, an f-string
// prefix, and a host written as a URL origin or a variable.
const METHOD_GAP = /^[\s`'"]*f?["'`]?(?:https?:\/\/[^\s/"'`]+|\$\{?\w+\}?|\{\w+\})?$/;
const ELLIPSIS = /^(?:\.\.\.|…)$/;

export type SegmentKind = 'literal' | 'placeholder' | 'rest';

/** `rest` is a trailing `…`/`...` ("anything below here"); placeholders stand for one value. */
export function segmentKind(segment: string): SegmentKind {
  if (ELLIPSIS.test(segment)) return 'rest';
  if (/^(?:<.+>|\{.+\}|:\w+|\$\{?\w+\}?)$/.test(segment)) return 'placeholder';
  return 'literal';
}

/**
 * Every path under `prefix` written in `body`. `bodyLine` is the file line the
 * body starts on (after front matter). A prefix followed by an expression
 * (`/api/v1{path}`) or by nothing (`/api/v1/`) names no operation and is skipped.
 */
export function findApiPaths(body: string, prefix: string, bodyLine = 1): WrittenApiPath[] {
  const pattern = new RegExp(`${escapeRegExp(prefix)}(?![\\w-])((?:/${SEGMENT}?)*)`, 'g');
  const found: WrittenApiPath[] = [];
  const lineStarts = [0];
  for (let i = body.indexOf('\n'); i !== -1; i = body.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  for (const m of body.matchAll(pattern)) {
    const segments = m[1].split('/').filter(Boolean);
    if (!segments.length) continue;
    const last = segments.length - 1;
    // Sentence punctuation after a path is not part of it; a lone `...` is.
    if (!ELLIPSIS.test(segments[last])) segments[last] = segments[last].replace(/[.,:;]+$/, '');
    if (!segments[last]) segments.pop();
    if (!segments.length) continue;
    const offset = m.index;
    let lineIndex = lineStarts.length - 1;
    while (lineStarts[lineIndex] > offset) lineIndex--;
    const lineText = body.slice(lineStarts[lineIndex], offset);
    found.push({
      path: `/${segments.join('/')}`,
      segments,
      method: methodBefore(lineText),
      line: bodyLine + lineIndex,
      column: offset - lineStarts[lineIndex] + 1,
    });
  }
  return found;
}

/** The method written just before a path on its line, if nothing else stands between them. */
function methodBefore(lineText: string): string | undefined {
  let method: string | undefined;
  for (const m of lineText.matchAll(METHOD_WORD)) {
    const gap = lineText.slice(m.index + m[0].length);
    method = METHOD_GAP.test(gap) ? (m[1] ?? m[2]).toUpperCase() : undefined;
  }
  return method;
}
