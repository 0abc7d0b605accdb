// `docs[]`: one docs instance, a folder of markdown served under a route, with its versions.
import { z } from 'zod';
import { routePathSchema, safeRoute } from '../routes/safe.ts';
import { markdownPluginListSchema } from './markdown-plugins.ts';

const versionBannerSchema = z.enum(['none', 'unreleased', 'unmaintained']);

export type VersionBanner = z.infer<typeof versionBannerSchema>;

const docsVersionOptionsSchema = z.strictObject({
  /** The version's name in the versions dropdown. Default: its name (`Next` for `current`). */
  label: z.string().optional(),
  /** Route segment under routeBasePath; "" serves the version at routeBasePath. Default: its name (`next` for `current`), the last version at routeBasePath itself. */
  path: safeRoute(z.string().regex(/^[^\s?#]*$/, 'must be a route segment with no spaces, query or hash')).optional(),
  /** `none`, `unreleased` or `unmaintained`. Default: none for the last version, `unreleased` for newer ones (`current` among them), `unmaintained` for older ones. */
  banner: versionBannerSchema.optional(),
});

export type DocsVersionOptions = z.infer<typeof docsVersionOptionsSchema>;

/**
 * Docusaurus's defaults (plugin-content-docs's `include`, and `GlobExcludeDefault`
 * in @docusaurus/utils): markdown files, but not partials (`_name.md`),
 * `_folders/`, tests or `__tests__/`.
 */
export const DEFAULT_DOCS_INCLUDE = ['**/*.{md,mdx}'];
export const DEFAULT_DOCS_EXCLUDE = ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**'];

const globsSchema = z.array(z.string().min(1));

export const docsInstanceSchema = z.strictObject({
  /** Names the instance in routes, navbar items and diagnostics. Required. */
  id: z.string().regex(/^[a-z0-9-]+$/, 'must be lower-case letters, digits and "-"'),
  /** Folder of the instance's markdown, relative to the site root. Required. */
  path: z.string(),
  /** The route its docs are served under. Required. */
  routeBasePath: routePathSchema,
  /** Globs, relative to `path`, of the files that are docs; `exclude` takes some out again. Default: markdown and MDX files. */
  include: globsSchema.default(DEFAULT_DOCS_INCLUDE),
  /** Files the globs match that are no docs. Default: partials (`_name.md`), `_folders/` and tests (Docusaurus's). */
  exclude: globsSchema.default(DEFAULT_DOCS_EXCLUDE),
  /** Optional YAML sidebars file; without one the sidebar is generated from folders. Unset by default. */
  sidebarPath: z.string().optional(),
  /** "Edit this page" links lead here, followed by the doc's path from the site root. Unset by default: no link. */
  editUrl: z.string().optional(),
  /** Show "Last updated on …" under each doc, from git (or `last_update` in front matter). Default false. */
  showLastUpdateTime: z.boolean().optional(),
  /** Show "… by <author>" with it. Default false. */
  showLastUpdateAuthor: z.boolean().optional(),
  /** The doc that the instance's root route lands on when no index doc exists. Unset by default. */
  landingDocId: z.string().optional(),
  /** Released version served at routeBasePath; the newest in versions.json by default. */
  lastVersion: z.string().optional(),
  /** Build only these versions (`current` is the unreleased docs). Unset by default: every version. */
  onlyIncludeVersions: z.array(z.string()).min(1).optional(),
  /** Per-version overrides, keyed by `current` or a name from versions.json. Unset by default. */
  versions: z.record(z.string(), docsVersionOptionsSchema).optional(),
  /** Remark plugins of the instance's pages, after ctfdocs's own and the site's `markdown.remarkPlugins`. Default: none. */
  remarkPlugins: markdownPluginListSchema,
  /** Rehype plugins of the instance's pages, after ctfdocs's own, the sanitiser and the site's `markdown.rehypePlugins`. Default: none. */
  rehypePlugins: markdownPluginListSchema,
  /** Remark plugins run before ctfdocs's own (Docusaurus's `beforeDefaultRemarkPlugins`). Default: none. */
  beforeDefaultRemarkPlugins: markdownPluginListSchema,
  /** Rehype plugins run before ctfdocs's own, after the sanitiser (Docusaurus's `beforeDefaultRehypePlugins`). Default: none. */
  beforeDefaultRehypePlugins: markdownPluginListSchema,
});

export type DocsInstanceConfig = z.infer<typeof docsInstanceSchema>;
