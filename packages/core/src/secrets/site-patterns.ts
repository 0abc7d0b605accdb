// The site's own kinds of secret (`checkSecrets.patterns[]`), such as a CTF's
// flags: a regular expression whose group `secret` (or whole match) is the
// value. `realLooking: random` keeps only values with a part a machine made
// (a flag a writer makes up for an example is words; a leaked one from a
// running event carries a random part). A match in a code block marked
// `example` is made up by definition.
import type { SitePatternConfig } from '../schemas/check-secrets.ts';
import { hasMachineMadePart } from './entropy.ts';
import { regexCandidates, type SecretDetector } from './detector.ts';

export function sitePatternDetector(pattern: SitePatternConfig): SecretDetector {
  const regex = new RegExp(pattern.regex, pattern.ignoreCase ? 'giu' : 'gu');
  return {
    kind: pattern.name,
    title: pattern.label ?? pattern.name,
    placeholder: '<…>',
    examplesAllowed: true,
    find: (text) =>
      regexCandidates(
        text,
        regex,
        (secret) => secret.length > 0 && (pattern.realLooking === 'any' || hasMachineMadePart(secret)),
        // What the pattern writes before the secret (`flag{`) is shown with it.
        (m) => m[0].slice(0, Math.max(0, m[0].indexOf(m.groups?.secret ?? m[0]))),
      ),
  };
}
