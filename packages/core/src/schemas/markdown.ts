// `markdown`: how every page's markdown is read, and the site's remark and
// rehype plugins. `magicComments` has the shape of Docusaurus's
// `themeConfig.prism.magicComments`: comment lines in code blocks that mark
// lines with a class and are removed from the code shown and copied; the
// first entry's class is also what `{1,3-5}` ranges give.
import { z } from 'zod';
import { markdownPluginListSchema } from './markdown-plugins.ts';

/** A glob relative to the config file's folder; MDX runs as code at build time, so only files these match may compile as MDX (markdown/mdx/allow.ts). */
const mdxGlob = z
  .string()
  .min(1)
  .refine((glob) => !glob.startsWith('/') && !glob.startsWith('!'), "must be a glob relative to the config file's folder, such as docs/**");

const magicCommentSchema = z.strictObject({
  /** The class given to the lines it marks (one or more, separated by spaces). Required. */
  className: z.string().regex(/^[\w-]+( [\w-]+)*$/, 'must be one or more CSS class names separated by spaces'),
  /** The comment that marks the line after it, such as `highlight-next-line`. Unset by default. */
  line: z.string().min(1).optional(),
  /** The comments that start and end a marked block of lines. Unset by default. */
  block: z
    .strictObject({
      /** The comment that starts the block. Required. */
      start: z.string().min(1),
      /** The comment that ends it. Required. */
      end: z.string().min(1),
    })
    .optional(),
});

export const markdownConfigSchema = z
  .strictObject({
    /** `detect`: the extension decides (`.mdx` is MDX, `.md` markdown); `md` and `mdx` apply to every file. Default `detect`. */
    format: z.enum(['detect', 'md', 'mdx']).default('detect'),
    /** `allow`: the globs of the files that may compile as MDX. Default: none. */
    mdx: z
      .strictObject({
        /** Globs of the files that may compile as MDX. Default: none. */
        allow: z.array(mdxGlob).default([]),
      })
      .prefault({}),
    /** Heading anchors by Docusaurus's rule (`github`) or VitePress's slugs (`vitepress`). Default `github`. */
    headingIds: z.enum(['github', 'vitepress']).default('github'),
    /** VitePress's markdown.attrs: the delimiters of markdown-it-attrs' `{#id}` (a site may set `%{` and `}%`). Default `{` and `}`. */
    attrs: z
      .strictObject({
        /** The mark before `#id`. Default `{`. */
        leftDelimiter: z.string().min(1).default('{'),
        /** The mark after it. Default `}`. */
        rightDelimiter: z.string().min(1).default('}'),
      })
      .prefault({}),
    /**
     * VitePress's switch: `$…$` and `$$…$$` are TeX math, rendered with KaTeX
     * at build time; `{ singleDollar: false }` takes `$$…$$` only. Default
     * false, so a `$` in existing prose (a price) never changes.
     */
    math: z
      .union([
        z.boolean(),
        z.strictObject({
          /** `$…$` is math too, not only `$$…$$`. Default true. */
          singleDollar: z.boolean().default(true),
        }),
      ])
      .default(false),
    /** Docusaurus's switch: ```mermaid blocks are drawn as diagrams (on here, where Docusaurus needs its theme-mermaid too). Default true. */
    mermaid: z.boolean().default(true),
    /** Comment lines in code blocks that mark lines with a class. Default: `highlighted`, by `highlight-next-line` and `highlight-start`/`highlight-end`. */
    magicComments: z.array(magicCommentSchema).default([{ className: 'highlighted', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } }]),
    /** Remark plugins of every page, after ctfdocs's own (and before a docs instance's `remarkPlugins`). Default: none. */
    remarkPlugins: markdownPluginListSchema,
    /** Rehype plugins of every page, after ctfdocs's own and the sanitiser (and before a docs instance's `rehypePlugins`). Default: none. */
    rehypePlugins: markdownPluginListSchema,
  })
  .prefault({});

export type MarkdownConfig = z.infer<typeof markdownConfigSchema>;
/** `markdown.format`: `detect` (by extension), `md` or `mdx`. */
export type MarkdownFormat = MarkdownConfig['format'];
