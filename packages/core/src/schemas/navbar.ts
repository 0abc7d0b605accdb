// `themeConfig.navbar`: the items of the bar and its logo. An item's type and
// position may be left out of the YAML; the schema fills them in, so the rest
// of the build sees every item with both.
import { z } from 'zod';
import { siteAbsolute } from '../shared/url.ts';

/** A link written in the config: relative paths are from the site root (shared/url.ts). */
export const configLink = z.string().transform(siteAbsolute);

export const navbarItemTypes = ['default', 'dropdown', 'search', 'html', 'doc', 'docSidebar', 'docsVersion', 'docsVersionDropdown', 'localeDropdown'] as const;

export const logoSchema = z.strictObject({
  /** The logo's alternative text. Required. */
  alt: z.string(),
  /** Its image, a path in a static folder or a URL. Required. */
  src: z.string(),
  /** Its image in dark mode. Unset by default: `src`. */
  srcDark: z.string().optional(),
  /** Where it leads. Unset by default: the home page. */
  href: configLink.optional(),
  /** Its width in pixels. Unset by default: the image's. */
  width: z.number().int().positive().optional(),
  /** Its height in pixels. Unset by default: the image's. */
  height: z.number().int().positive().optional(),
});

export type LogoConfig = z.infer<typeof logoSchema>;

// Every key of an item but its children, which make the schema recursive.
const navbarItemFields = z.strictObject({
  /** Default `default`, or `dropdown` with `items`. */
  type: z.enum(navbarItemTypes).optional(),
  /** The text shown. Unset by default. */
  label: z.string().optional(),
  /** A path of the site it leads to. Unset by default. */
  to: configLink.optional(),
  /** A URL it leads to. Unset by default. */
  href: z.string().optional(),
  /** `left` or `right`. Default `left`. */
  position: z.enum(['left', 'right']).optional(),
  /** The item is active on pages under this path. Unset by default: under `to`. */
  activeBasePath: configLink.optional(),
  /** The item is active on pages whose path this matches. Unset by default. */
  activeBaseRegex: z.string().optional(),
  /** Markup of an `html` item (Docusaurus calls it `value`). Unset by default. */
  value: z.string().optional(),
  /** The doc a `doc` item leads to. Unset by default. */
  docId: z.string().optional(),
  /** The sidebar whose first doc a `docSidebar` item leads to. Unset by default. */
  sidebarId: z.string().optional(),
  /** The docs instance of a doc, sidebar or version item. Unset by default: the first. */
  docsPluginId: z.string().optional(),
  /** A class on the item's element. Unset by default. */
  className: z.string().optional(),
  /**
   * The link's accessible name, as Docusaurus passes it through: an item of
   * only a `className` (which the site's CSS draws as an icon, such as
   * `header-github-link`) and an `aria-label` is an icon link.
   * Unset by default.
   */
  'aria-label': z.string().optional(),
});

/** A navbar item as the build sees it: type and position always set. */
export type NavbarItem = Omit<z.output<typeof navbarItemFields>, 'type' | 'position'> & {
  type: (typeof navbarItemTypes)[number];
  position: 'left' | 'right';
  items?: NavbarItem[];
};

/** What the YAML may say of a navbar item. */
export type NavbarItemInput = z.input<typeof navbarItemFields> & { items?: NavbarItemInput[] };

export const navbarItemSchema: z.ZodType<NavbarItem, NavbarItemInput> = z.lazy(() =>
  navbarItemFields
    .extend({
      /** A dropdown's items. Unset by default: no dropdown. */
      items: z.array(navbarItemSchema).optional(),
    })
    .transform((item) => ({
      ...item,
      type: item.type ?? (item.items ? 'dropdown' : 'default'),
      position: item.position ?? 'left',
      items: item.items,
    })),
);

export const navbarSchema = z
  .strictObject({
    /** The text beside the logo. Unset by default. */
    title: z.string().optional(),
    /** The site's logo. Unset by default: none. */
    logo: logoSchema.optional(),
    /** Hide the bar while the reader scrolls down. Default false. */
    hideOnScroll: z.boolean().default(false),
    /** Its items. Default: none. */
    items: z.array(navbarItemSchema).default([]),
  })
  .prefault({});
