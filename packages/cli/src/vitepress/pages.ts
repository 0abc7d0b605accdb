// The pages of a VitePress site and the routes each tool gives them.
// VitePress: every .md file under srcDir is a page (node_modules left out),
// its route is its path without `.md`, and an `index.md` is its folder's
// route (vitepress's src/node/plugins/dynamicRoutesPlugin and utils/
// pathToFile). ctfdocs reads the same folder as one docs instance at `/`,
// whose rules mostly agree; where they do not (number prefixes, README.md,
// a page named `_x.md`, an `id` or `slug` in front matter) the page is named.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { makeDoc, splitFrontMatter, visibility } from '@ctfdocs/core';
import picomatch from 'picomatch';
import type { NotCarried } from '../docusaurus/keys.ts';

export interface SourcePage {
  /** Path under srcDir, "/" between names. */
  rel: string;
  /** The route VitePress serves it at, without a trailing slash (`/` for the home page). */
  vitepressRoute: string;
  /** Its doc id in the ctfdocs instance, and the route ctfdocs gives it; none for a file ctfdocs does not build. */
  docId?: string;
  route?: string;
  /** Front matter `layout` (VitePress's `home`, `page`, `doc`). */
  layout?: string;
  /** Matched by srcExclude: not a page in VitePress. */
  excluded: boolean;
  /** The `rewrites` rule that moves it, by its pattern. */
  rewrittenBy?: string;
}

/**
 * VitePress's `rewrites` (path-to-regexp patterns over file paths:
 * `:name` a segment, `:name*` any rest): the rule that moves `rel`, and where.
 */
function rewrite(rel: string, rules: Record<string, unknown>): { rule: string; to: string } | undefined {
  for (const [from, to] of Object.entries(rules)) {
    if (typeof to !== 'string') continue;
    const names: string[] = [];
    let source = '';
    for (const t of from.matchAll(/:(\w+)(\*)?|\(([^)]*)\)|[^:(]+|[:(]/g)) {
      if (t[1]) {
        names.push(t[1]);
        source += t[2] ? '(.*)' : '([^/]+)';
      } else if (t[3] !== undefined) {
        // An unnamed group (`(.*)`) is a parameter too, named by its place.
        names.push(String(names.length));
        source += `(${t[3]})`;
      } else source += t[0].replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    }
    const m = new RegExp(`^${source}$`).exec(rel);
    if (m) return { rule: from, to: to.replace(/:(\w+)\*?/g, (whole, name: string) => (names.includes(name) ? m[names.indexOf(name) + 1] : whole)) };
  }
  return undefined;
}

/** The route VitePress gives a file at `rel`: its path without `.md`, an index its folder's. */
function routeOf(rel: string): string {
  return `/${rel.replace(/\.md$/i, '').replace(/(^|\/)index$/, '')}`.replace(/\/$/, '') || '/';
}

/** Folders VitePress never reads pages from. */
const NEVER = new Set(['node_modules', '.vitepress', '.git']);

export async function sourcePages(srcDir: string, instance: { id: string; routeBasePath: string }, srcExclude: readonly string[], rewrites: Record<string, unknown> = {}): Promise<SourcePage[]> {
  const out: SourcePage[] = [];
  const isExcluded = srcExclude.length ? picomatch([...srcExclude]) : () => false;
  const entries = await readdir(srcDir, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const e of entries) {
    if (!e.isFile() || !/\.md$/i.test(e.name)) continue;
    const rel = path.relative(srcDir, path.join(e.parentPath, e.name)).split(path.sep).join('/');
    if (rel.split('/').some((name) => NEVER.has(name))) continue;
    const moved = rewrite(rel, rewrites);
    const vitepressRoute = routeOf(moved?.to ?? rel);
    // ctfdocs skips a name or folder starting with _ (a partial), as Docusaurus does.
    const excluded = isExcluded(rel);
    if (rel.split('/').some((name) => name.startsWith('_'))) {
      out.push({ rel, vitepressRoute, excluded });
      continue;
    }
    const text = await readFile(path.join(e.parentPath, e.name), 'utf8');
    const doc = makeDoc(instance, rel, rel, splitFrontMatter(text, rel), visibility({}, { dev: false, noIndex: false }));
    // `layout` is no ctfdocs key, so it is read from the front matter's text.
    const layout = /^---\r?\n(?:(?!---).*\r?\n)*?layout:[ \t]*['"]?([\w-]+)/.exec(text)?.[1];
    out.push({ rel, vitepressRoute, docId: doc.id, route: doc.route, layout, excluded, rewrittenBy: moved?.rule });
  }
  return out.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
}

/** A page's file from the site root. */
export function pageFile(page: SourcePage, srcLabel: string): string {
  return srcLabel === '.' ? page.rel : `${srcLabel}/${page.rel}`;
}

/** The page a VitePress link names (`/guide/`, `/guide/intro`, `/guide/intro.md`, `/guide/intro.html`), if it is one. */
export function pageOfLink(pages: readonly SourcePage[], link: string): SourcePage | undefined {
  if (/^([a-z][a-z\d+.-]*:|\/\/)/i.test(link) || /[?#]/.test(link)) return undefined;
  const route =
    `/${link
      .replace(/^\/+/, '')
      .replace(/\.(md|html)$/i, '')
      .replace(/(^|\/)index$/, '')}`.replace(/\/$/, '') || '/';
  return pages.find((p) => p.vitepressRoute === route);
}

/** A page whose route ctfdocs would change, that ctfdocs does not build, or whose VitePress layout it does not have. */
export function reportPages(pages: readonly SourcePage[], srcLabel: string, out: NotCarried[]): void {
  for (const p of pages) {
    if (p.excluded) continue;
    const file = pageFile(p, srcLabel);
    if (p.route === undefined)
      out.push({
        file,
        key: '(file)',
        reason: `not built: ctfdocs reads a file or folder named with a leading "_" as a partial, not a page (VitePress serves it at ${p.vitepressRoute}); rename it to keep it`,
      });
    // A page a rewrite moves is named with its rule (config.ts).
    else if (p.route !== p.vitepressRoute && !p.rewrittenBy)
      out.push({ file, key: '(route)', reason: `served at ${p.route} by ctfdocs, at ${p.vitepressRoute} by VitePress: give it slug: ${p.vitepressRoute} in its front matter to keep the URL` });
    if (p.layout === 'home' || p.layout === 'page')
      out.push({
        file,
        key: 'layout',
        reason: `${p.layout}: VitePress's ${p.layout === 'home' ? 'home page (hero, features)' : 'page without sidebar or outline'} is not carried; ctfdocs builds it as a doc from its markdown`,
      });
  }
}
