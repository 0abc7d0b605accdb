// `Authorization: Bearer|Token|Basic <value>` written with a real value, in
// any form a header is written in (HTTP, curl's -H, JSON, YAML, code). A
// variable or placeholder in its place (`$CTFD_TOKEN`, `${TOKEN}`, `{token}`,
// `<TOKEN>`, `ctfd_…`) does not match or is a placeholder; what remains must
// be random (an opaque token) or a `user:password` pair whose password is not
// a made-up word.
import { looksRandom } from './entropy.ts';
import type { SecretCandidate, SecretDetector } from './detector.ts';

const HEADER = /(?<![\w-])authorization["']?[ \t]{0,3}[:=][ \t]{0,3}["'`]?[ \t]{0,3}(?<scheme>bearer|token|basic)[ \t]{1,4}(?<value>[\w.~+/=-]{8,4096})(?![\w.~+/=-])/gi;
const MADE_UP_PASSWORD = /pass|secret|admin|test|demo|user|example|changeme|letmein|qwerty|123456/i;

// Made-up values read as words: `kq3v9b-long-random-secret`, `my_api_token`.
const madeOfWords = (value: string) => value.split(/[-_.~+/=]/).filter((part) => /^[A-Za-z]{4,}$/.test(part)).length >= 2;

function realToken(value: string): boolean {
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/].filter((c) => c.test(value)).length;
  return value.length >= 16 && classes >= 2 && !madeOfWords(value) && looksRandom(value, Math.min(3.5, Math.log2(value.length) - 0.8));
}

/** `user:password` of a Basic value, when it decodes to one. */
function basicCredentials(value: string): { password: string } | undefined {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(value) || value.length % 4 !== 0) return undefined;
  const decoded = atob(value);
  const colon = decoded.indexOf(':');
  return colon > 0 && /^[\x20-\x7e]+$/.test(decoded) ? { password: decoded.slice(colon + 1) } : undefined;
}

function realValue(scheme: string, value: string): boolean {
  const basic = scheme.toLowerCase() === 'basic' ? basicCredentials(value) : undefined;
  if (basic) return basic.password.length >= 8 && !MADE_UP_PASSWORD.test(basic.password) && looksRandom(basic.password, 2.5);
  return realToken(value);
}

export const authorizationHeader: SecretDetector = {
  kind: 'authorization-header',
  title: 'Authorization header',
  placeholder: '$TOKEN',
  trigger: '[Aa]uthorization|AUTHORIZATION',
  *find(text): Iterable<SecretCandidate> {
    for (const m of text.matchAll(HEADER)) {
      const { scheme, value } = m.groups!;
      // A sentence may end right after the value; an ellipsis there is left in place, as a sign of a placeholder.
      const secret = value.endsWith('...') ? value : value.replace(/\.+$/, '');
      if (!realValue(scheme, secret)) continue;
      const start = m.index + m[0].length - value.length;
      yield { index: start, length: secret.length, secret, label: scheme };
    }
  },
};
