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
  // Highlighted code is split into elements: a key's lines, a header's name
  // and its value. The text of each code block is scanned too.
  const seen = new Set(found.map((f) => f.fingerprint));
  let position: LineIndex | undefined;
  for (let open = contents.indexOf('<pre'); open !== -1; open = contents.indexOf('<pre', open + 1)) {
    const start = contents.indexOf('>', open);
    const close = start === -1 ? -1 : contents.indexOf('</pre>', start);
    if (close === -1) break;
    const html = contents.slice(start + 1, close);
    open = close;
    if (!html.includes('<')) continue;
    position ??= lineIndex(contents);
    for (const f of scanner.scan(unescapeHtml(html.replace(TAG, '')), { file, firstLine: position(start).line, columns: false })) {
      if (!seen.has(f.fingerprint)) found.push(f), seen.add(f.fingerprint);
    }
  }
  return found;
}
