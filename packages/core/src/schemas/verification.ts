// `product` and `verification`: what the docs describe, at which version,
// and what `check` and `build` do with pages checked against an older one or
// too long ago (verification/check.ts). A page says what it was checked
// against in its `verified` front matter.
import { z } from 'zod';
import { onProblemSchema } from './on-problem.ts';
import { productVersionSchema } from './verified.ts';

export const productSchema = z.strictObject({
  /** How readers know the product: "Checked against <name> <version>". Required. */
  name: z.string().min(1),
  /** Its current version: a page verified against an older one is outdated. Unset by default: no page is outdated by version. */
  version: productVersionSchema.optional(),
});

const verificationObject = z.strictObject(
  {
    /** A page checked more than this many days before the build is outdated; unset, age alone never is. */
    maxAgeDays: z.number().int().positive().optional(),
    /** A page verified against an older version than `product.version`, or more than `maxAgeDays` ago. Default `warn`. */
    onOutdated: onProblemSchema.default('warn'),
    /** A doc without `verified` once `product.version` is set: `log` lists it as a notice, neither error nor warning (Docusaurus's `log` severity). Default `log`. */
    onUnverified: z.enum(['throw', 'warn', 'log', 'ignore']).default('log'),
  },
  { error: (issue) => (issue.code === 'invalid_type' ? 'must be true, false, or a map of maxAgeDays, onOutdated and onUnverified' : undefined) },
);

/** `true` (or unset) checks with the defaults; `false` reports nothing. */
export const verificationSchema = z.preprocess((value) => (value === false ? { onOutdated: 'ignore', onUnverified: 'ignore' } : value === true || value == null ? {} : value), verificationObject);

export type ProductConfig = z.output<typeof productSchema>;
export type VerificationConfig = z.output<typeof verificationSchema>;
