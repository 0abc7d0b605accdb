// What Docusaurus accepts in MDX beyond MDX itself, rewritten before MDX
// parses the page. Each rewrite keeps every line where it was, so positions
// in diagnostics and links still point at the writer's line.
//
// - `## Title {#custom-id}`: in MDX `{…}` is an expression and `#custom-id`
//   does not parse. The brace is escaped, and remark-headings reads the id
//   as in plain markdown.
// - `<!-- comments -->` are not MDX; they become `{/* comments */}`.
// - A fence named `mdx-code-block` holds MDX that editors should not treat
//   as markdown: its fence lines are blanked and its content is the page's.
import { someLineOutsideFences } from './fences.ts';

const HEADING_ID = /^(\s{0,3}#{1,6}\s.*?)\{#([^\s}]+)\}(\s*)$/;
const MDX_CODE_BLOCK = /^ {0,3}(`{3,}|~{3,})mdx-code-block\s*$/;

export function docusaurusCompat(body: string): string {
  if (!body.includes('{#') && !body.includes('<!--') && !body.includes('mdx-code-block')) return body;
  const lines = unwrapMdxCodeBlocks(body.split('\n'));
  let inComment = false;
  someLineOutsideFences(lines, (line, i) => {
    const m = HEADING_ID.exec(line);
    if (m) lines[i] = `${m[1]}\\{#${m[2]}}${m[3]}`;
    if (inComment || lines[i].includes('<!--')) {
      const out = outsideCodeSpans(lines[i], (text) => {
        let s = '';
        for (let at = 0; at < text.length; ) {
          const token = inComment ? '-->' : '<!--';
          const next = text.indexOf(token, at);
          if (next < 0) {
            s += text.slice(at);
            break;
          }
          s += text.slice(at, next) + (inComment ? '*/}' : '{/*');
          at = next + token.length;
          inComment = !inComment;
        }
        return s;
      });
      lines[i] = out;
    }
  });
  return lines.join('\n');
}

/** `mdx-code-block` fences: their opening and closing lines become blank. */
function unwrapMdxCodeBlocks(lines: string[]): string[] {
  for (let i = 0; i < lines.length; i++) {
    const open = MDX_CODE_BLOCK.exec(lines[i]);
    if (!open) continue;
    const fence = open[1];
    for (let j = i + 1; j < lines.length; j++) {
      const t = lines[j].trim();
      if (t.startsWith(fence) && !t.slice(fence.length).replace(/[`~]/g, '').trim()) {
        lines[i] = '';
        lines[j] = '';
        i = j;
        break;
      }
    }
  }
  return lines;
}

/** Applies `fn` to the parts of a line outside `code spans`. */
function outsideCodeSpans(line: string, fn: (text: string) => string): string {
  return line
    .split(/(`+[^`]*`+)/)
    .map((part, i) => (i % 2 ? part : fn(part)))
    .join('');
}
