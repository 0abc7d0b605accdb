// Front matter: the fields Docusaurus names, checked strictly. Keys it does
// not know are warnings (`unsupported/front-matter`, content/frontmatter.ts).
import { z } from 'zod';
import { checkTocFrontMatter, tocFrontMatterFields } from './toc.ts';
import { safeRoute } from '../routes/safe.ts';
import { verifiedSchema } from './verified.ts';

export const frontMatterSchema = z
  .strictObject({
    /** The doc's id, in place of its file name. Default: its path without extension and number prefixes. */
    id: z
      .string()
      .regex(/^[^/\s]+$/, 'must not contain "/" or spaces')
      .optional(),
    /** The page's title. Default: its first `#` heading, else the file name. */
    title: z.string().optional(),
    /** The page's meta description. Unset by default. */
    description: z.string().optional(),
    /** The page's route. Default: from its path. */
    slug: safeRoute().optional(),
    /** Its text in the sidebar. Default: its title. */
    sidebar_label: z.string().optional(),
    /** Its place in a generated sidebar. Default: its number prefix, else by name. */
    sidebar_position: z.number().optional(),
    /** A class on its sidebar entry. Unset by default. */
    sidebar_class_name: z.string().optional(),
    /** Data on its sidebar entry. Unset by default. */
    sidebar_custom_props: z.record(z.string(), z.unknown()).optional(),
    /** Built by `serve` only, never published. Default false. */
    draft: z.boolean().optional(),
    /** Built and reachable by its URL, but listed nowhere. Default false. */
    unlisted: z.boolean().optional(),
    /** A ctfdocs extension: robots noindex, and out of the sitemap and llms outputs, but in the site's own navigation and search. Default false. */
    noindex: z.boolean().optional(),
    /** Draw no title above the page. Default false. */
    hide_title: z.boolean().optional(),
    /** No table of contents beside the page. Default false. */
    hide_table_of_contents: z.boolean().optional(),
    ...tocFrontMatterFields,
    /** The doc "Previous" leads to, or `null` for none. Default: the sidebar's. */
    pagination_prev: z.string().nullable().optional(),
    /** The doc "Next" leads to, or `null` for none. Default: the sidebar's. */
    pagination_next: z.string().nullable().optional(),
    /** Its text in other pages' previous/next links. Default: its sidebar label. */
    pagination_label: z.string().optional(),
    /** The page's meta keywords. Unset by default. */
    keywords: z.array(z.string()).optional(),
    /** Tags, each with its page of docs. Unset by default: none. */
    tags: z.array(z.string()).optional(),
    /** The page's social image (og:image). Unset by default: its card, or the site's. */
    image: z.string().optional(),
    /** Its "Edit this page" link, or `null` for none. Default: from the instance's `editUrl`. */
    custom_edit_url: z.string().nullable().optional(),
    /** Overrides what git says of the file (Docusaurus's keys); a date is any string Date can read. Unset by default: git's. */
    last_update: z
      .strictObject({
        /** The day. Unset by default: git's. */
        date: z.union([z.date(), z.string().refine((d) => !Number.isNaN(Date.parse(d)), 'must be a date such as 2024-05-01')]).optional(),
        /** Who. Unset by default: git's. */
        author: z.string().optional(),
      })
      .optional(),
    /** A ctfdocs extension: the product version the page was checked against and the day (shown under the title; `check` compares it with `product.version`). Unset by default. */
    verified: verifiedSchema.optional(),
  })
  .check(checkTocFrontMatter);

/** Front matter as validated: Docusaurus's fields. */
export type FrontMatter = z.infer<typeof frontMatterSchema>;
