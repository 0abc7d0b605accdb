// PEM private keys (PKCS#1 RSA, SEC1 EC, DSA, PKCS#8 plain and encrypted,
// OpenSSH, PGP secret key blocks) with a real body after their first line.
import { readPemBody } from './pem.ts';
import type { SecretCandidate, SecretDetector } from './detector.ts';

const BEGIN = /-----BEGIN ((?:RSA |EC |DSA |OPENSSH |PGP |ENCRYPTED |SSH2 ENCRYPTED )?PRIVATE KEY(?: BLOCK)?)-----/g;

export const privateKey: SecretDetector = {
  kind: 'private-key',
  title: 'private key',
  placeholder: '<PRIVATE_KEY>',
  trigger: '-----BEGIN ',
  *find(text): Iterable<SecretCandidate> {
    for (const m of text.matchAll(BEGIN)) {
      const pem = readPemBody(text, m.index + m[0].length);
      if (pem) yield { index: m.index, length: pem.end - m.index, secret: pem.body, label: m[0] };
    }
  },
};
