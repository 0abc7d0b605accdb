// The config schema: Docusaurus's names and defaults, checked strictly so a
// typo is an error that names its key path instead of a silent no-op.
import { z } from 'zod';
import type { NavbarItem } from '../types.ts';
import { safeRoute } from '../routes/safe.ts';

const onProblem = z.enum(['throw', 'warn', 'ignore']);

const navbarItemTypes = [
  'default',
  'dropdown',
  'search',
  'html',
  'doc',
  'docSidebar',
  'docsVersion',
  'docsVersionDropdown',
  'localeDropdown',
] as const;

/** What the YAML may say of a navbar item: type and position are inferred when left out. */
type NavbarItemInput = Omit<Partial<NavbarItem>, 'items'> & { items?: NavbarItemInput[] };

const navbarItem: z.ZodType<NavbarItemInput> = z.lazy(() =>
  z.strictObject({
    type: z.enum(navbarItemTypes).optional(),
    label: z.string().optional(),
    to: z.string().optional(),
    href: z.string().optional(),
    position: z.enum(['left', 'right']).optional(),
    items: z.array(navbarItem).optional(),
    activeBasePath: z.string().optional(),
    activeBaseRegex: z.string().optional(),
    value: z.string().optional(),
    docId: z.string().optional(),
    sidebarId: z.string().optional(),
    docsPluginId: z.string().optional(),
    className: z.string().optional(),
  }),
);

const linkItem = z.strictObject({ label: z.string(), to: z.string().optional(), href: z.string().optional() });
const logo = z.strictObject({
  alt: z.string(),
  src: z.string(),
  srcDark: z.string().optional(),
  href: z.string().optional(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});

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

/**
 * How markdown is read. `magicComments` has the shape of Docusaurus's
 * `themeConfig.prism.magicComments`: comment lines in code blocks that mark
 * lines with a class and are removed from the code shown and copied. The
 * first entry's class is also what `{1,3-5}` ranges give.
 */
export const markdownConfigSchema = z
  .strictObject({
    /** `detect` compiles `.mdx` files and `.md` files that use MDX syntax as MDX. */
    format: z.enum(['detect', 'md', 'mdx']).default('detect'),
    headingIds: z.enum(['github', 'vitepress']).default('github'),
    magicComments: z
      .array(
        z.strictObject({
          className: z.string().regex(/^[\w-]+( [\w-]+)*$/, 'must be one or more CSS class names separated by spaces'),
          line: z.string().min(1).optional(),
          block: z.strictObject({ start: z.string().min(1), end: z.string().min(1) }).optional(),
        }),
      )
      .default([{ className: 'highlighted', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } }]),
  })
  .prefault({});

export type MarkdownConfig = z.infer<typeof markdownConfigSchema>;

const routePath = safeRoute(z.string().regex(/^\/[^\s?#]*$/, 'must be a path starting with "/" with no spaces, query or hash'));

// `apiReferences[].checkPaths`: check the API paths pages write against this reference's spec.
const apiPathCheck = z.strictObject({
  /** What pages write before the spec's paths; by default the path of the spec's first server URL. */
  prefix: z.string().regex(/^\/[^\s?#]*[^/\s?#]$/, 'must be a path such as /api/v1: starting with "/", without a trailing "/", spaces, query or hash').optional(),
  /** Docs instance ids whose pages are checked; by default every instance and the site's markdown pages. */
  instances: z.array(z.string()).optional(),
  /** Paths under the prefix that are not operations of this spec but may be written, e.g. `/swagger.json`; each also covers the paths below it. */
  ignore: z.array(z.string().regex(/^\//, 'must start with "/"')).default([]),
  onUnknownPath: onProblem.default('warn'),
});
export type ApiPathCheckConfig = z.output<typeof apiPathCheck>;

// `checkNames[]`: the names pages write in inline code, where they have a given
// shape, must be names from a list (a program's setting keys, say).
const nameCheck = z.strictObject({
  /** A text file of the known names, one a line; `#` starts a comment. */
  names: z.string().min(1),
  /** What the names are, for messages: "`X` is not a known <kind>". */
  kind: z.string().min(1).default('name'),
  /** A regular expression an inline code span must match in full to be checked; a group named `name` picks the name out of the span. */
  match: z.string().min(1).superRefine((pattern, ctx) => {
    try {
      new RegExp(pattern, 'u');
    } catch (e) {
      ctx.addIssue({ code: 'custom', message: `is not a valid regular expression: ${(e as Error).message}` });
    }
  }),
  /** The pages checked: docs instance ids, or an instance id and a folder inside it (`docs/deployment`); by default every doc and the site's markdown pages. */
  include: z.array(z.string().regex(/^[a-z0-9-]+(\/[^/\s]+)*$/, 'must be a docs instance id, optionally followed by a folder inside it, such as docs/deployment')).optional(),
  /** Names that have the shape but are not expected in the list, such as example variables. */
  ignore: z.array(z.string()).default([]),
  onUnknownName: onProblem.default('warn'),
});
export type NameCheckConfig = z.output<typeof nameCheck>;

export const siteConfigSchema = z.strictObject({
  title: z.string().min(1),
  tagline: z.string().default(''),
  url: z.url({ message: 'must be an absolute URL such as https://docs.example.com' }),
  baseUrl: z.string().regex(/^\/(.*\/)?$/, 'must start and end with "/"').default('/'),
  favicon: z.string().optional(),
  titleDelimiter: z.string().default('|'),
  i18n: z
    .strictObject({
      defaultLocale: locale.default('en'),
      locales: z.array(locale).min(1).default(['en']),
      localeConfigs: z
        .record(
          z.string(),
          z.strictObject({ label: z.string().optional(), direction: z.enum(['ltr', 'rtl']).default('ltr'), htmlLang: z.string().optional() }),
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
  onBrokenLinks: onProblem.default('throw'),
  onBrokenMarkdownLinks: onProblem.default('warn'),
  onDuplicateRoutes: onProblem.default('warn'),
  onBrokenAnchors: onProblem.default('warn'),
  onUnsupportedSyntax: onProblem.default('warn'),
  markdown: markdownConfigSchema,
  docs: z
    .array(
      z.strictObject({
        id: z.string().regex(/^[a-z0-9-]+$/, 'must be lower-case letters, digits and "-"'),
        path: z.string(),
        routeBasePath: routePath,
        sidebarPath: z.string().optional(),
        editUrl: z.string().optional(),
        showLastUpdateTime: z.boolean().optional(),
        showLastUpdateAuthor: z.boolean().optional(),
        landingDocId: z.string().optional(),
        lastVersion: z.string().optional(),
        onlyIncludeVersions: z.array(z.string()).min(1).optional(),
        versions: z
          .record(
            z.string(),
            z.strictObject({
              label: z.string().optional(),
              path: safeRoute(z.string().regex(/^[^\s?#]*$/, 'must be a route segment with no spaces, query or hash')).optional(),
              banner: z.enum(['none', 'unreleased', 'unmaintained']).optional(),
            }),
          )
          .optional(),
      }),
    )
    .default([]),
  apiReferences: z
    .array(z.strictObject({ route: routePath, title: z.string(), spec: z.string(), description: z.string().optional(), splitByTag: z.boolean().optional(), detailsOnExpand: z.boolean().optional(), checkPaths: apiPathCheck.optional() }))
    .default([]),
  checkNames: z.array(nameCheck).default([]),
  staticDirectories: z.array(z.string()).default(['static']),
  // Markdown copies of the docs and llms.txt, for readers who hand pages to a language model.
  llms: z
    .strictObject({
      markdownFiles: z.boolean().default(true),
      llmsTxt: z.boolean().default(true),
      llmsFullTxt: z.boolean().default(true),
    })
    .default({ markdownFiles: true, llmsTxt: true, llmsFullTxt: true }),
  themeConfig: z
    .strictObject({
      navbar: z
        .strictObject({
          title: z.string().optional(),
          logo: logo.optional(),
          hideOnScroll: z.boolean().default(false),
          items: z.array(navbarItem).default([]),
        })
        .prefault({}),
      footer: z
        .strictObject({
          style: z.enum(['light', 'dark']).default('dark'),
          links: z.array(z.union([z.strictObject({ title: z.string(), items: z.array(linkItem) }), linkItem])).default([]),
          logo: logo.optional(),
          copyright: z.string().optional(),
        })
        .optional(),
      announcementBar: z
        .strictObject({
          id: z.string().default('announcement-bar'),
          content: z.string(),
          backgroundColor: z.string().default('#fff'),
          textColor: z.string().default('#000'),
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
      tableOfContents: z
        .strictObject({
          minHeadingLevel: z.number().int().min(2).max(6).default(2),
          maxHeadingLevel: z.number().int().min(2).max(6).default(3),
        })
        .prefault({}),
      docs: z
        .strictObject({
          sidebar: z
            .strictObject({ hideable: z.boolean().default(false), autoCollapseCategories: z.boolean().default(false) })
            .prefault({}),
        })
        .prefault({}),
      search: z
        .strictObject({
          provider: z.enum(['local', 'algolia']).default('local'),
          appId: z.string().optional(),
          apiKey: z.string().optional(),
          indexName: z.string().optional(),
          contextualSearch: z.boolean().default(true),
          searchPagePath: safeRoute().default('search'),
          reportUrl: z.string().optional(),
        })
        // Algolia DocSearch cannot be queried without all three.
        .superRefine((search, ctx) => {
          if (search.provider !== 'algolia') return;
          for (const key of ['appId', 'apiKey', 'indexName'] as const) {
            if (!search[key]) ctx.addIssue({ code: 'custom', path: [key], message: `is required when provider is "algolia": add ${key} from your Algolia DocSearch application, or set provider: local` });
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
          trackingID: z
            .string()
            .regex(/^(G-[A-Z0-9]{4,}|UA-\d{4,}-\d+)$/, 'must be a Google Analytics measurement ID such as G-ABC123DEF4 (or a Universal Analytics ID such as UA-1234567-1)'),
          anonymizeIP: z.boolean().default(true),
        })
        .optional(),
    })
    .prefault({}),
});

export type SiteConfigInput = z.input<typeof siteConfigSchema>;
