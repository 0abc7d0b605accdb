// Google Cloud: API keys (`AIza` and 35 characters), OAuth client secrets
// (`GOCSPX-` and 28), and the private key of a service-account JSON key file
// (`"private_key": "-----BEGIN PRIVATE KEY-----\n…`).
import { looksRandom } from './entropy.ts';
import { readPemBody } from './pem.ts';
import { regexCandidates, type SecretCandidate, type SecretDetector } from './detector.ts';

const API_KEY = /(?<![\w-])AIza[\w-]{35}(?![\w-])/g;
const OAUTH_SECRET = /(?<![\w-])GOCSPX-[\w-]{28}(?![\w-])/g;
const SERVICE_ACCOUNT_KEY = /"private_key"\s{0,8}:\s{0,8}"-----BEGIN PRIVATE KEY-----/g;

export const gcp: SecretDetector = {
  kind: 'gcp',
  title: 'Google Cloud credential',
  placeholder: '<GOOGLE_API_KEY>',
  trigger: 'AIza|GOCSPX-|"private_key"',
  *find(text): Iterable<SecretCandidate> {
    yield* regexCandidates(text, API_KEY, (key) => looksRandom(key.slice(4), 3.5));
    yield* regexCandidates(text, OAUTH_SECRET, (secret) => looksRandom(secret.slice(7), 3.5));
    for (const m of text.matchAll(SERVICE_ACCOUNT_KEY)) {
      const pem = readPemBody(text, m.index + m[0].length);
      if (pem) yield { index: m.index, length: pem.end - m.index, secret: pem.body, label: 'service account "private_key"' };
    }
  },
};
