import { describe, expect, it } from 'vitest';
import type { DocsInstance } from '../../types.ts';
import { navbarItemSchema } from '../../schemas/navbar.ts';
import { navbarItemChecks } from './index.ts';

// Only what the checks read of an instance: its id, doc ids and sidebar names.
const inst = { config: { id: 'guide' }, docs: [{ id: 'intro' }], sidebars: { main: [] } } as unknown as DocsInstance;
const problems = (yaml: Record<string, unknown>) => {
  const item = navbarItemSchema.parse(yaml);
  return navbarItemChecks[item.type]?.(item, inst) ?? [];
};

describe('navbar item checks', () => {
  it('doc: needs a docId naming a doc of the instance', () => {
    expect(problems({ type: 'doc' }).map((p) => p.key)).toEqual(['docId']);
    expect(problems({ type: 'doc', docId: 'outro' })[0]?.message).toBe('no doc "outro" in instance "guide"');
    expect(problems({ type: 'doc', docId: 'intro' })).toEqual([]);
  });

  it('docSidebar: needs a sidebarId naming a sidebar of the instance, and lists the sidebars there are', () => {
    expect(problems({ type: 'docSidebar' }).map((p) => p.key)).toEqual(['sidebarId']);
    expect(problems({ type: 'docSidebar', sidebarId: 'other' })[0]).toMatchObject({ message: 'no sidebar "other" in instance "guide"', hint: 'Use one of: main.' });
    expect(problems({ type: 'docSidebar', sidebarId: 'main' })).toEqual([]);
  });

  it('dropdown: needs items', () => {
    expect(problems({ type: 'dropdown', items: [] }).map((p) => p.key)).toEqual(['items']);
    expect(problems({ label: 'More', items: [{ to: '/a', label: 'A' }] })).toEqual([]);
  });

  it('without an instance to look in, a doc or sidebar is not checked (the missing instance is reported once, for every kind)', () => {
    const unchecked = (yaml: Record<string, unknown>) => {
      const item = navbarItemSchema.parse(yaml);
      return navbarItemChecks[item.type]?.(item, undefined);
    };
    expect(unchecked({ type: 'doc', docId: 'outro' })).toEqual([]);
    expect(unchecked({ type: 'docSidebar', sidebarId: 'other' })).toEqual([]);
  });

  it('kinds with nothing to check against the content have no entry', () => {
    expect(problems({ to: '/about', label: 'About' })).toEqual([]);
    expect(Object.keys(navbarItemChecks).sort()).toEqual(['doc', 'docSidebar', 'dropdown']);
  });
});
