// `## Title {#custom-id}` is how Docusaurus pages set a heading's id, but in
// MDX `{…}` is a JavaScript expression and `#custom-id` does not parse.
// Escaping the brace makes it text again, which remark-headings reads as in
// plain markdown. Lines keep their length in lines, so positions still hold.
import { someLineOutsideFences } from './fences.ts';

const HEADING_ID = /^(\s{0,3}#{1,6}\s.*?)\{#([^\s}]+)\}(\s*)$/;

export function escapeHeadingIds(body: string): string {
  if (!body.includes('{#')) return body;
  const lines = body.split('\n');
  someLineOutsideFences(lines, (line, i) => {
    const m = HEADING_ID.exec(line);
    if (m) lines[i] = `${m[1]}\\{#${m[2]}}${m[3]}`;
  });
  return lines.join('\n');
}
