// VitePress's `themeConfig.sidebar` as ctfdocs sidebars. VitePress shows
// the sidebar whose key is the longest prefix of the page's route (one list
// is shown on every page); ctfdocs shows a doc the sidebar that lists it. So
// each prefix becomes a sidebar of its own, and a page under a prefix that
// its sidebar does not list is named: it would show no sidebar.
import { isPlain, Keys, keyPath, type NotCarried, type Plain } from '../docusaurus/keys.ts';
import { pageFile, pageOfLink, type SourcePage } from './pages.ts';

export interface ConvertedSidebars {
  /** Sidebar id → items, as the sidebars YAML holds them. */
  sidebars: Record<string, unknown[]>;
  /** Each sidebar's route prefix, and the pages it lists. */
  prefixes: Array<{ id: string; prefix: string; listed: Set<string> }>;
}

/** A sidebar id from its prefix: `/guide/` → `guide`, `/fr/api/` → `fr-api`, `/` → `main`. */
function sidebarId(prefix: string, taken: Set<string>): string {
  const base = prefix.replace(/^\/+|\/+$/g, '').replace(/[^\w-]+/g, '-') || 'main';
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  taken.add(id);
  return id;
}

export class SidebarConverter {
  readonly result: ConvertedSidebars = { sidebars: {}, prefixes: [] };
  private readonly taken = new Set<string>();

  constructor(
    private readonly pages: readonly SourcePage[],
    private readonly file: string,
    private readonly out: NotCarried[],
  ) {}

  /** A `sidebar` value, at `at` (`themeConfig.sidebar`, or a locale's); a single list applies under `scope` (`/`, or the locale's `/fr/`). */
  add(value: unknown, at: string, scope: string): void {
    if (Array.isArray(value)) {
      this.one(scope, value, '', at);
      return;
    }
    if (!isPlain(value)) return;
    for (const [prefix, entry] of Object.entries(value)) {
      const where = keyPath(at, prefix);
      if (Array.isArray(entry)) this.one(prefix, entry, '', where);
      else {
        const k = new Keys(entry, where, this.file, this.out);
        const items = k.take('items');
        this.one(prefix, Array.isArray(items) ? items : [], k.string('base') ?? '', keyPath(where, 'items'));
        k.rest('not a sidebar option in ctfdocs');
      }
    }
  }

  private one(prefix: string, items: unknown[], base: string, at: string): void {
    const id = sidebarId(prefix, this.taken);
    const listed = new Set<string>();
    this.result.sidebars[id] = this.items(items, base, at, listed);
    this.result.prefixes.push({ id, prefix: `/${prefix.replace(/^\/+|\/+$/g, '')}`.replace(/^\/$/, ''), listed });
  }

  private items(list: unknown[], base: string, at: string, listed: Set<string>): unknown[] {
    return list.flatMap((item, i) => this.item(item, base, keyPath(at, i), listed));
  }

  private item(raw: unknown, base: string, at: string, listed: Set<string>): unknown[] {
    const k = new Keys(raw, at, this.file, this.out);
    const text = k.string('text');
    const ownBase = k.string('base') || base;
    const linkValue = k.string('link');
    const link = linkValue === undefined ? undefined : joinBase(ownBase, linkValue);
    const children = k.take('items');
    for (const key of ['rel', 'target']) k.drop(key, "ctfdocs's sidebar opens internal links in the page and external ones in a new tab");
    k.drop('docFooterText', 'the previous/next label of a page is its front matter pagination_label in ctfdocs');
    const page = link === undefined ? undefined : pageOfLink(this.pages, link);
    if (page?.docId) listed.add(page.rel);
    let out: unknown[];
    if (Array.isArray(children)) {
      const items = this.items(children, ownBase, keyPath(at, 'items'), listed);
      const collapsed = k.boolean('collapsed');
      if (text === undefined && link === undefined) {
        // A group without a title is a run of items in VitePress's sidebar.
        out = items;
      } else {
        // VitePress: without `collapsed` a group cannot be folded; with it, it can, and starts folded when true.
        const category: Plain = { type: 'category', label: text ?? page?.rel ?? link };
        if (collapsed === undefined) category.collapsible = false;
        else if (collapsed) category.collapsed = true;
        if (page?.docId) category.link = { type: 'doc', id: page.docId };
        else if (link !== undefined) k.report('link', `not a page of the site (${link}): a ctfdocs category links only to a doc`);
        category.items = items;
        out = [category];
      }
    } else if (link === undefined) {
      k.report('text', 'an item with neither a link nor items has nothing to show in ctfdocs; it is left out');
      out = [];
    } else if (page?.docId) {
      out = [{ type: 'doc', id: page.docId, ...(text === undefined ? {} : { label: text }) }];
    } else {
      out = [{ type: 'link', label: text ?? link, href: page?.route ?? link }];
    }
    k.rest('not a sidebar item option in ctfdocs');
    return out;
  }
}

/**
 * A link under a `base` (the item's own, else its group's), as VitePress's
 * sidebar joins them (theme-default/support/sidebar.ts, addBase): the base
 * in front as it is, a leading "/" of the link dropped.
 */
function joinBase(base: string, link: string): string {
  if (!base || /^([a-z][a-z\d+.-]*:|\/\/)/i.test(link)) return link;
  return base + link.replace(/^\//, base.endsWith('/') ? '' : '/');
}

/** Pages under a prefix that its sidebar does not list: VitePress shows them that sidebar, ctfdocs none. */
export function reportUnlisted(converted: ConvertedSidebars, pages: readonly SourcePage[], srcLabel: string, out: NotCarried[]): void {
  // VitePress picks the longest prefix that matches a route.
  const byLength = [...converted.prefixes].sort((a, b) => b.prefix.length - a.prefix.length);
  const listedAnywhere = new Set(converted.prefixes.flatMap((p) => [...p.listed]));
  for (const page of pages) {
    // VitePress's home and page layouts show no sidebar.
    if (!page.docId || page.excluded || listedAnywhere.has(page.rel) || page.layout === 'home' || page.layout === 'page') continue;
    const owner = byLength.find((p) => page.vitepressRoute === p.prefix || page.vitepressRoute.startsWith(`${p.prefix}/`) || p.prefix === '');
    if (!owner) continue;
    out.push({
      file: pageFile(page, srcLabel),
      key: '(sidebar)',
      reason: `in no sidebar: VitePress shows it the sidebar of ${owner.prefix || '/'}, ctfdocs shows a page the sidebar that lists it; add "${page.docId}" to ${owner.id} in the sidebars file to keep it`,
    });
  }
}
