// Container openings remark-directive does not read, rewritten into the form
// it does, before parsing: VitePress's `::: tip` (a space before the name)
// and the title after a space that both Docusaurus (`:::note Title`) and
// VitePress (`::: warning Title`) accept, which becomes a label
// (`:::note[Title]`). Inside a `:::tabs` block, vitepress-plugin-tabs's
// `== Label` lines become `::tab[Label]` leaf directives, which the tabs
// container splits its content at (containers/tabs.ts), and its
// `:::tabs key:name` (tabs that switch together) becomes a groupId. Lines
// inside fenced code stay as written, and no line is added or removed, so
// positions keep their line numbers.

const OPENING = /^([ \t]*(?:>[ \t]?)*[ \t]*)(:{3,})[ \t]*([A-Za-z][\w-]*)(?:[ \t]+(\S.*?))?[ \t]*$/;
const CODE_FENCE = /^[ \t]*(?:>[ \t]?)*[ \t]*(`{3,}|~{3,})/;
const ANY_OPENING = /^[ \t]*(?:>[ \t]?)*[ \t]*(:{3,})[ \t]*([A-Za-z][\w-]*)/;
const CLOSING = /^[ \t]*(?:>[ \t]?)*[ \t]*(:{3,})[ \t]*\r?$/;
const TAB_LABEL = /^([ \t]*(?:>[ \t]?)*[ \t]*)==[ \t]+(\S.*?)[ \t]*(\r?)$/;
const SHARED_KEY = /^key:(\S+)$/;

export function normaliseContainerFences(body: string): string {
  if (!body.includes(':::')) return body;
  const lines = body.split('\n');
  let fence: string | undefined;
  let changed = false;
  // The containers open at this line, innermost last: their colons and name.
  const open: Array<{ colons: number; name: string }> = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const code = CODE_FENCE.exec(line);
    if (code) {
      if (!fence) fence = code[1];
      else if (code[1][0] === fence[0] && code[1].length >= fence.length && line.trim().replace(/^(?:>\s?)*/, '') === code[1]) fence = undefined;
      continue;
    }
    if (fence) continue;
    const tab = open.at(-1)?.name === 'tabs' ? TAB_LABEL.exec(line) : null;
    if (tab) {
      lines[i] = `${tab[1]}::tab[${tab[2].replace(/[[\]]/g, '\\$&')}]${tab[3]}`;
      changed = true;
      continue;
    }
    if (!line.includes(':::')) continue;
    const closing = CLOSING.exec(line);
    if (closing) {
      const at = open.findLastIndex((c) => c.colons <= closing[1].length);
      if (at >= 0) open.length = at;
      continue;
    }
    const opening = ANY_OPENING.exec(line);
    if (opening) open.push({ colons: opening[1].length, name: opening[2] });
    const m = OPENING.exec(line.replace(/\r$/, ''));
    if (!m) continue;
    const [, indent, colons, name, title] = m;
    const shared = name === 'tabs' && title ? SHARED_KEY.exec(title) : null;
    const label = shared ? `{groupId="${shared[1].replace(/"/g, '')}"}` : title ? `[${title.replace(/[[\]]/g, '\\$&')}]` : '';
    const rewritten = `${indent}${colons}${name}${label}${line.endsWith('\r') ? '\r' : ''}`;
    if (rewritten !== line) {
      lines[i] = rewritten;
      changed = true;
    }
  }
  return changed ? lines.join('\n') : body;
}
