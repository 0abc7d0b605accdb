// Site-wide data the shell renders from: every docs instance with its
// versions, sidebars and doc routes, the doc each version's navbar items
// lead to, and the blogs (blog/site-blogs.ts).
import type { ContentGraph, DocsInstance, SidebarItem, SiteData, SiteVersion } from '../types.ts';
import type { SiteConfig } from '../config/schema.ts';
import type { ThemeTexts } from '../shared/theme-texts.ts';
import { siteBlogs } from './blog/site-blogs.ts';

/** What the shell renders from; `locale` is the copy of the site being built, `texts` the shell's words in it. */
export function siteData(config: SiteConfig, graph: ContentGraph, dev: boolean, locale: SiteData['locale'] | undefined, texts: ThemeTexts): SiteData {
  return {
    config,
    dev,
    texts,
    instances: siteInstances(config, graph),
    blogs: siteBlogs(config, graph),
    locale: locale ?? { current: config.i18n.defaultLocale, siteBaseUrl: config.baseUrl },
  };
}

/** One entry per docs instance, with every version built; the top-level sidebars and routes are the last version's. */
function siteInstances(config: SiteConfig, graph: ContentGraph): SiteData['instances'] {
  return config.docs.flatMap((instConfig) => {
    const variants = graph.instances.filter((i) => i.config.id === instConfig.id);
    const versions: SiteVersion[] = variants.map(({ version, sidebars, docs, ...rest }) => ({
      name: version.name,
      label: version.label,
      isLast: version.isLast,
      path: version.path,
      banner: version.banner,
      mainDocId: mainDocId({ version, sidebars, docs, ...rest }),
      sidebars,
      docs: Object.fromEntries(docs.filter((d) => d.visibility.html).map((d) => [d.id, d.route])),
    }));
    const last = versions.find((v) => v.isLast);
    if (!last) return [];
    return [{ id: instConfig.id, routeBasePath: instConfig.routeBasePath, sidebars: last.sidebars, docRoutes: last.docs, versions }];
  });
}

/**
 * The doc a version's navbar items lead to: the landing doc when the version
 * has it, else the doc at the version's root, else the first doc of its first
 * sidebar, else its first doc.
 */
export function mainDocId(inst: DocsInstance): string {
  const docs = inst.docs.filter((d) => d.visibility.html);
  const landing = inst.config.landingDocId;
  if (landing && docs.some((d) => d.id === landing)) return landing;
  const root = docs.find((d) => d.route === inst.version.path);
  if (root) return root.id;
  const firstSidebar = Object.values(inst.sidebars)[0];
  const firstDoc = firstSidebar && findFirstDoc(firstSidebar);
  return firstDoc ?? docs[0]?.id ?? '';
}

function findFirstDoc(items: SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'doc') return item.id;
    if (item.type === 'category') {
      const inner = findFirstDoc(item.items);
      if (inner) return inner;
    }
  }
  return undefined;
}
