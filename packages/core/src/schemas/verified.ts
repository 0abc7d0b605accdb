// What a page says it was checked against (`verified` front matter) and the
// product version the config says is current (`product.version`): a version
// of dotted numbers and the day of the check. Versions are compared by
// semver (verification/version-order.ts); the shape here is what a reader
// sees in "Checked against CTFd 3.8.7", so it is kept as written.
import { z } from 'zod';

// Dotted numbers, an optional `v` and a pre-release part: what semver.coerce reads whole.
const DOTTED_VERSION = /^v?\d+(?:\.\d+)*(?:-[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?$/;

/** A product version such as `3.8.7`, `3.8` or `3.8.7-rc1`, as written. */
export const productVersionSchema = z
  .string({
    error: (issue) =>
      issue.input === undefined
        ? 'is required: the product version, such as "3.8.7"'
        : typeof issue.input === 'number'
          ? `must be a version in quotes, such as "${issue.input}" (YAML reads an unquoted 3.10 as the number 3.1)`
          : 'must be a version such as "3.8.7"',
  })
  .regex(DOTTED_VERSION, 'must be a version of dotted numbers such as "3.8.7" (or "3.8.7-rc1"), without the product name');

const DATE_WRITTEN = 'must be a date written YYYY-MM-DD, such as 2026-11-24';

/**
 * The day a page was checked, as `YYYY-MM-DD`. YAML 1.2 (the front matter's)
 * gives `2026-11-24` as a string; a YAML 1.1 reader gives a Date: both are
 * the same day.
 */
export const verifiedDateSchema = z.union([z.iso.date({ error: DATE_WRITTEN }), z.date({ error: DATE_WRITTEN }).transform((d) => d.toISOString().slice(0, 10))], { error: DATE_WRITTEN });

/** `verified` front matter: the product version the page was checked against, and when. */
export const verifiedSchema = z.strictObject({
  /** The product version the page was checked against. Required. */
  version: productVersionSchema,
  /** The day it was checked, `YYYY-MM-DD`. Required. */
  date: verifiedDateSchema,
});

export type Verified = z.output<typeof verifiedSchema>;
