// The secret scan of the built output: what the build wrote that no source
// holds as such (API pages, the config's texts, React and MDX pages, the
// theme). Rendered HTML is read as written, and the text of its code blocks
// again with the tags taken out and entities read back.
import { unescapeHtml } from '../shared/html.ts';
import { lineIndex, type LineIndex } from '../util/line-index.ts';
import type { SecretFinding, SecretScanner } from './scanner.ts';

const TAG = /<[^>]*>/g;

/** Findings in an output file (`file`: its path in the build), one per secret. */
export function scanOutputFile(scanner: SecretScanner, file: string, contents: string): SecretFinding[] {
  const found = scanner.scan(contents, { file });
  if (!file.endsWith('.html')) return found;
  const code = codeText(contents);
  if (!code.text) return found;
  // Highlighted code is split into elements: a key's lines, a header's name
  // and its value. The text of the code blocks is scanned too, in one piece,
  // each finding placed at the line of its block.
  const seen = new Set(found.map((f) => f.fingerprint));
  for (const f of scanner.scan(code.text, { file, columns: false })) {
    if (seen.has(f.fingerprint)) continue;
    seen.add(f.fingerprint);
    found.push({ ...f, line: code.lineOfBlock(f.line) });
  }
  return found;
}

/** The text of the HTML's highlighted code blocks, one after another, and the HTML line of the block a line of it belongs to. */
function codeText(html: string): { text: string; lineOfBlock(line: number): number } {
  const parts: string[] = [];
  // Per block: its first line in `text`, and the HTML line it starts on.
  const blocks: Array<{ first: number; htmlLine: number }> = [];
  let position: LineIndex | undefined;
  let lines = 1;
  for (let open = html.indexOf('<pre'); open !== -1; open = html.indexOf('<pre', open + 1)) {
    const start = html.indexOf('>', open);
    const close = start === -1 ? -1 : html.indexOf('</pre>', start);
    if (close === -1) break;
    const inner = html.slice(start + 1, close);
    open = close;
    if (!inner.includes('<')) continue;
    position ??= lineIndex(html);
    const text = unescapeHtml(inner.replace(TAG, ''));
    blocks.push({ first: lines, htmlLine: position(start).line });
    parts.push(text);
    lines += text.split('\n').length;
  }
  return {
    text: parts.join('\n'),
    lineOfBlock(line) {
      let b = blocks.length - 1;
      while (b > 0 && blocks[b].first > line) b--;
      return blocks[b].htmlLine;
    },
  };
}
