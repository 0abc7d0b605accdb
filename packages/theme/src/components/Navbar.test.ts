import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { parseConfig, siteConfigSchema, THEME_TEXTS, type SiteData, type SiteVersion } from '@ctfdocs/core';
import { ShellProvider } from '../context.tsx';
import { Navbar } from './Navbar.tsx';
import { navbarItemKinds } from './navbar-items/index.ts';

const version = (name: string, isLast: boolean): SiteVersion => ({
  name,
  label: name === 'current' ? 'Next' : name,
  isLast,
  path: isLast ? '/docs' : `/docs/${name}`,
  banner: 'none',
  mainDocId: 'intro',
  sidebars: {},
  docs: { intro: isLast ? '/docs/intro' : `/docs/${name}/intro` },
});

function render(items: object[], route = '/blog'): { bar: string; drawer: string } {
  const { config, diagnostics } = parseConfig(JSON.stringify({ title: 'T', url: 'https://example.com', i18n: { locales: ['en', 'fr'] }, themeConfig: { navbar: { items } } }), 'ctfdocs.config.yaml');
  expect(diagnostics).toEqual([]);
  const site: SiteData = {
    config: config!,
    instances: [{ id: 'docs', routeBasePath: '/docs', sidebars: {}, docRoutes: { intro: '/docs/intro' }, versions: [version('1.0', true), version('current', false)] }],
    locale: { current: 'en', siteBaseUrl: '/' },
    blogs: [],
    dev: false,
    texts: THEME_TEXTS,
  };
  const html = renderToStaticMarkup(createElement(ShellProvider, { value: { site, route } }, createElement(Navbar)));
  const at = html.indexOf('class="navbar-sidebar"');
  return { bar: html.slice(0, at), drawer: html.slice(at) };
}

describe('navbar items', () => {
  it('has a kind for every item type the config accepts', () => {
    const typeSchema = siteConfigSchema.shape.themeConfig.unwrap().shape.navbar.unwrap().shape.items.unwrap().element;
    const accepted = Object.keys(navbarItemKinds).filter((type) => typeSchema.safeParse({ type, label: 'x' }).success);
    expect(accepted).toEqual(Object.keys(navbarItemKinds));
    expect(typeSchema.safeParse({ type: 'fancy' }).success).toBe(false);
  });

  it('renders each kind by its type, and lists only links and dropdowns in the drawer', () => {
    const { bar, drawer } = render([
      { label: 'Blog', to: '/blog' },
      { type: 'doc', docId: 'intro', label: 'Docs' },
      { type: 'dropdown', label: 'More', items: [{ label: 'A', href: 'https://a.example' }] },
      { type: 'html', value: '<b class="made">hi</b>', position: 'right' },
      { type: 'search', position: 'right' },
      { type: 'docsVersionDropdown', position: 'right' },
      { type: 'localeDropdown', position: 'right' },
    ]);
    expect(bar).toContain('<a href="/blog" class="navbar-link active" aria-current="page">Blog</a>');
    expect(bar).toMatch(/<a href="\/docs\/intro" class="navbar-link" data-docs-plugin-id="docs" data-version-links="[^"]*">Docs<\/a>/);
    expect(bar).toContain('navbar-dropdown-toggle');
    expect(bar).toContain('<span class="navbar-html"><b class="made">hi</b></span>');
    expect(bar).toContain('data-search-button');
    expect(bar).toContain('data-docs-version-dropdown="docs"');
    expect(bar).toContain('aria-label="Languages: English"');
    expect(drawer).toContain('<a href="/blog" class="menu-link active" aria-current="page">Blog</a>');
    expect(drawer).not.toContain('navbar-html');
    expect(drawer).not.toContain('data-search-button');
  });

  it('leaves out a doc item whose doc is not built', () => {
    const { bar } = render([{ type: 'doc', docId: 'draft', label: 'Draft' }]);
    expect(bar).not.toContain('Draft');
  });

  it('puts className on every kind of item, as Docusaurus does', () => {
    const { bar, drawer } = render([
      { label: 'Blog', to: '/blog', className: 'c-link' },
      { type: 'doc', docId: 'intro', label: 'Docs', className: 'c-doc' },
      { type: 'dropdown', label: 'More', className: 'c-dropdown', items: [{ label: 'A', href: 'https://a.example' }] },
      { type: 'html', value: 'hi', position: 'right', className: 'c-html' },
      { type: 'search', position: 'right', className: 'c-search' },
      { type: 'docsVersion', position: 'right', className: 'c-version' },
      { type: 'docsVersionDropdown', position: 'right', className: 'c-versions' },
      { type: 'localeDropdown', position: 'right', className: 'c-locales' },
    ]);
    const classOf = (name: string) => new RegExp(`class="[^"]*\\b${name}\\b[^"]*"`);
    for (const name of ['c-link', 'c-doc', 'c-dropdown', 'c-html', 'c-search', 'c-version', 'c-versions', 'c-locales']) expect(bar, name).toMatch(classOf(name));
    // Docusaurus's toggle of a dropdown carries it: the menu's links do not.
    expect(bar).toMatch(/<button type="button" class="navbar-link navbar-dropdown-toggle c-dropdown"/);
    for (const name of ['c-link', 'c-doc', 'c-dropdown', 'c-version', 'c-versions', 'c-locales']) expect(drawer, name).toMatch(classOf(name));
  });

  it('makes the label of a dropdown with to or href a link, as Docusaurus does; the menu still opens from it', () => {
    const { bar, drawer } = render([
      { type: 'dropdown', label: 'Docs', to: '/docs/intro', items: [{ label: 'A', href: 'https://a.example' }] },
      { type: 'dropdown', label: 'Site', href: 'https://site.example', items: [{ label: 'B', to: '/b' }] },
      { type: 'dropdown', label: 'Plain', items: [{ label: 'C', to: '/c' }] },
    ]);
    expect(bar).toContain('<a href="/docs/intro" class="navbar-link navbar-dropdown-toggle" aria-haspopup="true" aria-expanded="false" data-dropdown-toggle="">Docs</a>');
    expect(bar).toContain(
      '<a href="https://site.example" target="_blank" rel="noopener noreferrer" class="navbar-link navbar-dropdown-toggle" aria-haspopup="true" aria-expanded="false" data-dropdown-toggle="">Site</a>',
    );
    expect(bar).toContain('<button type="button" class="navbar-link navbar-dropdown-toggle" aria-haspopup="true" aria-expanded="false" data-dropdown-toggle="">Plain</button>');
    // In the drawer the label opens nothing and leads nowhere, as Docusaurus's mobile dropdown label.
    expect(drawer).toContain('<span class="menu-link menu-link-caption">Docs</span>');
  });
});
