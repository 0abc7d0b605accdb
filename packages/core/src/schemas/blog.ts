// `blog[]`: blogs, each a folder of dated posts served under a route, with
// the options of Docusaurus's plugin-content-blog under its names and
// defaults (its classic preset's `blog`). Options that take code there
// (components, remark plugins, readingTime and createFeedItems functions)
// have no place in a YAML config and are unknown keys here.
import { z } from 'zod';
import { routePathSchema, safeRoute } from '../routes/safe.ts';
import { DEFAULT_DOCS_EXCLUDE, DEFAULT_DOCS_INCLUDE } from './docs-instance.ts';
import { onProblemSchema } from './on-problem.ts';

/** Docusaurus's default `truncateMarker`: `<!-- truncate -->`, or `{/* truncate *\/}` in MDX. */
export const DEFAULT_TRUNCATE_MARKER = String.raw`<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}`;

/** A part of a route under the blog's (`tags`, `page`): one or more segments, no query or hash. */
const routePart = safeRoute(z.string().regex(/^[^\s?#]*[^\s?#/][^\s?#]*$/, 'must be a route segment such as "tags", with no spaces, query or hash'));

export const FEED_TYPES = ['rss', 'atom', 'json'] as const;
export type FeedType = (typeof FEED_TYPES)[number];
const feedType = z.enum(FEED_TYPES);

const feedOptionsSchema = z
  .strictObject({
    /** `all`, one type, a list of them, or `null` for no feed. Default `[rss, atom]`. */
    type: z
      .union([z.literal('all'), feedType, z.array(feedType), z.null()])
      .default(['rss', 'atom'])
      .transform((type): FeedType[] => (type === null ? [] : type === 'all' ? [...FEED_TYPES] : typeof type === 'string' ? [type] : [...new Set(type)])),
    /** The feed's title; the site's title by default. */
    title: z.string().optional(),
    /** The feed's description; "<site title> Blog" by default. */
    description: z.string().optional(),
    /** The feeds' copyright line. Unset by default. */
    copyright: z.string().optional(),
    /** The feeds' language (`en`, `pt-BR`); the locale's by default. */
    language: z.string().optional(),
    /** The newest posts a feed holds; `false` or `null` for all of them. Default 20. */
    limit: z.union([z.number().int().min(1), z.null(), z.literal(false)]).default(20),
  })
  .prefault({});

export const blogInstanceSchema = z.strictObject({
  /** Names the blog in routes and diagnostics. Default `blog`. */
  id: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must be lower-case letters, digits and "-"')
    .default('blog'),
  /** Folder of the posts, relative to the config file's folder. Default `blog`. */
  path: z.string().default('blog'),
  /** The blog's route. Default `/blog`. */
  routeBasePath: routePathSchema.default('/blog'),
  /** The route of its tag pages, under the blog's. Default `tags`. */
  tagsBasePath: routePart.default('tags'),
  /** `null`: no archive page. Default `archive`. */
  archiveBasePath: routePart.nullable().default('archive'),
  /** The route of its list pages after the first. Default `page`. */
  pageBasePath: routePart.default('page'),
  /** The route of its authors' pages. Default `authors`. */
  authorsBasePath: routePart.default('authors'),
  /** Globs, relative to `path`, of the files that are posts; `exclude` takes some out again. Default: markdown and MDX files. */
  include: z.array(z.string().min(1)).default(DEFAULT_DOCS_INCLUDE),
  /** Default: partials (`_name.md`), `_folders/` and tests, as for docs. */
  exclude: z.array(z.string().min(1)).default(DEFAULT_DOCS_EXCLUDE),
  /** Posts on each list page, or `ALL`. Default 10. */
  postsPerPage: z.union([z.literal('ALL'), z.number().int().min(1)]).default(10),
  /** The title of its list pages. Default `Blog`. */
  blogTitle: z.string().default('Blog'),
  /** The description of its list pages. Default `Blog`. */
  blogDescription: z.string().default('Blog'),
  /** The heading of its recent posts. Default `Recent posts`. */
  blogSidebarTitle: z.string().default('Recent posts'),
  /** How many recent posts the sidebar lists: `ALL`, or 0 for no sidebar. Default 5. */
  blogSidebarCount: z.union([z.literal('ALL'), z.number().int().min(0)]).default(5),
  /** Show each post's reading time. Default true. */
  showReadingTime: z.boolean().default(true),
  /** A regular expression (JavaScript syntax): where a post's summary on list pages ends. Default: `<!-- truncate -->`, or its MDX form (`DEFAULT_TRUNCATE_MARKER`). */
  truncateMarker: z
    .string()
    .min(1)
    .refine((source) => {
      try {
        new RegExp(source);
        return true;
      } catch {
        return false;
      }
    }, 'must be a regular expression, such as <!--\\s*truncate\\s*-->')
    .default(DEFAULT_TRUNCATE_MARKER),
  /** The authors file, relative to `path`. Default `authors.yml`. */
  authorsMapPath: z.string().min(1).default('authors.yml'),
  /** "Edit this page" links lead here, followed by the post's path from the site root. Unset by default: no link. */
  editUrl: z.string().optional(),
  /** `descending` (newest first) or `ascending`. Default `descending`. */
  sortPosts: z.enum(['descending', 'ascending']).default('descending'),
  /** "Last updated on …" under each post, from git or its `last_update` front matter. Default false. */
  showLastUpdateTime: z.boolean().default(false),
  /** Show "… by <author>" with it. Default false. */
  showLastUpdateAuthor: z.boolean().default(false),
  /** Its feeds. Default: RSS and Atom, of the 20 newest posts. */
  feedOptions: feedOptionsSchema,
  /** A post naming an author in its front matter when an authors file exists. Default `warn`. */
  onInlineAuthors: onProblemSchema.default('warn'),
  /** A post without a truncate marker: list pages show it whole. Default `warn`. */
  onUntruncatedBlogPosts: onProblemSchema.default('warn'),
});

export const blogSchema = z
  .array(blogInstanceSchema)
  .default([])
  .superRefine((blogs, ctx) => {
    blogs.forEach((blog, i) => {
      const first = (key: 'id' | 'routeBasePath') => blogs.findIndex((b) => b[key] === blog[key]);
      if (first('id') < i) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: `"${blog.id}" is the id of blog[${first('id')}] too: give each blog an id of its own` });
      if (first('routeBasePath') < i)
        ctx.addIssue({
          code: 'custom',
          path: [i, 'routeBasePath'],
          message: `"${blog.routeBasePath}" is the route of blog[${first('routeBasePath')}] too: give each blog a route of its own`,
        });
    });
  });

export type BlogConfig = z.infer<typeof blogInstanceSchema>;
