// An entry of a blog's authors file (`authors.yml`): an author's fields, as a
// post writes them inline, and what only the file gives (a description, the
// author's own page).
import { z } from 'zod';
import { authorFieldsSchema } from './blog-post-front-matter.ts';

export const authorEntrySchema = authorFieldsSchema
  .extend({
    /** What the authors page says of the author. Unset by default. */
    description: z.string().optional(),
    /** A page listing the author's posts: `true` (at `<authorsBasePath>/<key>`), or where. Unset by default: no page. */
    page: z
      .union([
        z.boolean(),
        z.strictObject({
          /** The page's route. Required. */
          permalink: z.string().min(1),
        }),
      ])
      .optional(),
  })
  .refine((a) => a.name !== undefined || a.image_url !== undefined || a.imageURL !== undefined, 'an author needs a name or an image_url');
