// What a check does with a problem it finds (`onBrokenLinks` and the other
// `on…` keys): shared by the site schema, blogs, name checks, the secret scan
// and the API reference's path check.
import { z } from 'zod';

export const onProblemSchema = z.enum(['throw', 'warn', 'ignore']);

export type OnProblem = z.infer<typeof onProblemSchema>;

/** The site's own `on…` keys, Docusaurus's names and defaults. */
export const siteProblemFields = {
  /** A link to a page or file the site does not have. Default `throw`. */
  onBrokenLinks: onProblemSchema.default('throw'),
  /** A markdown link to a file that is no page. Default `warn`. */
  onBrokenMarkdownLinks: onProblemSchema.default('warn'),
  /** Two pages at one route. Default `warn`. */
  onDuplicateRoutes: onProblemSchema.default('warn'),
  /** A link to an anchor the page it leads to does not have. Default `warn`. */
  onBrokenAnchors: onProblemSchema.default('warn'),
  /** A link to another site that answers 404 or 410 (`check --external` only). Default `throw`. */
  onBrokenExternalLinks: onProblemSchema.default('throw'),
  /** Markdown the pipeline does not render (unknown directives, removed HTML, unknown code meta and front matter keys). Default `warn`. */
  onUnsupportedSyntax: onProblemSchema.default('warn'),
};
