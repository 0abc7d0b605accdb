// `themeConfig.navbar`: the items of the bar and its logo. An item's type and
// position may be left out of the YAML; the schema fills them in, so the rest
// of the build sees every item with both.
import { z } from 'zod';
import { siteAbsolute } from '../shared/url.ts';

/** A link written in the config: relative paths are from the site root (shared/url.ts). */
export const configLink = z.string().transform(siteAbsolute);

export const navbarItemTypes = ['default', 'dropdown', 'search', 'html', 'doc', 'docSidebar', 'docsVersion', 'docsVersionDropdown', 'localeDropdown'] as const;

export const logoSchema = z.strictObject({
  alt: z.string(),
  src: z.string(),
  srcDark: z.string().optional(),
  href: configLink.optional(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});

export type LogoConfig = z.infer<typeof logoSchema>;

// Every key of an item but its children, which make the schema recursive.
const navbarItemFields = z.strictObject({
  type: z.enum(navbarItemTypes).optional(),
  label: z.string().optional(),
  to: configLink.optional(),
  href: z.string().optional(),
  position: z.enum(['left', 'right']).optional(),
  activeBasePath: configLink.optional(),
  activeBaseRegex: z.string().optional(),
  /** Markup of an `html` item (Docusaurus calls it `value`). */
  value: z.string().optional(),
  docId: z.string().optional(),
  sidebarId: z.string().optional(),
  docsPluginId: z.string().optional(),
  className: z.string().optional(),
  /**
   * The link's accessible name, as Docusaurus passes it through: an item of
   * only a `className` (which the site's CSS draws as an icon, such as
   * `header-github-link`) and an `aria-label` is an icon link.
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
  navbarItemFields.extend({ items: z.array(navbarItemSchema).optional() }).transform((item) => ({
    ...item,
    type: item.type ?? (item.items ? 'dropdown' : 'default'),
    position: item.position ?? 'left',
    items: item.items,
  })),
);

export const navbarSchema = z
  .strictObject({
    title: z.string().optional(),
    logo: logoSchema.optional(),
    hideOnScroll: z.boolean().default(false),
    items: z.array(navbarItemSchema).default([]),
  })
  .prefault({});
