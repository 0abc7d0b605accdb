import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { THEME_TEXTS, type SiteData, type SidebarItem, type ThemeTexts } from '@ctfdocs/core';
import { ShellProvider } from '../context.tsx';
import { Tabs, TabItem } from './Tabs.tsx';
import { TOCInline } from './TOCInline.tsx';
import { Details } from './Details.tsx';
import { DocCardList } from './DocCardList.tsx';
import { Admonition } from './Admonition.tsx';

describe('MDX theme components', () => {
  it('Tabs: labels from `values`, the selection from `defaultValue`, else the `default` item, else the first', () => {
    const byValues = renderToStaticMarkup(
      h(
        Tabs,
        {
          defaultValue: 'b',
          values: [
            { value: 'a', label: 'Alpha' },
            { value: 'b', label: 'Beta' },
          ],
        },
        h(TabItem, { value: 'a' }, 'one'),
        h(TabItem, { value: 'b' }, 'two'),
      ),
    );
    expect(byValues).toMatch(/aria-selected="false"[^>]*data-value="a">Alpha<\/button><button[^>]*aria-selected="true"[^>]*data-value="b">Beta<\/button>/);
    const byDefault = renderToStaticMarkup(h(Tabs, null, h(TabItem, { value: 'a', label: 'A' }, 'one'), h(TabItem, { value: 'b', label: 'B', default: true }, 'two')));
    expect(byDefault).toMatch(/class="tabs-panel tabs-panel-inactive"[^>]*data-value="a">one<\/div><div[^>]*class="tabs-panel"[^>]*data-value="b">two<\/div>/);
    const first = renderToStaticMarkup(h(Tabs, { groupId: 'g' }, h(TabItem, { value: 'a', label: 'A' }, 'one'), h(TabItem, { value: 'b', label: 'B' }, 'two')));
    expect(first).toMatch(/^<div class="tabs" data-group-id="g">.*aria-selected="true"[^>]*data-value="a"/);
  });

  it("TOCInline nests headings by level within the levels asked for, the theme config's by default", () => {
    const toc = [
      { value: 'A', id: 'a', level: 2 },
      { value: 'A1', id: 'a1', level: 3 },
      { value: 'A1x', id: 'a1x', level: 4 },
      { value: 'B', id: 'b', level: 2 },
    ];
    const site = { config: { baseUrl: '/', themeConfig: { tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 } } } } as unknown as SiteData;
    const render = (props: Parameters<typeof TOCInline>[0]) => renderToStaticMarkup(h(ShellProvider, { value: { site, route: '/' } }, h(TOCInline, props)));
    expect(render({ toc })).toBe('<div class="toc-inline"><ul><li><a href="#a">A</a><ul><li><a href="#a1">A1</a></li></ul></li><li><a href="#b">B</a></li></ul></div>');
    expect(render({ toc, minHeadingLevel: 3, maxHeadingLevel: 4 })).toBe('<div class="toc-inline"><ul><li><a href="#a1">A1</a><ul><li><a href="#a1x">A1x</a></li></ul></li></ul></div>');
  });

  it('Details takes its summary from the prop or from a <summary> child', () => {
    expect(renderToStaticMarkup(h(Details, { summary: 'More' }, 'body'))).toBe('<details><summary>More</summary>body</details>');
    expect(renderToStaticMarkup(h(Details, null, h('summary', null, 'Own'), 'body'))).toBe('<details><summary>Own</summary>body</details>');
  });

  it('Admonition: caution is drawn as warning, an unknown type as a note', () => {
    const inShell = (props: object, texts: ThemeTexts = THEME_TEXTS) =>
      renderToStaticMarkup(h(ShellProvider, { value: { site: { config: { baseUrl: '/' }, texts } as unknown as SiteData, route: '/' } }, h(Admonition, props, 'x')));
    expect(inShell({ type: 'caution' })).toBe('<div class="admonition admonition-warning" role="note"><p class="admonition-title">Caution</p><div class="admonition-body">x</div></div>');
    expect(inShell({ type: 'bogus', title: 'T' })).toContain('admonition-note');
    expect(inShell({ type: 'constructor' })).toContain('<p class="admonition-title">Note</p>');
    // Its default title in the page's locale.
    expect(inShell({ type: 'tip' }, { ...THEME_TEXTS, 'theme.admonition.tip': 'Astuce' })).toContain('<p class="admonition-title">Astuce</p>');
  });

  it('DocCardList lists the category whose page this is, or the one that lists the page', () => {
    const sidebar: SidebarItem[] = [
      { type: 'doc', id: 'intro', label: 'Intro', href: '/docs/intro' },
      {
        type: 'category',
        label: 'Guide',
        href: '/docs/guide',
        collapsed: false,
        collapsible: true,
        items: [
          { type: 'doc', id: 'guide/a', label: 'A', href: '/docs/guide/a' },
          { type: 'category', label: 'Deep', collapsed: true, collapsible: true, items: [{ type: 'doc', id: 'guide/deep/x', label: 'X', href: '/docs/guide/deep/x' }] },
        ],
      },
    ];
    const site = { config: { baseUrl: '/' }, instances: [{ id: 'docs', versions: [{ name: 'current', sidebars: { main: sidebar } }] }] } as unknown as SiteData;
    const render = (route: string) => renderToStaticMarkup(h(ShellProvider, { value: { site, route, instanceId: 'docs', version: 'current', sidebarId: 'main' } }, h(DocCardList)));
    expect(render('/docs/guide')).toBe(
      '<ul class="card-list"><li><a class="card" href="/docs/guide/a"><span class="card-title">A</span></a></li><li><a class="card" href="/docs/guide/deep/x"><span class="card-title">Deep</span></a></li></ul>',
    );
    expect(render('/docs/guide/a')).toBe('<ul class="card-list"><li><a class="card" href="/docs/guide/deep/x"><span class="card-title">Deep</span></a></li></ul>');
  });
});
