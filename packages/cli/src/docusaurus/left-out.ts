// Navbar and footer links to what the import does not carry over: the
// site's Docusaurus pages (src/pages), React components ctfdocs does not run.
// Such a link is left out and reported rather than written to lead nowhere.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Why a navbar or footer link is left out (it leads to what the import does not carry), or undefined to keep it. */
export type LeftOut = (to: string | undefined) => string | undefined;

export function leftOutLinks(siteDir: string): LeftOut {
  const reactPages = docusaurusPageRoutes(siteDir);
  return (to) => {
    if (to === undefined) return undefined;
    const page = reactPages.get(`/${to.replace(/^\/+|[?#].*$|\/+$/g, '')}`);
    return page ? `a link to ${page}, a Docusaurus page that is not carried over` : undefined;
  };
}

/**
 * The routes of the site's Docusaurus pages (src/pages), which are not carried
 * over, to their files; the home page is left out, as the import writes one.
 */
function docusaurusPageRoutes(siteDir: string): Map<string, string> {
  const routes = new Map<string, string>();
  const dir = path.join(siteDir, 'src/pages');
  if (!existsSync(dir)) return routes;
  for (const rel of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const posix = rel.split(path.sep).join('/');
    // As Docusaurus: files and folders starting with _ are not pages; styles and tests are not either.
    if (!/\.(jsx?|tsx?|mdx?)$/.test(posix) || /(^|\/)_/.test(posix) || /\.(test|spec)\.[jt]sx?$/.test(posix)) continue;
    const route = `/${posix.replace(/\.[^.]+$/, '').replace(/(^|\/)index$/, '')}`.replace(/\/$/, '') || '/';
    if (route !== '/') routes.set(route, `src/pages/${posix}`);
  }
  return routes;
}
