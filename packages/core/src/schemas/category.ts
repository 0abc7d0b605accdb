// `_category_.yml` (or `.json`): a docs folder's label, order and link in the sidebar.
import { z } from 'zod';
import { safeRoute } from '../routes/safe.ts';

export const categorySchema = z
  .strictObject({
    /** The text shown. Default: the folder's name. */
    label: z.string().optional(),
    /** Its place among its siblings. Unset by default: by name. */
    position: z.number().optional(),
    /** Start folded. Unset by default: open. */
    collapsed: z.boolean().optional(),
    /** Let the reader fold it. Unset by default: yes. */
    collapsible: z.boolean().optional(),
    /** A class on its element. Unset by default. */
    className: z.string().optional(),
    /** Data the site's components receive with it. Unset by default. */
    customProps: z.record(z.string(), z.unknown()).optional(),
    /** The description of its generated index page. Unset by default. */
    description: z.string().optional(),
    /** A doc or a generated list of its items that the label leads to; `null` for none. Unset by default: none. */
    link: z
      .union([
        z.strictObject({
          /** The category links to a doc. Required. */
          type: z.literal('doc'),
          /** The doc's id. Required. */
          id: z.string(),
        }),
        z.strictObject({
          /** The category links to a generated page that lists its items. Required. */
          type: z.literal('generated-index'),
          /** The page's route. Default: from the category's label. */
          slug: safeRoute().optional(),
          /** The page's title. Default: the category's label. */
          title: z.string().optional(),
          /** The page's description. Default: the category's `description`. */
          description: z.string().optional(),
        }),
      ])
      .nullable()
      .optional(),
  })
  // `link: null` (Docusaurus's way to say "no link") is the same as no link.
  .transform(({ link, ...rest }) => ({ ...rest, link: link ?? undefined }));

export type CategoryMeta = z.output<typeof categorySchema>;
