// The config schema: Docusaurus's names and defaults, checked strictly so a
// typo is an error that names its key path instead of a silent no-op.
import { z } from 'zod';
import { clientModulesSchemas } from '../schemas/client-modules.ts';
import { customFieldsSchemas } from '../schemas/custom-fields.ts';
import { tableOfContentsSchema } from '../schemas/toc.ts';
import { safeRoute } from '../routes/safe.ts';
import { apiReferenceSchema } from './api-reference.schema.ts';
import { blogSchema } from './blog.schema.ts';
import { checkSecretsSchema } from './check-secrets.schema.ts';
import { docsInstanceSchema } from './docs-instance.schema.ts';
import { embedsSchema } from './embeds.schema.ts';
import { externalLinksSchema } from './external-links.schema.ts';
import { footerSchema } from './footer.schema.ts';
import { headSchemas } from './head.schema.ts';
import { pluginsSchema } from './plugins.schema.ts';
import { componentsSchemas } from './components.schema.ts';
import { nameCheckSchema } from './name-check.schema.ts';
import { navbarSchema } from './navbar.schema.ts';
import { markdownPluginListSchema } from './markdown-plugins.schema.ts';
import { onProblemSchema } from './on-problem.schema.ts';
import { socialCardsSchema } from './social-cards.schema.ts';
import { productSchema, verificationSchema } from './verification.schema.ts';
import { SEARCH_PROVIDERS } from '../shared/search-providers.ts';
import { THEME_TEXTS, type ThemeTextId } from '../shared/theme-texts.ts';

// A BCP 47 language tag such as en, ar or pt-BR: it becomes a path segment and <html lang>.
// The regex keeps path-unsafe tags out; Intl refuses well-formed but
// invalid ones (en-a1), which would otherwise fail while rendering the
// locale dropdown.
const locale = z
  .string()
  .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'must be a language tag such as en, ar or pt-BR')
  .refine((tag) => {
    try {
      return Intl.getCanonicalLocales(tag).length === 1;
    } catch {
      return false;
    }
  }, 'must be a valid BCP 47 language tag such as en, ar or pt-BR');

// The ids of THEME_TEXTS: a typo is an unknown key, not a text that never shows.
const themeTextId = z.enum(Object.keys(THEME_TEXTS) as [ThemeTextId, ...ThemeTextId[]]);

/**
 * How markdown is read. `magicComments` has the shape of Docusaurus's
 * `themeConfig.prism.magicComments`: comment lines in code blocks that mark
 * lines with a class and are removed from the code shown and copied. The
 * first entry's class is also what `{1,3-5}` ranges give.
 */
export const markdownConfigSchema = z
  .strictObject({
    /** `detect`: the extension decides (`.mdx` is MDX, `.md` markdown); `md` and `mdx` apply to every file. */
    format: z.enum(['detect', 'md', 'mdx']).default('detect'),
    /**
     * MDX runs as code at build time: only files these globs (relative to the
     * config file's folder) match may compile as MDX (markdown/mdx/allow.ts).
     */
    mdx: z
      .strictObject({
        allow: z
          .array(
            z
              .string()
              .min(1)
              .refine((glob) => !glob.startsWith('/') && !glob.startsWith('!'), "must be a glob relative to the config file's folder, such as docs/**"),
          )
          .default([]),
      })
      .prefault({}),
    headingIds: z.enum(['github', 'vitepress']).default('github'),
    // VitePress's markdown.attrs: the delimiters of markdown-it-attrs' `{#id}` (a site may set `%{` and `}%`).
    attrs: z.strictObject({ leftDelimiter: z.string().min(1).default('{'), rightDelimiter: z.string().min(1).default('}') }).prefault({}),
    /**
     * VitePress's switch: `$…$` and `$$…$$` are TeX math, rendered with KaTeX
     * at build time. Off unless asked for, so a `$` in existing prose (a
     * price) never changes; `{ singleDollar: false }` takes `$$…$$` only.
     */
    math: z.union([z.boolean(), z.strictObject({ singleDollar: z.boolean().default(true) })]).default(false),
    /** Docusaurus's switch: ```mermaid blocks are drawn as diagrams (on here, where Docusaurus needs its theme-mermaid too). */
    mermaid: z.boolean().default(true),
    magicComments: z
      .array(
        z.strictObject({
          className: z.string().regex(/^[\w-]+( [\w-]+)*$/, 'must be one or more CSS class names separated by spaces'),
          line: z.string().min(1).optional(),
          block: z.strictObject({ start: z.string().min(1), end: z.string().min(1) }).optional(),
        }),
      )
      .default([{ className: 'highlighted', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } }]),
    /** Remark plugins of every page, after ctfdocs's own (and before a docs instance's `remarkPlugins`). */
    remarkPlugins: markdownPluginListSchema,
    /** Rehype plugins of every page, after ctfdocs's own and the sanitiser (and before a docs instance's `rehypePlugins`). */
    rehypePlugins: markdownPluginListSchema,
  })
  .prefault({});

export type MarkdownConfig = z.infer<typeof markdownConfigSchema>;

export const siteConfigSchema = z.strictObject({
  title: z.string().min(1),
  tagline: z.string().default(''),
  url: z.url({ message: 'must be an absolute URL such as https://docs.example.com' }),
  baseUrl: z
    .string()
    .regex(/^\/(.*\/)?$/, 'must start and end with "/"')
    .default('/'),
  favicon: z.string().optional(),
  titleDelimiter: z.string().default('|'),
  /** Docusaurus's: every page asks search engines not to index it, and the sitemap lists none. */
  noIndex: z.boolean().default(false),
  i18n: z
    .strictObject({
      defaultLocale: locale.default('en'),
      locales: z.array(locale).min(1).default(['en']),
      localeConfigs: z
        .record(
          z.string(),
          z.strictObject({
            label: z.string().optional(),
            direction: z.enum(['ltr', 'rtl']).default('ltr'),
            htmlLang: z.string().optional(),
            /** The shell's texts in this locale, by translation id; over `i18n/<locale>/code.json`. */
            translations: z.partialRecord(themeTextId, z.string()).optional(),
          }),
        )
        .default({}),
    })
    .superRefine((i18n, ctx) => {
      if (!i18n.locales.includes(i18n.defaultLocale)) {
        ctx.addIssue({ code: 'custom', path: ['defaultLocale'], message: `"${i18n.defaultLocale}" is not one of i18n.locales (${i18n.locales.join(', ')})` });
      }
      for (const l of Object.keys(i18n.localeConfigs)) {
        if (!i18n.locales.includes(l)) ctx.addIssue({ code: 'custom', path: ['localeConfigs', l], message: `"${l}" is not one of i18n.locales (${i18n.locales.join(', ')})` });
      }
    })
    .prefault({}),
  onBrokenLinks: onProblemSchema.default('throw'),
  onBrokenMarkdownLinks: onProblemSchema.default('warn'),
  onDuplicateRoutes: onProblemSchema.default('warn'),
  onBrokenAnchors: onProblemSchema.default('warn'),
  /** A link to another site that answers 404 or 410 (`check --external` only). */
  onBrokenExternalLinks: onProblemSchema.default('throw'),
  externalLinks: externalLinksSchema,
  /** Markdown the pipeline does not render (unknown directives, removed HTML, unknown code meta and front matter keys). */
  onUnsupportedSyntax: onProblemSchema.default('warn'),
  markdown: markdownConfigSchema,
  /** The origins whose pages a page may frame (<iframe>), with the Content-Security-Policy allowing those used. */
  embeds: embedsSchema,
  docs: z.array(docsInstanceSchema).default([]),
  /** Blogs: folders of dated posts (blog.schema.ts). */
  blog: blogSchema,
  apiReferences: z.array(apiReferenceSchema).default([]),
  /** Inline code of a given shape must be a name from a list (`ctfdocs check`, `build`). */
  checkNames: z.array(nameCheckSchema).default([]),
  /** Secrets (tokens, keys, the site's own patterns) in pages, config, static files and the output (`ctfdocs check`, `build`). */
  checkSecrets: checkSecretsSchema,
  /** What the docs describe and its current version (`verified` front matter is checked against it). */
  product: productSchema.optional(),
  /** What `check` and `build` do with pages verified against an older version, too long ago, or not at all. */
  verification: verificationSchema,
  staticDirectories: z.array(z.string()).default(['static']),
  /** The site's stylesheets (`customCss`) and what every page's <head> loads (`stylesheets`, `scripts`, `headTags`): config/head.schema.ts. */
  ...headSchemas,
  /** Site plugins: module specifiers, each alone or with its options (config/plugins.schema.ts). */
  plugins: pluginsSchema,
  /** The site's components: theme components it replaces (`themeComponents`) and those MDX pages use without an import (`mdxComponents`): config/components.schema.ts. */
  ...componentsSchemas,
  /** Browser modules every page loads (schemas/client-modules.ts). */
  ...clientModulesSchemas,
  /** Values of the site's own, for its components (schemas/custom-fields.ts). */
  ...customFieldsSchemas,
  /** Globs, relative to the config file's folder, of files that are never content (util/read-roots.ts). */
  exclude: z.array(z.string().min(1)).default([]),
  // Markdown copies of the docs and llms.txt, for readers who hand pages to a language model.
  llms: z
    .strictObject({
      markdownFiles: z.boolean().default(true),
      llmsTxt: z.boolean().default(true),
      llmsFullTxt: z.boolean().default(true),
    })
    .default({ markdownFiles: true, llmsTxt: true, llmsFullTxt: true }),
  socialCards: socialCardsSchema,
  themeConfig: z
    .strictObject({
      /** Docusaurus's: the social image (og:image) of pages without their own `image` or a card; a path in a static folder or a URL. */
      image: z.string().min(1).optional(),
      navbar: navbarSchema,
      footer: footerSchema.optional(),
      announcementBar: z
        .strictObject({
          id: z.string().default('announcement-bar'),
          content: z.string(),
          // Unset: the theme's colours, light or dark; set: these in both modes, as Docusaurus keeps them.
          backgroundColor: z.string().optional(),
          textColor: z.string().optional(),
          isCloseable: z.boolean().default(true),
        })
        .optional(),
      colorMode: z
        .strictObject({
          defaultMode: z.enum(['light', 'dark']).default('light'),
          disableSwitch: z.boolean().default(false),
          respectPrefersColorScheme: z.boolean().default(false),
        })
        .prefault({}),
      tableOfContents: tableOfContentsSchema,
      docs: z
        .strictObject({
          sidebar: z.strictObject({ hideable: z.boolean().default(false), autoCollapseCategories: z.boolean().default(false) }).prefault({}),
        })
        .prefault({}),
      search: z
        .strictObject({
          provider: z.enum(SEARCH_PROVIDERS).default('local'),
          appId: z.string().optional(),
          apiKey: z.string().optional(),
          indexName: z.string().optional(),
          contextualSearch: z.boolean().default(true),
          searchPagePath: safeRoute().default('search'),
          reportUrl: z.string().optional(),
        })
        // Algolia DocSearch cannot be queried without all three. A value left
        // empty or as a placeholder is a warning instead (check-search.ts):
        // imported configs carry them so, until the writer fills them in.
        .superRefine((search, ctx) => {
          if (search.provider !== 'algolia') return;
          for (const key of ['appId', 'apiKey', 'indexName'] as const) {
            if (search[key] === undefined)
              ctx.addIssue({ code: 'custom', path: [key], message: `is required when provider is "algolia": add ${key} from your Algolia DocSearch application, or set provider: local` });
          }
        })
        .optional(),
      // Client-side navigation: the bar shown when a page takes longer than
      // `delay` to arrive (nprogress's options), and the spinner's delay.
      progressBar: z
        .strictObject({
          delay: z.number().int().min(0).default(200),
          minimum: z.number().min(0).max(1).default(0.08),
          speed: z.number().int().min(0).default(200),
          trickleRate: z.number().min(0).max(1).default(0.02),
          trickleSpeed: z.number().int().positive().default(800),
        })
        .prefault({}),
      pageLoader: z.strictObject({ delay: z.number().int().min(0).default(200) }).prefault({}),
      analytics: z
        .strictObject({
          trackingID: z.string().regex(/^(G-[A-Z0-9]{4,}|UA-\d{4,}-\d+)$/, 'must be a Google Analytics measurement ID such as G-ABC123DEF4 (or a Universal Analytics ID such as UA-1234567-1)'),
          anonymizeIP: z.boolean().default(true),
        })
        .optional(),
    })
    .prefault({}),
});

export type SiteConfigInput = z.input<typeof siteConfigSchema>;
/** The config as validated, defaults filled in (paths are then resolved from the config's folder, config/site-paths.ts). */
export type SiteConfig = z.output<typeof siteConfigSchema>;
export type ThemeConfig = SiteConfig['themeConfig'];
export type LocaleConfig = SiteConfig['i18n']['localeConfigs'][string];
export type SearchConfig = NonNullable<ThemeConfig['search']>;
/** `markdown.format`: `detect` (by extension), `md` or `mdx`. */
export type MarkdownFormat = MarkdownConfig['format'];
