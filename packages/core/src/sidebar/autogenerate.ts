// Sidebar items generated from the folder tree, with Docusaurus's rules:
// folders are categories (labelled and placed by their `_category_` file),
// a folder's index doc is its link, and items are ordered by position, then
// by number prefix, then by name.
import path from 'node:path';
import type { DocFile, SidebarItem } from '../types.ts';
import type { CategoryMeta } from '../schemas/category.ts';
import type { DocsInstanceConfig } from '../schemas/docs-instance.ts';
import { joinRoute } from '../routes/join.ts';
import { slugify } from '../util/slug.ts';
import { splitNumberPrefix } from './number-prefix.ts';
import { docEntry, hiddenFromSidebars } from './items/shared.ts';
import { escapeRegExp } from '../util/regexp.ts';

interface Node {
  name: string;
  position?: number;
  item: SidebarItem;
}

/** Route of a category's generated index: its slug under the instance, or `category/<label>`. */
export function generatedIndexRoute(inst: DocsInstanceConfig, label: string, slug?: string): string {
  return joinRoute(inst.routeBasePath, slug ?? `category/${slugify(label)}`);
}

export function autogenerate(inst: DocsInstanceConfig, docs: DocFile[], categories: Record<string, CategoryMeta>, dirName: string): SidebarItem[] {
  const visible = docs.filter((d) => !hiddenFromSidebars(d));
  const prefix = dirName ? `${dirName}/` : '';
  const inScope = visible.filter((d) => d.relPath.startsWith(prefix));
  const rootIndex = dirName === '' ? inScope.find((d) => /^(index|readme)\.mdx?$/i.test(d.relPath)) : undefined;
  const items = folderItems(inst, inScope, categories, dirName, rootIndex);
  return rootIndex ? [docEntry(rootIndex), ...items] : items;
}

function folderItems(inst: DocsInstanceConfig, docs: DocFile[], categories: Record<string, CategoryMeta>, folder: string, exclude?: DocFile): SidebarItem[] {
  const nodes: Node[] = [];
  const subfolders = new Set<string>();
  for (const doc of docs) {
    if (doc === exclude) continue;
    const dir = path.posix.dirname(doc.relPath) === '.' ? '' : path.posix.dirname(doc.relPath);
    if (dir === folder) {
      const numbered = splitNumberPrefix(path.posix.basename(doc.relPath));
      nodes.push({ name: doc.relPath, position: doc.sidebarPosition ?? numbered.position, item: docEntry(doc) });
    } else if (dir.startsWith(folder ? `${folder}/` : '')) {
      const sub = dir.slice(folder ? folder.length + 1 : 0).split('/')[0];
      subfolders.add(folder ? `${folder}/${sub}` : sub);
    }
  }
  for (const sub of subfolders) {
    const meta = categories[sub] ?? {};
    const base = path.posix.basename(sub);
    const numbered = splitNumberPrefix(base);
    const inFolder = docs.filter((d) => d.relPath.startsWith(`${sub}/`));
    const indexDoc =
      meta.link?.type === 'doc'
        ? docs.find((d) => d.id === (meta.link as { id: string }).id)
        : meta.link
          ? undefined
          : inFolder.find((d) => new RegExp(`^${escapeRegExp(sub)}/(index|readme|${escapeRegExp(base)}|${escapeRegExp(numbered.name)})\\.mdx?$`, 'i').test(d.relPath));
    const label = meta.label ?? numbered.name;
    const children = folderItems(inst, inFolder, categories, sub, indexDoc);
    let generatedIndex: { title: string; description?: string } | undefined;
    let href = indexDoc?.route;
    if (meta.link?.type === 'generated-index') {
      generatedIndex = { title: meta.link.title ?? label, description: meta.link.description ?? meta.description };
      href = generatedIndexRoute(inst, label, meta.link.slug);
    }
    nodes.push({
      name: sub,
      position: meta.position ?? indexDoc?.sidebarPosition ?? numbered.position,
      item: {
        type: 'category',
        label,
        items: children,
        href,
        generatedIndex,
        collapsed: meta.collapsed ?? false,
        collapsible: meta.collapsible ?? true,
        className: meta.className,
        customProps: meta.customProps,
      },
    });
  }
  nodes.sort((a, b) => {
    if (a.position !== undefined && b.position !== undefined && a.position !== b.position) return a.position - b.position;
    if (a.position !== undefined && b.position === undefined) return -1;
    if (a.position === undefined && b.position !== undefined) return 1;
    return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
  });
  return nodes.map((n) => n.item);
}
