// CTFd access tokens: `ctfd_` and 64 hex digits (CTFd's generate_user_token:
// 32 random bytes, hex-encoded).
import { looksRandom } from './entropy.ts';
import { regexCandidates, type SecretDetector } from './detector.ts';

const TOKEN = /(?<![0-9A-Za-z_])ctfd_[0-9a-fA-F]{64}(?![0-9A-Za-z_])/g;

export const ctfdToken: SecretDetector = {
  kind: 'ctfd-token',
  title: 'CTFd access token',
  placeholder: '<CTFD_TOKEN>',
  trigger: 'ctfd_',
  find: (text) => regexCandidates(text, TOKEN, (token) => looksRandom(token.slice('ctfd_'.length), 3)),
};
