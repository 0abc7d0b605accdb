import { describe, expect, it } from 'vitest';
import type { SidebarItem } from '@ctfdocs/core';
import { openCategoriesKey } from './Sidebar.tsx';

const doc = (href: string): SidebarItem => ({ type: 'doc', id: href, label: href, href });
const cat = (label: string, items: SidebarItem[], href?: string): SidebarItem => ({ type: 'category', label, items, href, collapsed: true, collapsible: true });

// 0: a, 1: Setup [ b, 1.1: Deep [ c ], 1.2: Linked (/setup/linked) [ d ] ], 2: Again [ b, e ], 3: link
const sidebar: SidebarItem[] = [
  doc('/a'),
  cat('Setup', [doc('/b'), cat('Deep', [doc('/c')]), cat('Linked', [doc('/d')], '/setup/linked')]),
  cat('Again', [doc('/b'), doc('/e')]),
  { type: 'link', label: 'Out', href: 'https://example.com' },
];

describe('openCategoriesKey', () => {
  it('names the path of categories open for each page, the first holding category winning at each level', () => {
    expect(openCategoriesKey(sidebar, '/a')).toBe('');
    expect(openCategoriesKey(sidebar, '/b')).toBe('1');
    expect(openCategoriesKey(sidebar, '/c')).toBe('1.1');
    expect(openCategoriesKey(sidebar, '/d')).toBe('1.2');
    expect(openCategoriesKey(sidebar, '/e')).toBe('2');
  });

  it("opens a category's parents for the category's own page", () => {
    expect(openCategoriesKey(sidebar, '/setup/linked')).toBe('1');
  });

  it('opens nothing for a route the sidebar does not hold', () => {
    expect(openCategoriesKey(sidebar, '/elsewhere')).toBe('');
  });

  it('answers for a sidebar built later from new items (serve rebuilds)', () => {
    const next: SidebarItem[] = [cat('Only', [doc('/a')])];
    expect(openCategoriesKey(next, '/a')).toBe('0');
    expect(openCategoriesKey(sidebar, '/a')).toBe('');
  });
});
