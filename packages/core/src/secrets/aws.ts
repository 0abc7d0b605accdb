// AWS keys: access key ids (`AKIA` long-term, `ASIA` temporary, and the
// rarer `ABIA`/`ACCA`, with 16 base-32 characters), and secret access keys
// (40 base-64 characters), which have no prefix: one counts only on the line
// of a name that says what it is (`aws_secret_access_key`, `SecretAccessKey`)
// or within three lines of an access key id.
import { looksRandom } from './entropy.ts';
import { regexCandidates, type SecretCandidate, type SecretDetector } from './detector.ts';

const KEY_ID = /(?<![0-9A-Za-z])(?:AKIA|ASIA|ABIA|ACCA)[A-Z2-7]{16}(?![0-9A-Za-z])/g;
const SECRET_KEY = /(?<![0-9A-Za-z/+=])[0-9A-Za-z/+]{40}(?![0-9A-Za-z/+=])/g;
const SECRET_KEY_NAME = /secret_?access_?key|secretaccesskey|secret-access-key|aws_?secret/gi;
const NEAR_LINES = 3;

function validSecretKey(key: string): boolean {
  return /[a-z]/.test(key) && /[A-Z]/.test(key) && /[0-9/+]/.test(key) && looksRandom(key, 4);
}

/** From `index`, `lines` line breaks back (or forward, for a negative count), as an offset. */
function linesAway(text: string, index: number, lines: number): number {
  let at = index;
  for (let n = 0; n < Math.abs(lines); n++) {
    const next = lines > 0 ? text.lastIndexOf('\n', at - 1) : text.indexOf('\n', at + 1);
    if (next === -1) return lines > 0 ? 0 : text.length;
    at = next;
  }
  return at;
}

export const aws: SecretDetector = {
  kind: 'aws',
  title: 'AWS access key',
  placeholder: '<AWS_ACCESS_KEY_ID>',
  trigger: 'A(?:KI|SI|BI|CC)A|ecret_?access_?key|ECRET_?ACCESS_?KEY|ecretAccessKey|ecret-access-key|ws_?secret|WS_?SECRET',
  *find(text): Iterable<SecretCandidate> {
    const ids = [...regexCandidates(text, KEY_ID, (id) => looksRandom(id.slice(4), 2.5))];
    yield* ids;
    // Secret keys are looked for only where they would count: near an id, or on the line after a name.
    const windows = [
      ...ids.map((id) => [linesAway(text, id.index, NEAR_LINES), linesAway(text, id.index, -NEAR_LINES)]),
      ...[...text.matchAll(SECRET_KEY_NAME)].map((m) => [m.index, linesAway(text, m.index, -1)]),
    ].sort((a, b) => a[0] - b[0]);
    // Overlapping windows are searched as one; each starts at a line break or a name, so no key is cut at its start.
    const merged: number[][] = [];
    for (const w of windows) {
      const last = merged[merged.length - 1];
      if (last && w[0] <= last[1]) last[1] = Math.max(last[1], w[1]);
      else merged.push([...w]);
    }
    for (const [from, end] of merged) {
      for (const c of regexCandidates(text.slice(from, end), SECRET_KEY, validSecretKey)) yield { ...c, index: c.index + from };
    }
  },
};
