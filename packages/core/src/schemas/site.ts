// The site's identity: its title, where it is served and how its pages are
// titled, under Docusaurus's names.
import { z } from 'zod';

export const siteFields = {
  /** The site's title, after each page's in the page title. Required. */
  title: z.string().min(1),
  /** A line under the title on the home page. Default "". */
  tagline: z.string().default(''),
  /** The site's origin, for absolute links (sitemap, feeds, social images). Required. */
  url: z.url({ message: 'must be an absolute URL such as https://docs.example.com' }),
  /** The path the site is served from, starting and ending with "/". Default "/". */
  baseUrl: z
    .string()
    .regex(/^\/(.*\/)?$/, 'must start and end with "/"')
    .default('/'),
  /** The favicon's path under a static folder. Unset by default: no favicon. */
  favicon: z.string().optional(),
  /** What stands between a page's title and the site's. Default "|". */
  titleDelimiter: z.string().default('|'),
  /** Docusaurus's: every page asks search engines not to index it, and the sitemap lists none. Default false. */
  noIndex: z.boolean().default(false),
};
