// `themeConfig`: what the theme draws around the pages, an area per key
// (one file each in this folder), under Docusaurus's names.
import { z } from 'zod';
import { analyticsSchema } from './analytics.ts';
import { announcementBarSchema } from './announcement-bar.ts';
import { colorModeSchema } from './color-mode.ts';
import { themeDocsSchema } from './docs-sidebar.ts';
import { footerSchema } from './footer.ts';
import { navbarSchema } from './navbar.ts';
import { pageLoaderSchema, progressBarSchema } from './navigation-progress.ts';
import { searchSchema } from './search.ts';
import { tableOfContentsSchema } from './toc.ts';

export const themeConfigSchema = z
  .strictObject({
    /** Docusaurus's: the social image (og:image) of pages without their own `image` or a card; a path in a static folder or a URL. Unset by default. */
    image: z.string().min(1).optional(),
    /** The bar at the top: title, logo and items. Default: no title, logo or items. */
    navbar: navbarSchema,
    /** The footer's columns of links, logo and copyright. Unset by default: no footer. */
    footer: footerSchema.optional(),
    /** A line of HTML above the navbar. Unset by default: no bar. */
    announcementBar: announcementBarSchema.optional(),
    /** The light and dark modes. Default: light, with the switch. */
    colorMode: colorModeSchema,
    /** The heading levels of every page's table of contents. Default 2 to 3. */
    tableOfContents: tableOfContentsSchema,
    /** How the docs sidebar behaves in the browser. Default: neither hideable nor auto-collapsing. */
    docs: themeDocsSchema,
    /** The search box and who answers it. Unset by default: the local index. */
    search: searchSchema.optional(),
    /** The bar shown while a client-side navigation loads. Default: nprogress's. */
    progressBar: progressBarSchema,
    /** The spinner shown while a client-side navigation loads. Default: after 200 ms. */
    pageLoader: pageLoaderSchema,
    /** Google Analytics. Unset by default: none. */
    analytics: analyticsSchema.optional(),
  })
  .prefault({});
