// Container openings remark-directive does not read, rewritten into the form
// it does, before parsing: VitePress's `::: tip` (a space before the name)
// and the title after a space that both Docusaurus (`:::note Title`) and
// VitePress (`::: warning Title`) accept, which becomes a label
// (`:::note[Title]`). Lines inside fenced code stay as written, and no line is
// added or removed, so positions keep their line numbers.

const OPENING = /^([ \t]*(?:>[ \t]?)*[ \t]*)(:{3,})[ \t]*([A-Za-z][\w-]*)(?:[ \t]+(\S.*?))?[ \t]*$/;
const CODE_FENCE = /^[ \t]*(?:>[ \t]?)*[ \t]*(`{3,}|~{3,})/;

export function normaliseContainerFences(body: string): string {
  if (!body.includes(':::')) return body;
  const lines = body.split('\n');
  let fence: string | undefined;
  let changed = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const code = CODE_FENCE.exec(line);
    if (code) {
      if (!fence) fence = code[1];
      else if (code[1][0] === fence[0] && code[1].length >= fence.length && line.trim().replace(/^(?:>\s?)*/, '') === code[1]) fence = undefined;
      continue;
    }
    if (fence || !line.includes(':::')) continue;
    const m = OPENING.exec(line.replace(/\r$/, ''));
    if (!m) continue;
    const [, indent, colons, name, title] = m;
    const rewritten = `${indent}${colons}${name}${title ? `[${title.replace(/[[\]]/g, '\\$&')}]` : ''}${line.endsWith('\r') ? '\r' : ''}`;
    if (rewritten !== line) {
      lines[i] = rewritten;
      changed = true;
    }
  }
  return changed ? lines.join('\n') : body;
}
