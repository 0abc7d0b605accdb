// `checkSecrets`: the secret scan of `check` and `build` (packages/core/src/secrets/).
// `true` (the default) or `false`, or a map that also names what to let
// through and the site's own kinds of secret.
import { z } from 'zod';
import { BUILT_IN_KINDS } from '../secrets/detectors.ts';
import { onProblemSchema } from './on-problem.ts';

/** One thing the scan lets through: a finding's fingerprint, a value written in full, or files (a glob, relative to the config file). */
const allowEntrySchema = z
  .strictObject({
    /** A finding's fingerprint, as `check` prints it. Unset by default. */
    fingerprint: z
      .string()
      .regex(/^[0-9a-f]{16}$/, 'must be the 16 hex digits a secrets/… finding prints after "fingerprint"')
      .optional(),
    /** A value, written in full, that is no secret. Unset by default. */
    value: z.string().min(1).optional(),
    /** A glob, relative to the config file, of files whose secrets are made up. Unset by default. */
    files: z.string().min(1).optional(),
  })
  .refine((entry) => [entry.fingerprint, entry.value, entry.files].filter((v) => v !== undefined).length === 1, {
    message: 'give exactly one of fingerprint, value or files',
  });

const sitePatternSchema = z.strictObject({
  /** Becomes the diagnostic code `secrets/<name>`. Required. */
  name: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lower-case name such as ctf-flag (the finding is reported as secrets/<name>)')
    .refine((name) => !BUILT_IN_KINDS.includes(name), { message: `must differ from the built-in kinds (${BUILT_IN_KINDS.join(', ')})` }),
  /** What a match is, for messages ("flag"); the name by default. */
  label: z.string().min(1).optional(),
  /** A regular expression (JavaScript syntax, read with the `u` flag); a group named `secret` picks the secret out of the match. Required. */
  regex: z
    .string()
    .min(1)
    .superRefine((source, ctx) => {
      let regex: RegExp;
      try {
        regex = new RegExp(source, 'u');
      } catch (e) {
        ctx.addIssue({ code: 'custom', message: `is not a valid regular expression: ${(e as Error).message}` });
        return;
      }
      if (regex.test('')) ctx.addIssue({ code: 'custom', message: 'matches the empty string, so it would match everywhere; make it require at least one character' });
    }),
  /** Match letters in either case. Default false. */
  ignoreCase: z.boolean().default(false),
  /** Which matches are taken for real: `any` (all but placeholders) or `random` (only those with a part a machine made: a UUID, 8+ mixed hex digits, 16+ mixed-case letters and digits). Default `any`. */
  realLooking: z.enum(['any', 'random']).default('any'),
});

const checkSecretsObject = z.strictObject(
  {
    /** Scan at all. Default true. */
    enabled: z.boolean().default(true),
    /** `throw`: a secret found fails the build; `warn`: reported only. Default `throw`. */
    onSecret: onProblemSchema.default('throw'),
    /** What the scan lets through. Default: nothing. */
    allow: z.array(allowEntrySchema).default([]),
    /** The site's own kinds of secret. Default: none. */
    patterns: z
      .array(sitePatternSchema)
      .default([])
      .superRefine((patterns, ctx) => {
        const seen = new Set<string>();
        patterns.forEach((p, i) => {
          if (seen.has(p.name)) ctx.addIssue({ code: 'custom', path: [i, 'name'], message: `"${p.name}" is the name of an earlier pattern; give each its own` });
          seen.add(p.name);
        });
      }),
  },
  { error: (issue) => (issue.code === 'invalid_type' ? 'must be true, false, or a map of enabled, onSecret, allow and patterns' : undefined) },
);

export const checkSecretsSchema = z.preprocess((value) => (typeof value === 'boolean' ? { enabled: value } : (value ?? {})), checkSecretsObject);

export type CheckSecretsConfig = z.output<typeof checkSecretsSchema>;
export type SitePatternConfig = CheckSecretsConfig['patterns'][number];
export type AllowEntry = CheckSecretsConfig['allow'][number];
