// The placeholder convention: what writers put where a secret goes in an
// example, which the scan never reports. A value in angle brackets
// (`<CTFD_TOKEN>`), cut short with an ellipsis (`ctfd_…`, `ctfd_...`), a shell
// or template variable (`$CTFD_TOKEN`, `${TOKEN}`, `{token}`), a run of x, X,
// 0 or * (`xxxx`, `T00000000`), a value that says it is one (`EXAMPLE`,
// `your_token`), and the well-known examples of providers' documentation.

// Provider documentation examples, written in full in docs everywhere.
const DOCUMENTED_EXAMPLES = new Set([
  // AWS: the access key pair in every AWS guide.
  'AKIAIOSFODNN7EXAMPLE',
  'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  // jwt.io's sample tokens (HS256, secret "your-256-bit-secret" / "a-string-secret-at-least-256-bits-long").
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiYWRtaW4iOnRydWUsImlhdCI6MTUxNjIzOTAyMn0.KMUFsIDTnFmyG3nMiGM6H9FNFUROf3wh7SmqJp-QV30',
  // Azure's storage emulator (Azurite, devstoreaccount1): one key for everyone, published by Microsoft.
  'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==',
]);

// Words that say a value is made up; matched in lower or upper case as a whole
// run, so a random token that happens to hold "fAkE" is not taken for one.
const SAYS_PLACEHOLDER = ['example', 'sample', 'dummy', 'placeholder', 'redacted', 'changeme', 'change_me', 'your_', 'yourtoken', 'yourkey', 'notreal', 'not_a_real', 'not-a-real', 'fake'];

const MARKUP = /[<>{}$%]|&lt;|&gt;|\.\.\.|…/;
const FILLER_RUN = /([xX*#•])\1{3,}|0{8,}/;

/** Whether `secret` is written as a placeholder. `after` is the text right after it (an ellipsis there cuts it short). */
export function isPlaceholder(secret: string, after = ''): boolean {
  if (DOCUMENTED_EXAMPLES.has(secret)) return true;
  if (MARKUP.test(secret) || FILLER_RUN.test(secret)) return true;
  if (after.startsWith('…') || after.startsWith('...')) return true;
  const lower = secret.toLowerCase();
  for (const word of SAYS_PLACEHOLDER) {
    for (let at = lower.indexOf(word); at !== -1; at = lower.indexOf(word, at + 1)) {
      const written = secret.slice(at, at + word.length);
      if (written === word || written === word.toUpperCase() || written === word[0].toUpperCase() + word.slice(1)) return true;
    }
  }
  return false;
}
