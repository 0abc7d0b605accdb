// The config schema: Docusaurus's names and defaults, checked strictly so a
// typo is an error that names its key path instead of a silent no-op. Each
// area is a file of schemas/, with its fields' doc comments and defaults;
// this file only puts them together.
import { z } from 'zod';
import { apiReferenceSchema } from '../schemas/api-reference.ts';
import { blogSchema } from '../schemas/blog.ts';
import { checkSecretsSchema } from '../schemas/check-secrets.ts';
import { clientModulesSchemas } from '../schemas/client-modules.ts';
import { componentsFields } from '../schemas/components.ts';
import { customFieldsSchemas } from '../schemas/custom-fields.ts';
import { docsInstanceSchema } from '../schemas/docs-instance.ts';
import { embedsSchema } from '../schemas/embeds.ts';
import { externalLinksSchema } from '../schemas/external-links.ts';
import { headFields } from '../schemas/head.ts';
import { i18nSchema } from '../schemas/i18n.ts';
import { llmsSchema } from '../schemas/llms.ts';
import { markdownConfigSchema } from '../schemas/markdown.ts';
import { nameCheckSchema } from '../schemas/name-check.ts';
import { siteProblemFields } from '../schemas/on-problem.ts';
import { pluginsSchema } from '../schemas/plugins.ts';
import { siteFields } from '../schemas/site.ts';
import { socialCardsSchema } from '../schemas/social-cards.ts';
import { themeConfigSchema } from '../schemas/theme-config.ts';
import { productSchema, verificationSchema } from '../schemas/verification.ts';

export const siteConfigSchema = z.strictObject({
  /** Title, tagline, URL, base URL, favicon, title delimiter and noIndex (schemas/site.ts). */
  ...siteFields,
  /** The locales the site is built in. Default: English only. */
  i18n: i18nSchema,
  /** What the link, route and syntax checks do with a problem (schemas/on-problem.ts). */
  ...siteProblemFields,
  /** How `check --external` asks other sites. Default: its pace and cache (schemas/external-links.ts). */
  externalLinks: externalLinksSchema,
  /** How markdown is read, and the site's markdown plugins. Default: by extension, GitHub's heading ids, no math, Mermaid on. */
  markdown: markdownConfigSchema,
  /** The origins whose pages a page may frame (<iframe>), with the Content-Security-Policy allowing those used. Default: YouTube, Vimeo, CodeSandbox, StackBlitz. */
  embeds: embedsSchema,
  /** The docs instances: folders of markdown served under a route, with their versions. Default: none. */
  docs: z.array(docsInstanceSchema).default([]),
  /** Blogs: folders of dated posts. Default: none. */
  blog: blogSchema,
  /** API reference pages from OpenAPI and Swagger documents. Default: none. */
  apiReferences: z.array(apiReferenceSchema).default([]),
  /** Inline code of a given shape must be a name from a list (`ctfdocs check`, `build`). Default: none. */
  checkNames: z.array(nameCheckSchema).default([]),
  /** Secrets (tokens, keys, the site's own patterns) in pages, config, static files and the output (`ctfdocs check`, `build`). Default: on, failing the build. */
  checkSecrets: checkSecretsSchema,
  /** What the docs describe and its current version (`verified` front matter is checked against it). Unset by default. */
  product: productSchema.optional(),
  /** What `check` and `build` do with pages verified against an older version, too long ago, or not at all. Default: warn, and list the unverified. */
  verification: verificationSchema,
  /** Folders copied to the output as they are, relative to the config file. Default `[static]`. */
  staticDirectories: z.array(z.string()).default(['static']),
  /** The site's stylesheets (`customCss`) and what every page's <head> loads (`stylesheets`, `scripts`, `headTags`): schemas/head.ts. Default: none. */
  ...headFields,
  /** Site plugins: module specifiers, each alone or with its options. Default: none. */
  plugins: pluginsSchema,
  /** The site's components: theme components it replaces (`themeComponents`) and those MDX pages use without an import (`mdxComponents`): schemas/components.ts. */
  ...componentsFields,
  /** Browser modules every page loads (schemas/client-modules.ts). Default: none. */
  ...clientModulesSchemas,
  /** Values of the site's own, for its components (schemas/custom-fields.ts). Default: none. */
  ...customFieldsSchemas,
  /** Globs, relative to the config file's folder, of files that are never content (util/read-roots.ts). Default: none. */
  exclude: z.array(z.string().min(1)).default([]),
  /** Markdown copies of the docs and llms.txt files. Default: all on. */
  llms: llmsSchema,
  /** An Open Graph image per page, drawn at build time. Default: off. */
  socialCards: socialCardsSchema,
  /** What the theme draws around the pages (schemas/theme-config.ts). */
  themeConfig: themeConfigSchema,
});

export type SiteConfigInput = z.input<typeof siteConfigSchema>;
/** The config as validated, defaults filled in (paths are then resolved from the config's folder, config/site-paths.ts). */
export type SiteConfig = z.output<typeof siteConfigSchema>;
export type ThemeConfig = SiteConfig['themeConfig'];
