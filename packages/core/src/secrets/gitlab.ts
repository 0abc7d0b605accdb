// GitLab tokens: a type prefix (`glpat-` personal, `gldt-` deploy, `glrt-`
// runner, `glptt-` trigger, …) and 20 or more random characters; routable
// tokens (GitLab 17.8+) add `.` + version + `.` + a check part.
import { looksRandom } from './entropy.ts';
import { regexCandidates, type SecretDetector } from './detector.ts';

const PREFIXES = ['glpat', 'gldt', 'glrt', 'glptt', 'glft', 'glimt', 'gloas', 'glcbt', 'glsoat', 'glagent', 'glffct', 'glwt'];
const TOKEN = new RegExp(`(?<![\\w-])(?:${PREFIXES.join('|')})-(?<random>[\\w-]{20,300})(?:\\.[0-9a-z]{2}\\.[0-9a-z]{7,9})?(?![\\w-])`, 'g');

export const gitlab: SecretDetector = {
  kind: 'gitlab',
  title: 'GitLab token',
  placeholder: '<GITLAB_TOKEN>',
  trigger: `(?:${PREFIXES.join('|')})-`,
  find: (text) => regexCandidates(text, TOKEN, (_token, m) => looksRandom(m.groups!.random, 3.3)),
};
