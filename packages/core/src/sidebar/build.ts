// Sidebars for one docs instance: from a sidebars file when the instance
// names one (YAML, JSON, or a JavaScript/TypeScript module, as Docusaurus
// reads them), otherwise generated from the folder tree.
import type { Diagnostic, DocFile, SidebarItem } from '../types.ts';
import type { CategoryMeta } from '../schemas/category.ts';
import type { DocsInstanceConfig } from '../schemas/docs-instance.ts';
import { formatKeyPath } from '../util/yaml-source.ts';
import { autogenerate, generatedIndexRoute } from './autogenerate.ts';
import type { ShorthandCategory, SidebarFileItem, SidebarItemList, SidebarItemType } from '../schemas/sidebars.ts';
import { checkSidebarsFile } from './check-file.ts';
import { sidebarItemKinds, type KeyPath, type SidebarContext, type SidebarItemKind } from './item-kinds.ts';
import { readSidebarsFile } from './read-file.ts';
import { docEntry, hiddenFromSidebars } from './items/shared.ts';

export const DEFAULT_SIDEBAR = 'defaultSidebar';

export async function buildSidebars(
  inst: DocsInstanceConfig,
  docs: DocFile[],
  categories: Record<string, CategoryMeta>,
  rootDir: string,
  /** The released version these docs are, whose Docusaurus 2 ids (`version-<name>/intro`) name its docs. */
  versionName?: string,
): Promise<{ sidebars: Record<string, SidebarItem[]>; diagnostics: Diagnostic[] }> {
  if (!inst.sidebarPath) return { sidebars: { [DEFAULT_SIDEBAR]: autogenerate(inst, docs, categories, '') }, diagnostics: [] };
  const file = inst.sidebarPath;
  const src = await readSidebarsFile(rootDir, file);
  if (src.diagnostics.length) return { sidebars: {}, diagnostics: src.diagnostics };
  const diagnostics: Diagnostic[] = [];
  const value = src.value;
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    return {
      sidebars: {},
      diagnostics: [
        { severity: 'error', code: 'sidebars/invalid', message: 'A sidebars file maps sidebar names to lists of items', file, line: 1, hint: 'Write e.g. "docs:" followed by a list of doc ids.' },
      ],
    };
  }
  const byId = new Map(docs.map((d) => [d.id, d]));
  const versionPrefix = versionName ? `version-${versionName}/` : undefined;
  const unversioned = (name: string) => (versionPrefix && name.startsWith(versionPrefix) ? name.slice(versionPrefix.length) : name);
  const ctx: SidebarContext = {
    problem(keyPath, message, hint) {
      const at = src.locate(keyPath);
      diagnostics.push({
        severity: 'error',
        code: 'sidebars/invalid',
        message: `${formatKeyPath(keyPath)}: ${message}`,
        file,
        line: at?.line,
        column: at?.column,
        configPath: formatKeyPath(keyPath),
        hint,
      });
    },
    doc(id, keyPath) {
      const doc = byId.get(unversioned(id));
      if (!doc) ctx.problem(keyPath, `no doc "${id}" in instance "${inst.id}"`, 'Use the id of an existing doc (its path without .md and number prefixes).');
      return doc;
    },
    items: (list, keyPath) => convertList(list, keyPath, ctx),
    autogenerate: (dirName) => autogenerate(inst, docs, categories, dirName),
    generatedIndexRoute: (label, slug) => generatedIndexRoute(inst, label, slug),
  };
  const sidebars: Record<string, SidebarItem[]> = {};
  const checked = checkSidebarsFile(value, ctx.problem) ?? {};
  for (const [name, list] of Object.entries(checked)) sidebars[unversioned(name)] = convertList(list, [name], ctx);
  // Top to bottom, as the file is read: the schema's problems and the docs' ones found after it.
  return { sidebars, diagnostics: diagnostics.sort((a, b) => (a.line ?? Infinity) - (b.line ?? Infinity)) };
}

/** A list of items, or Docusaurus's shorthand for one: `{ Category: [items], Other: [items] }`. */
function convertList(list: SidebarItemList, keyPath: KeyPath, ctx: SidebarContext): SidebarItem[] {
  if (Array.isArray(list)) return list.flatMap((item, i) => convertItem(item, [...keyPath, i], ctx));
  return Object.entries(list).flatMap(([label, items]) => shorthandCategory(label, items, [...keyPath, label], ctx));
}

/**
 * A shorthand category starts collapsed, as in Docusaurus, whose
 * normalizeCategoriesShorthand gives it no `collapsed` and whose
 * `sidebarCollapsed` option then defaults it to true.
 */
function shorthandCategory(label: string, items: SidebarItemList, keyPath: KeyPath, ctx: SidebarContext): SidebarItem[] {
  return [{ type: 'category', label, items: convertList(items, keyPath, ctx), collapsed: true, collapsible: true }];
}

function isShorthand(item: Exclude<SidebarFileItem, string>): item is ShorthandCategory {
  return !('type' in item);
}

function convertItem(item: SidebarFileItem, keyPath: KeyPath, ctx: SidebarContext): SidebarItem[] {
  if (typeof item === 'string') {
    const doc = ctx.doc(item, keyPath);
    return doc && !hiddenFromSidebars(doc) ? [docEntry(doc)] : [];
  }
  if (isShorthand(item)) {
    const [label, items] = Object.entries(item)[0] as [string, SidebarItemList];
    return shorthandCategory(label, items, [...keyPath, label], ctx);
  }
  // Each kind's converter takes its own items: the type check cannot pair the two through the union.
  const converted = (sidebarItemKinds[item.type] as SidebarItemKind<SidebarItemType>)(item as never, keyPath, ctx);
  // The class and custom props written on the item win over the doc's front matter.
  if (item.type !== 'autogenerated' && converted[0]) {
    if (item.className !== undefined) converted[0].className = item.className;
    if (item.customProps !== undefined) converted[0].customProps = item.customProps;
  }
  return converted;
}
