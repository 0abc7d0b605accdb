// What a Mermaid diagram's source says of itself, read the same way by the
// browser (the theme's client/diagrams/) and the build's syntax check (the
// renderer's diagram-check.ts): its title and description, for the drawn
// diagram's text alternative, and where in the source an error is. A module
// with no imports, so the client code can share it.

/** Mermaid's front matter, as its extractFrontMatter matches it (blank lines after it go with it). */
const FRONT_MATTER = /^-{3}\s*\n([\s\S]*?)\n-{3}\s*\n+/;

const unquote = (text: string) => text.trim().replace(/^(["'])(.*)\1$/, '$2');

function first(source: string, pattern: RegExp): string | undefined {
  const m = pattern.exec(source);
  return m ? unquote(m[1]) || undefined : undefined;
}

/**
 * The diagram's title and description, as its writer gave them: `accTitle`
 * and `accDescr` (Mermaid's accessibility statements), else the front
 * matter's `title`, else a `title` statement (pie, gantt, journey, …).
 */
export function diagramText(source: string): { title?: string; description?: string } {
  const text = source.replace(/\r\n?/g, '\n');
  const front = FRONT_MATTER.exec(text);
  const body = front ? text.slice(front[0].length) : text;
  const title = first(body, /^\s*accTitle\s*:\s*(.+)$/m) ?? (front ? first(front[1], /^title\s*:\s*(.+)$/m) : undefined) ?? first(body, /^\s*(?:pie\s+(?:showData\s+)?)?title\s+(.+)$/m);
  const description = first(body, /^\s*accDescr\s*:\s*(.+)$/m) ?? first(body, /^\s*accDescr\s*\{([\s\S]*?)\}/m)?.replace(/\s+/g, ' ');
  return { ...(title ? { title } : {}), ...(description ? { description } : {}) };
}

/**
 * The source's line (1-based) of a line of the text Mermaid parsed: it
 * parses the source without its front matter and comment lines (`%% …`),
 * and from the first line left that is not blank.
 */
export function sourceLine(source: string, parsedLine: number): number {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const front = FRONT_MATTER.exec(lines.join('\n'));
  const kept: number[] = [];
  for (let i = front ? (front[0].match(/\n/g) ?? []).length : 0; i < lines.length; i++) {
    if (/^\s*%%(?!\{)./.test(lines[i])) continue;
    if (!kept.length && !lines[i].trim()) continue;
    kept.push(i + 1);
  }
  return kept[Math.max(0, parsedLine - 1)] ?? kept.at(-1) ?? 1;
}

/** A diagram Mermaid could not read: the line of its source, and what is wrong there in one sentence. */
export interface DiagramError {
  line: number;
  message: string;
}

/**
 * Mermaid's parse error as a line and a message. Its parsers word their
 * errors in two ways: "Parse error on line 4:", the line with a caret under
 * the place, then what was expected; or "Parsing failed: Lexer error on line
 * 3, column 3: …". A diagram of no known type fails on its first line.
 */
export function describeDiagramError(err: unknown, source: string): DiagramError {
  const text = err instanceof Error ? err.message : String(err);
  const lines = text.split('\n');
  const onLine = /\bline (\d+)/i.exec(lines[0]);
  const hashLine = (err as { hash?: { loc?: { first_line?: unknown } } } | null)?.hash?.loc?.first_line;
  const parsed = onLine ? Number(onLine[1]) : typeof hashLine === 'number' ? hashLine : 1;
  const jison = /^Parse error on line \d+:$/.test(lines[0].trim());
  const message = (jison ? lines.slice(3).join(' ').trim() : '') || lines[0].replace(/^Parsing failed:\s*/, '').trim();
  return { line: sourceLine(source, parsed), message };
}
