// Slack tokens (`xoxb-` bot, `xoxp-` user, `xoxa-`/`xoxr-`/`xoxs-`/`xoxo-`,
// `xapp-` app-level, `xoxe.xoxp-`/`xoxe-` configuration and refresh tokens)
// and incoming-webhook URLs. A token holds a team or user number and a random
// tail; Slack's own examples (`xoxb-not-a-real-token-this-will-not-work`,
// `T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX`) have neither.
import { looksRandom } from './entropy.ts';
import { regexCandidates, type SecretCandidate, type SecretDetector } from './detector.ts';

const TOKEN = /(?<![\w.-])(?:xox[abposr]|xoxe\.xox[bp]|xoxe|xapp)-[0-9A-Za-z-]{16,400}(?![\w-])/g;
const WEBHOOK = /(?<![\w.-])hooks\.slack\.com\/(?:services|workflows|triggers)\/(?<secret>[A-Za-z0-9_/-]{20,200})(?![\w/-])/g;

function validToken(token: string): boolean {
  const parts = token.slice(token.indexOf('-') + 1).split('-');
  const tail = parts.reduce((a, b) => (b.length > a.length ? b : a), '');
  return parts.some((p) => /^\d+$/.test(p)) && tail.length >= 10 && looksRandom(parts.join(''), 3);
}

export const slack: SecretDetector = {
  kind: 'slack',
  title: 'Slack token',
  placeholder: '<SLACK_TOKEN>',
  trigger: 'xox|xapp-|hooks\\.slack\\.com/',
  *find(text): Iterable<SecretCandidate> {
    yield* regexCandidates(text, TOKEN, validToken);
    yield* regexCandidates(
      text,
      WEBHOOK,
      (path) => path.split('/').filter(Boolean).length >= 3 && looksRandom(path.replaceAll('/', ''), 3.5),
      () => 'https://hooks.slack.com/…/',
    );
  },
};
