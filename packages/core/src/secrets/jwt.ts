// JSON Web Tokens that are signed: three base64url parts, the first a JSON
// header with an `alg` other than `none`, the last a signature long and
// random enough to be one (not `signature`, not `…`).
import { looksRandom } from './entropy.ts';
import { regexCandidates, type SecretDetector } from './detector.ts';

const JWT = /(?<![\w-])eyJ[\w-]{4,2000}\.[\w-]{2,65536}\.(?<signature>[\w-]{32,2048})(?![\w-])/g;

function signedHeader(token: string): boolean {
  try {
    const part = token.slice(0, token.indexOf('.')).replace(/-/g, '+').replace(/_/g, '/');
    const header: unknown = JSON.parse(atob(part.padEnd(Math.ceil(part.length / 4) * 4, '=')));
    const alg = (header as { alg?: unknown } | null)?.alg;
    return typeof alg === 'string' && alg.toLowerCase() !== 'none';
  } catch {
    return false;
  }
}

export const jwt: SecretDetector = {
  kind: 'jwt',
  title: 'JSON Web Token',
  placeholder: '<JWT>',
  trigger: 'eyJ',
  find: (text) => regexCandidates(text, JWT, (token, m) => looksRandom(m.groups!.signature, 4) && signedHeader(token)),
};
