// Tag pages of one docs version, as Docusaurus makes them: `<base>/tags`
// lists every tag with its number of docs, `<base>/tags/<tag>` the docs
// that carry it. Docs whose visibility keeps them off tag pages (unlisted) are left out of both.
import type { DocFile, DocsInstance, GeneratedIndexData } from '../types.ts';
import { joinRoute } from '../routes/join.ts';
import { slugify } from '../util/slug.ts';

export interface TagLink {
  label: string;
  href: string;
}

export interface VersionTags {
  pages: GeneratedIndexData[];
  /** The tags shown on a doc's page, linking to their pages. */
  tagsOf(doc: DocFile): TagLink[];
}

export function tagPages(inst: DocsInstance, docs: DocFile[]): VersionTags {
  const base = joinRoute(inst.version.path, 'tags');
  const hrefOf = (label: string) => joinRoute(base, slugify(label) || 'tag');
  const byHref = new Map<string, { label: string; docs: DocFile[] }>();
  for (const doc of docs) {
    for (const label of new Set(doc.frontMatter.tags ?? [])) {
      const href = hrefOf(label);
      const entry = byHref.get(href) ?? { label, docs: [] };
      entry.docs.push(doc);
      byHref.set(href, entry);
    }
  }
  const listed = [...byHref].map(([href, t]) => ({ href, label: t.label, docs: t.docs.filter((d) => d.visibility.tagPages) })).filter((t) => t.docs.length);
  listed.sort((a, b) => a.label.localeCompare(b.label, 'en'));
  const common = { source: inst.config.path, instanceId: inst.config.id, version: inst.version.name, tagPage: true as const };
  const pages: GeneratedIndexData[] = [];
  if (listed.length) {
    pages.push({ kind: 'generated-index', route: base, ...common, title: 'Tags', items: listed.map((t) => ({ label: `${t.label} (${t.docs.length})`, href: t.href })), breadcrumbs: [] });
    for (const t of listed) {
      const count = `${t.docs.length} doc${t.docs.length === 1 ? '' : 's'}`;
      pages.push({
        kind: 'generated-index',
        route: t.href,
        ...common,
        title: `${count} tagged with "${t.label}"`,
        items: t.docs.map((d) => ({ label: d.title, href: d.route, description: d.frontMatter.description })),
        breadcrumbs: [{ label: 'Tags', href: base }],
      });
    }
  }
  return { pages, tagsOf: (doc) => [...new Set(doc.frontMatter.tags ?? [])].map((label) => ({ label, href: hrefOf(label) })) };
}
