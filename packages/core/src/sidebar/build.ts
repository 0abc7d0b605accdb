// Sidebars for one docs instance: from a sidebars file when the instance
// names one (YAML, JSON, or a JavaScript/TypeScript module, as Docusaurus
// reads them), otherwise generated from the folder tree.
import type { Diagnostic, DocFile, SidebarItem } from '../types.ts';
import type { CategoryMeta } from '../schemas/category.ts';
import type { DocsInstanceConfig } from '../schemas/docs-instance.ts';
import { formatKeyPath } from '../util/yaml-source.ts';
import { autogenerate, generatedIndexRoute } from './autogenerate.ts';
import { sidebarItemKinds, type KeyPath, type SidebarContext } from './item-kinds.ts';
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
      const doc = typeof id === 'string' ? byId.get(unversioned(id)) : undefined;
      if (!doc)
        ctx.problem(keyPath, typeof id === 'string' ? `no doc "${id}" in instance "${inst.id}"` : 'a doc id is missing', 'Use the id of an existing doc (its path without .md and number prefixes).');
      return doc;
    },
    items: (raw, keyPath) => convertList(raw, keyPath, ctx),
    autogenerate: (dirName) => autogenerate(inst, docs, categories, dirName),
    generatedIndexRoute: (label, slug) => generatedIndexRoute(inst, label, slug),
  };
  const sidebars: Record<string, SidebarItem[]> = {};
  for (const [name, list] of Object.entries(value as Record<string, unknown>)) sidebars[unversioned(name)] = convertList(list, [name], ctx);
  return { sidebars, diagnostics };
}

/** A list of items, or Docusaurus's shorthand for one: `{ Category: [items], Other: [items] }`. */
function convertList(raw: unknown, keyPath: KeyPath, ctx: SidebarContext): SidebarItem[] {
  if (Array.isArray(raw)) return raw.flatMap((item, i) => convertItem(item, [...keyPath, i], ctx));
  if (raw && typeof raw === 'object') return Object.entries(raw).flatMap(([label, items]) => shorthandCategory(label, items, [...keyPath, label], ctx));
  ctx.problem(keyPath, 'must be a list of items', 'Write the sidebar as a list of doc ids and items.');
  return [];
}

/**
 * A shorthand category starts collapsed, as in Docusaurus, whose
 * normalizeCategoriesShorthand gives it no `collapsed` and whose
 * `sidebarCollapsed` option then defaults it to true.
 */
function shorthandCategory(label: string, items: unknown, keyPath: KeyPath, ctx: SidebarContext): SidebarItem[] {
  return [{ type: 'category', label, items: convertList(items, keyPath, ctx), collapsed: true, collapsible: true }];
}

function convertItem(raw: unknown, keyPath: KeyPath, ctx: SidebarContext): SidebarItem[] {
  if (typeof raw === 'string') {
    const doc = ctx.doc(raw, keyPath);
    return doc && !hiddenFromSidebars(doc) ? [docEntry(doc)] : [];
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    ctx.problem(keyPath, 'an item is a doc id or an object with a "type"', 'See the sidebars section of docs/writing.md.');
    return [];
  }
  const item = raw as Record<string, unknown>;
  if (item.type === undefined) {
    const entries = Object.entries(item);
    if (entries.length === 1) return shorthandCategory(entries[0][0], entries[0][1], [...keyPath, entries[0][0]], ctx);
  }
  const kind = typeof item.type === 'string' ? sidebarItemKinds[item.type] : undefined;
  if (!kind) {
    ctx.problem([...keyPath, 'type'], `unknown sidebar item type "${String(item.type)}"`, `Use one of: ${Object.keys(sidebarItemKinds).join(', ')}.`);
    return [];
  }
  const converted = kind(item, keyPath, ctx);
  // The class and custom props written on the item win over the doc's front matter.
  if (item.type !== 'autogenerated' && converted[0]) {
    if (typeof item.className === 'string') converted[0].className = item.className;
    if (item.customProps && typeof item.customProps === 'object') converted[0].customProps = item.customProps as Record<string, unknown>;
  }
  return converted;
}
