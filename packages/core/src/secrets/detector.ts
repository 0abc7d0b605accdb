// What a detector is: one kind of secret (a CTFd token, a private key, a
// flag of the site's own pattern), found in text by its real format. A new
// kind is a new file beside this one and a line in detectors.ts.

/** A value of the detector's format at a place in the text. */
export interface SecretCandidate {
  /** Where the match starts in the text, and its length. */
  index: number;
  length: number;
  /** The secret itself: what is fingerprinted, masked in messages and judged as a placeholder. */
  secret: string;
  /** Text shown before the masked secret, which is not secret: `Authorization: Bearer`, a PEM's first line. */
  label?: string;
}

export interface SecretDetector {
  /** The diagnostic code is `secrets/<kind>`. */
  kind: string;
  /** What it finds, for messages: "GitHub token". */
  title: string;
  /** The placeholder the hint suggests writing instead. */
  placeholder: string;
  /**
   * A regular expression (its source, without capturing groups) that any
   * text holding a match also matches, quick to look for: one search for the
   * triggers of every detector decides which detectors run on a text.
   * Unset: the detector always runs.
   */
  trigger?: string;
  /** Matches in code blocks marked `example` are made up (the site's own patterns, such as flags). */
  examplesAllowed?: boolean;
  find(text: string): Iterable<SecretCandidate>;
}

/** Each match of a global regular expression whose group `secret` (or, without one, the whole match) is the secret. */
export function* regexCandidates(text: string, pattern: RegExp, valid: (secret: string, match: RegExpExecArray) => boolean, label?: (match: RegExpExecArray) => string): Iterable<SecretCandidate> {
  for (const m of text.matchAll(pattern)) {
    const secret = m.groups?.secret ?? m[0];
    if (valid(secret, m)) yield { index: m.index, length: m[0].length, secret, label: label?.(m) };
  }
}
