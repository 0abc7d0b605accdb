// GitHub tokens: `ghp_` (personal), `gho_` (OAuth), `ghu_` (user-to-server),
// `ghs_` (server-to-server), `ghr_` (refresh), each with 30 random base-62
// characters and 6 check digits; fine-grained personal tokens `github_pat_`
// (no check digits published: judged by their randomness).
import { hasCrc32CheckDigits } from './checksum.ts';
import { looksRandom } from './entropy.ts';
import { regexCandidates, type SecretCandidate, type SecretDetector } from './detector.ts';

const CLASSIC = /(?<![0-9A-Za-z_])gh[pousr]_[0-9A-Za-z]{36}(?![0-9A-Za-z_])/g;
const FINE_GRAINED = /(?<![0-9A-Za-z_])github_pat_[0-9A-Za-z]{22}_[0-9A-Za-z]{59}(?![0-9A-Za-z_])/g;

export const github: SecretDetector = {
  kind: 'github',
  title: 'GitHub token',
  placeholder: '<GITHUB_TOKEN>',
  trigger: 'gh[pousr]_|github_pat_',
  *find(text): Iterable<SecretCandidate> {
    yield* regexCandidates(text, CLASSIC, (token) => hasCrc32CheckDigits(token.slice(4)));
    yield* regexCandidates(text, FINE_GRAINED, (token) => looksRandom(token.slice('github_pat_'.length).replace('_', ''), 4));
  },
};
