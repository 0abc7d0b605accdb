import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SidebarItem, SiteData } from '@ctfdocs/core';
import { ShellProvider } from '../context.tsx';
import { SidebarMenu } from './Sidebar.tsx';
import { openCategoriesKey } from './sidebar-plan.ts';

const doc = (href: string): SidebarItem => ({ type: 'doc', id: href, label: href, href });
const cat = (label: string, items: SidebarItem[], href?: string): SidebarItem => ({ type: 'category', label, items, href, collapsed: true, collapsible: true });

// 0: a, 1: Setup [ b, 1.1: Deep [ c ], 1.2: Linked (/setup/linked) [ d ], f ], 2: Again [ b, e ], 3: link
const sidebar: SidebarItem[] = [
  doc('/a'),
  cat('Setup', [doc('/b'), cat('Deep', [doc('/c')]), cat('Linked', [doc('/d')], '/setup/linked'), doc('/f')]),
  cat('Again', [doc('/b'), doc('/e')]),
  { type: 'link', label: 'Out', href: 'https://example.com' },
];

const site = { config: { baseUrl: '/' } } as SiteData;
const menuFor = (route: string) =>
  renderToStaticMarkup(createElement(ShellProvider, { value: { site, route } }, createElement(SidebarMenu, { items: sidebar, openFor: route, activeRoute: '\u0000none' })));

describe('openCategoriesKey', () => {
  it('names every collapsed category open for each page', () => {
    expect(openCategoriesKey(sidebar, '/a')).toBe('');
    // In two sibling categories: both open.
    expect(openCategoriesKey(sidebar, '/b')).toBe('1 2');
    expect(openCategoriesKey(sidebar, '/c')).toBe('1 1.1');
    expect(openCategoriesKey(sidebar, '/d')).toBe('1 1.2');
    expect(openCategoriesKey(sidebar, '/e')).toBe('2');
    expect(openCategoriesKey(sidebar, '/f')).toBe('1');
  });

  it('gives two routes one key only when their sidebars render the same (the renderer shares one file between them)', () => {
    const routes = ['/a', '/b', '/c', '/d', '/e', '/f', '/setup/linked', '/elsewhere'];
    for (const r of routes) {
      for (const q of routes) {
        if (openCategoriesKey(sidebar, r) === openCategoriesKey(sidebar, q)) expect(menuFor(q), `${r} and ${q}`).toBe(menuFor(r));
        else expect(menuFor(q), `${r} and ${q}`).not.toBe(menuFor(r));
      }
    }
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
