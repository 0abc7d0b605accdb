import { describe, expect, it } from 'vitest';
import type { DocFile, SidebarItem } from '../types.ts';
import { placeInSidebars } from './sidebar-placement.ts';
import { OUTPUTS, visibility } from './visibility.ts';

const listed = visibility({}, { dev: false, noIndex: false });

function doc(id: string, shown = listed): DocFile {
  return {
    instanceId: 'docs',
    id,
    source: `docs/${id}.md`,
    relPath: `${id}.md`,
    frontMatter: {},
    frontMatterSource: '',
    bodyLine: 1,
    body: '',
    route: `/docs/${id}`,
    title: id,
    sidebarLabel: id,
    visibility: shown,
  };
}

describe('placeInSidebars', () => {
  it('passes over a doc kept out of previous/next links, which gets none itself but keeps its place', () => {
    // Listed in sidebars but in no previous/next link: no flag gives this today; the placement asks the output alone.
    const quiet = doc('b', { ...Object.fromEntries(OUTPUTS.map((o) => [o, true])), prevNext: false, robotsNoindex: false } as DocFile['visibility']);
    const docs = [doc('a'), quiet, doc('c')];
    const items: SidebarItem[] = docs.map((d) => ({ type: 'doc', id: d.id, label: d.id, href: d.route }));
    const placed = placeInSidebars({ main: items }, new Map(docs.map((d) => [d.route, d])));
    expect(placed.get('a')).toEqual({ sidebarId: 'main', breadcrumbs: [], prev: undefined, next: { label: 'c', href: '/docs/c' } });
    expect(placed.get('c')).toEqual({ sidebarId: 'main', breadcrumbs: [], prev: { label: 'a', href: '/docs/a' }, next: undefined });
    expect(placed.get('b')).toEqual({ sidebarId: 'main', breadcrumbs: [] });
  });
});
