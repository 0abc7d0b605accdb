// `checkNames[]`: the names pages write in inline code, where they have a given
// shape, must be names from a list (a program's setting keys, say).
import { z } from 'zod';
import { onProblemSchema } from './on-problem.ts';
import { regexSourceSchema } from './regex.ts';

export const nameCheckSchema = z.strictObject({
  /** A text file of the known names, one a line; `#` starts a comment. Required. */
  names: z.string().min(1),
  /** What the names are, for messages: "`X` is not a known <kind>". Default `name`. */
  kind: z.string().min(1).default('name'),
  /** A regular expression an inline code span must match in full to be checked; a group named `name` picks the name out of the span. Required. */
  match: regexSourceSchema,
  /** The pages checked: docs instance ids, or an instance id and a folder inside it (`docs/deployment`); by default every doc and the site's markdown pages. */
  include: z.array(z.string().regex(/^[a-z0-9-]+(\/[^/\s]+)*$/, 'must be a docs instance id, optionally followed by a folder inside it, such as docs/deployment')).optional(),
  /** Names that have the shape but are not expected in the list, such as example variables. Default: none. */
  ignore: z.array(z.string()).default([]),
  /** What a name not in the list is. Default `warn`. */
  onUnknownName: onProblemSchema.default('warn'),
});

export type NameCheckConfig = z.output<typeof nameCheckSchema>;
