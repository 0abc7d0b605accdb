// The body of a PEM private key: the base-64 lines after its first line, up
// to `-----END …-----`. Keys pasted into JSON or YAML strings write their line
// breaks as `\n`; encrypted PEM and PGP blocks have `Key: value` header lines
// first. A body cut short (`MIIE...`) or too short to be a key is no key.
import { looksRandom } from './entropy.ts';

/** Longer than any private key's PEM (an RSA 16384-bit key is about 12 KB). */
const MAX_PEM = 64 * 1024;
const MIN_BODY = 64;
const BASE64_LINE = /^[A-Za-z0-9+/=]+$/;
const HEADER_LINE = /^[A-Za-z][\w-]*:\s/;
// Quoting around each line: a block quote, a string's quotes and commas, a `\` line continuation.
const QUOTES = /^[>\s"']+|[\s"',\\]+$/g;

export interface PemBody {
  /** Offset just past the body (past the END line when there is one). */
  end: number;
  body: string;
}

/** The key body that starts at `from` (just after the BEGIN line), when it is a real one. Reads no further than the body. */
export function readPemBody(text: string, from: number): PemBody | undefined {
  const limit = Math.min(text.length, from + MAX_PEM);
  // The next real line break and the next `\n` escape, found once each and kept until passed.
  let newline = -1;
  let escapedNewline = -1;
  let body = '';
  let at = from;
  while (at < limit) {
    if (newline !== Number.POSITIVE_INFINITY && newline < at) newline = indexOrInfinity(text.indexOf('\n', at));
    if (escapedNewline !== Number.POSITIVE_INFINITY && escapedNewline < at) escapedNewline = indexOrInfinity(text.indexOf('\\n', at));
    const end = Math.min(newline, escapedNewline, limit);
    const line = text
      .slice(at, end)
      .replace(/\r$|\\r$/, '')
      .replace(QUOTES, '');
    if (line.startsWith('-----')) {
      if (!line.startsWith('-----END ')) break;
      const close = line.indexOf('-----', '-----END '.length);
      at += text.slice(at, end).indexOf('-----END ') + (close === -1 ? line.length : close + '-----'.length);
      return real(body, at);
    }
    if (line.includes('...') || line.includes('…')) return undefined;
    if (line && !(body === '' && HEADER_LINE.test(line))) {
      if (!BASE64_LINE.test(line)) break;
      body += line;
    }
    at = end + (end === escapedNewline ? 2 : 1);
  }
  return real(body, Math.min(at, limit));
}

function real(body: string, end: number): PemBody | undefined {
  return body.length >= MIN_BODY && looksRandom(body, 4.5) ? { end, body } : undefined;
}

function indexOrInfinity(index: number): number {
  return index === -1 ? Number.POSITIVE_INFINITY : index;
}
