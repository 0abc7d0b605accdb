// npm access tokens: `npm_`, 30 random base-62 characters and 6 check digits,
// the scheme GitHub's tokens use.
import { hasCrc32CheckDigits } from './checksum.ts';
import { regexCandidates, type SecretDetector } from './detector.ts';

const TOKEN = /(?<![0-9A-Za-z_])npm_[0-9A-Za-z]{36}(?![0-9A-Za-z_])/g;

export const npm: SecretDetector = {
  kind: 'npm',
  title: 'npm access token',
  placeholder: '<NPM_TOKEN>',
  trigger: 'npm_',
  find: (text) => regexCandidates(text, TOKEN, (token) => hasCrc32CheckDigits(token.slice(4))),
};
