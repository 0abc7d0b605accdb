// What `checks` and `postBuild` are given of the pages built: each locale's
// plugins see that locale's pages, by path with the baseUrl, as Docusaurus's
// `routesPaths` lists them.
import type { RenderedRoute } from '../../page-output.ts';
import type { SitePlugin } from '../site-plugin.ts';

/** One locale's plugins and the prefix its files are written under ('' for the default locale). */
export interface LocalePlugins {
  prefix: string;
  plugins: readonly SitePlugin[];
}

/** Every page written, every locale's, and the site's baseUrl and locale prefixes. */
export interface RoutesOfLocales {
  routes: readonly Pick<RenderedRoute, 'route' | 'file'>[];
  /** The default locale's baseUrl. */
  baseUrl: string;
  /** Every locale's prefix, '' first. */
  prefixes: readonly string[];
}

/** The paths of one locale's pages, baseUrl included; the not-found page is no route. */
export function routesPathsOf(of: RoutesOfLocales, prefix: string): string[] {
  const others = of.prefixes.filter((p) => p !== prefix && p.startsWith(prefix));
  const base = of.baseUrl.replace(/\/$/, '');
  return of.routes
    .filter((r) => r.file.startsWith(prefix) && !others.some((p) => r.file.startsWith(p)) && r.file !== `${prefix}404.html`)
    .map((r) => base + r.route)
    .sort();
}
