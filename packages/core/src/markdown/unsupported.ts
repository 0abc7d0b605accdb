// What the pipeline does not render is reported, never dropped in silence: an
// unknown directive or container, raw HTML the sanitiser removes, code block
// meta nobody reads, a front matter key nothing uses. Each report is a
// warning with an `unsupported/…` code; the site's `onUnsupportedSyntax`
// then makes them errors, keeps them, or drops them, in one place.
import type { Diagnostic } from '../types.ts';
import type { OnProblem } from '../schemas/on-problem.ts';

export type UnsupportedKind = 'directive' | 'html' | 'mdx' | 'code-meta' | 'front-matter' | 'attribute';

const PREFIX = 'unsupported/';

export function unsupported(kind: UnsupportedKind, d: Omit<Diagnostic, 'severity' | 'code'>): Diagnostic {
  return { severity: 'warning', code: `${PREFIX}${kind}`, ...d };
}

/** The diagnostics as `onUnsupportedSyntax` wants them. */
export function applyUnsupportedPolicy(diagnostics: Diagnostic[], policy: OnProblem): Diagnostic[] {
  if (policy === 'warn') return diagnostics;
  if (policy === 'ignore') return diagnostics.filter((d) => !d.code.startsWith(PREFIX));
  return diagnostics.map((d) => (d.code.startsWith(PREFIX) ? { ...d, severity: 'error' } : d));
}
