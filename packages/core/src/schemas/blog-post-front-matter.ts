// A blog post's front matter: Docusaurus's plugin-content-blog fields,
// checked strictly. Keys it does not know are warnings, as for docs
// (content/frontmatter.ts).
import { z } from 'zod';
import { checkTocFrontMatter, tocFrontMatterFields } from './toc.ts';
import { safeRoute } from '../routes/safe.ts';

/** A date as YAML gives it (a Date) or as a string Date can read. */
const dateValue = z.union([z.date(), z.string().refine((d) => !Number.isNaN(Date.parse(d)), 'must be a date such as 2024-05-01')]);

/** An author's fields, in the authors file and in a post alike (Docusaurus's; `image_url` or `imageURL`). */
export const authorFieldsSchema = z.strictObject({
  /** The author's name. Unset by default. */
  name: z.string().optional(),
  /** What the author is (a role). Unset by default. */
  title: z.string().optional(),
  /** A page about the author. Unset by default. */
  url: z.string().optional(),
  /** A picture of the author. Unset by default. */
  image_url: z.string().optional(),
  /** The same, as Docusaurus also spells it. Unset by default. */
  imageURL: z.string().optional(),
  /** The author's address. Unset by default. */
  email: z.string().optional(),
  /** The author's accounts, by site (`github`, `x`, …). Unset by default. */
  socials: z.record(z.string(), z.string()).optional(),
});

/** An author written in the post: a key of the authors file, with or without fields that override it, or a name. */
export const inlineAuthorSchema = authorFieldsSchema
  .extend({
    /** The author's key in the authors file. Unset by default: an author of the post alone. */
    key: z.string().min(1).optional(),
  })
  .refine((a) => a.key !== undefined || a.name !== undefined || a.image_url !== undefined || a.imageURL !== undefined, 'an author needs a key (from the authors file), a name or an image_url');

export type InlineAuthor = z.infer<typeof inlineAuthorSchema>;

export const blogPostFrontMatterSchema = z
  .strictObject({
    /** The post's title. Default: its first `#` heading, else the file name. */
    title: z.string().optional(),
    /** The post's description (its meta description and feed summary). Unset by default. */
    description: z.string().optional(),
    /** The post's route under the blog's (`my-post`, `/2024/my-post`: under the blog's route either way, as in Docusaurus). Default: the file name's. */
    slug: safeRoute().optional(),
    /** When it was published. Default: the file name's date (`2024-05-01-title.md`). */
    date: dateValue.optional(),
    /** Its authors: keys of the authors file, authors written here, or a list of either. Unset by default: none. */
    authors: z.union([z.string().min(1), inlineAuthorSchema, z.array(z.union([z.string().min(1), inlineAuthorSchema]))]).optional(),
    /** Docusaurus's single-author fields, from before `authors`: the author's name. Unset by default. */
    author: z.string().optional(),
    /** The author's role. Unset by default. */
    author_title: z.string().optional(),
    /** A page about the author. Unset by default. */
    author_url: z.string().optional(),
    /** A picture of the author. Unset by default. */
    author_image_url: z.string().optional(),
    /** Tags, each with its page of posts. Unset by default: none. */
    tags: z.array(z.string()).optional(),
    /** The post's social image (og:image). Unset by default: its card, or the site's. */
    image: z.string().optional(),
    /** The page's meta keywords. Unset by default. */
    keywords: z.array(z.string()).optional(),
    /** Built by `serve` only, never published. Default false. */
    draft: z.boolean().optional(),
    /** Built, but listed nowhere (lists, feeds, sitemap, search). Default false. */
    unlisted: z.boolean().optional(),
    /** A ctfdocs extension, as for docs: robots noindex, and out of the sitemap and llms outputs. Default false. */
    noindex: z.boolean().optional(),
    /** No table of contents beside the post. Default false. */
    hide_table_of_contents: z.boolean().optional(),
    ...tocFrontMatterFields,
    /** When and by whom the post was last changed, over what git says. Unset by default: git's. */
    last_update: z
      .strictObject({
        /** The day. Unset by default: git's. */
        date: dateValue.optional(),
        /** Who. Unset by default: git's. */
        author: z.string().optional(),
      })
      .optional(),
  })
  .check(checkTocFrontMatter);

export type BlogPostFrontMatter = z.infer<typeof blogPostFrontMatterSchema>;
