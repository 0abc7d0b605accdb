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
  name: z.string().optional(),
  title: z.string().optional(),
  url: z.string().optional(),
  image_url: z.string().optional(),
  imageURL: z.string().optional(),
  email: z.string().optional(),
  socials: z.record(z.string(), z.string()).optional(),
});

/** An author written in the post: a key of the authors file, with or without fields that override it, or a name. */
export const inlineAuthorSchema = authorFieldsSchema
  .extend({ key: z.string().min(1).optional() })
  .refine((a) => a.key !== undefined || a.name !== undefined || a.image_url !== undefined || a.imageURL !== undefined, 'an author needs a key (from the authors file), a name or an image_url');

export type InlineAuthor = z.infer<typeof inlineAuthorSchema>;

export const blogPostFrontMatterSchema = z
  .strictObject({
    title: z.string().optional(),
    description: z.string().optional(),
    /** The post's route under the blog's (`my-post`, `/2024/my-post`: under the blog's route either way, as in Docusaurus); the file name's otherwise. */
    slug: safeRoute().optional(),
    /** When it was published; the file name's date (`2024-05-01-title.md`) otherwise. */
    date: dateValue.optional(),
    authors: z.union([z.string().min(1), inlineAuthorSchema, z.array(z.union([z.string().min(1), inlineAuthorSchema]))]).optional(),
    // Docusaurus's single-author fields, from before `authors`.
    author: z.string().optional(),
    author_title: z.string().optional(),
    author_url: z.string().optional(),
    author_image_url: z.string().optional(),
    tags: z.array(z.string()).optional(),
    image: z.string().optional(),
    keywords: z.array(z.string()).optional(),
    draft: z.boolean().optional(),
    unlisted: z.boolean().optional(),
    // A ctfdocs extension, as for docs: robots noindex, and out of the sitemap and llms outputs.
    noindex: z.boolean().optional(),
    hide_table_of_contents: z.boolean().optional(),
    ...tocFrontMatterFields,
    last_update: z.strictObject({ date: dateValue.optional(), author: z.string().optional() }).optional(),
  })
  .check(checkTocFrontMatter);

export type BlogPostFrontMatter = z.infer<typeof blogPostFrontMatterSchema>;
