// Front matter: the fields Docusaurus names, checked strictly. Keys it does
// not know are warnings (`unsupported/front-matter`, content/frontmatter.ts).
import { z } from 'zod';
import { checkTocFrontMatter, tocFrontMatterFields } from './toc.ts';
import { safeRoute } from '../routes/safe.ts';
import { verifiedSchema } from './verified.ts';

export const frontMatterSchema = z
  .strictObject({
    id: z
      .string()
      .regex(/^[^/\s]+$/, 'must not contain "/" or spaces')
      .optional(),
    title: z.string().optional(),
    description: z.string().optional(),
    slug: safeRoute().optional(),
    sidebar_label: z.string().optional(),
    sidebar_position: z.number().optional(),
    sidebar_class_name: z.string().optional(),
    sidebar_custom_props: z.record(z.string(), z.unknown()).optional(),
    draft: z.boolean().optional(),
    unlisted: z.boolean().optional(),
    // A ctfdocs extension: robots noindex, and out of the sitemap and llms outputs, but in the site's own navigation and search.
    noindex: z.boolean().optional(),
    hide_title: z.boolean().optional(),
    hide_table_of_contents: z.boolean().optional(),
    ...tocFrontMatterFields,
    pagination_prev: z.string().nullable().optional(),
    pagination_next: z.string().nullable().optional(),
    pagination_label: z.string().optional(),
    keywords: z.array(z.string()).optional(),
    tags: z.array(z.string()).optional(),
    image: z.string().optional(),
    custom_edit_url: z.string().nullable().optional(),
    // Overrides what git says of the file (Docusaurus's keys); a date is any string Date can read.
    last_update: z
      .strictObject({
        date: z.union([z.date(), z.string().refine((d) => !Number.isNaN(Date.parse(d)), 'must be a date such as 2024-05-01')]).optional(),
        author: z.string().optional(),
      })
      .optional(),
    // A ctfdocs extension: the product version the page was checked against and the day (shown under the title; `check` compares it with `product.version`).
    verified: verifiedSchema.optional(),
  })
  .check(checkTocFrontMatter);

/** Front matter as validated: Docusaurus's fields. */
export type FrontMatter = z.infer<typeof frontMatterSchema>;
