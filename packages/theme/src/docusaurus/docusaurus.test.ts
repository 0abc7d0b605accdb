import { describe, expect, it } from 'vitest';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { DOCUSAURUS_MODULES, parseConfig, THEME_TEXTS, type SiteData } from '@ctfdocs/core';
import { ShellProvider } from '../context.tsx';
import { docusaurusModules } from './index.ts';

function site(extra: object = {}): SiteData {
  const { config, diagnostics } = parseConfig(JSON.stringify({ title: 'Widget', url: 'https://widget.example.com', baseUrl: '/widget/', ...extra }), 'ctfdocs.config.yaml');
  expect(diagnostics).toEqual([]);
  return { config: config!, instances: [], locale: { current: 'en', siteBaseUrl: '/widget/' }, blogs: [], dev: false, texts: THEME_TEXTS, globalData: { changelog: { count: 3 } } };
}

const render = (node: ReactNode, data = site()) => renderToStaticMarkup(createElement(ShellProvider, { value: { site: data, route: '/docs/intro' } }, node));

const Link = docusaurusModules['@docusaurus/Link'].default;
const { default: useBaseUrl, useBaseUrlUtils } = docusaurusModules['@docusaurus/useBaseUrl'];
const useDocusaurusContext = docusaurusModules['@docusaurus/useDocusaurusContext'].default;
const { default: isInternalUrl, hasProtocol } = docusaurusModules['@docusaurus/isInternalUrl'];

/** What useBaseUrl makes of each kind of URL. */
function Urls() {
  const { withBaseUrl } = useBaseUrlUtils();
  return [
    useBaseUrl('/img/logo.svg'),
    useBaseUrl('img/logo.svg'),
    useBaseUrl('/widget/img/logo.svg'),
    useBaseUrl('/widget'),
    useBaseUrl('/img/logo.svg', { absolute: true }),
    useBaseUrl('/widget/x', { forcePrependBaseUrl: true }),
    useBaseUrl('https://cdn.example.com/a.png'),
    useBaseUrl('#top'),
    withBaseUrl('/docs'),
  ].join(' ');
}

/** What useDocusaurusContext gives. */
function Context() {
  const { siteConfig, i18n, globalData } = useDocusaurusContext();
  return `${siteConfig.title} ${siteConfig.url}${siteConfig.baseUrl} ${String(siteConfig.customFields.team)} ${i18n.currentLocale}/${i18n.defaultLocale}/${i18n.locales.join(',')} ${JSON.stringify(globalData)}`;
}

describe("the theme's equivalents of Docusaurus's modules", () => {
  it('has one for every module the import rules let through', () => {
    expect(Object.keys(docusaurusModules).sort()).toEqual([...DOCUSAURUS_MODULES].sort());
  });

  it('@docusaurus/Link: to or href, baseUrl added to a path from the site root, another site in a new tab, pathname:// as a plain path', () => {
    expect(render(createElement(Link, { to: '/docs/intro', className: 'x' }, 'Intro'))).toBe('<a href="/widget/docs/intro" class="x">Intro</a>');
    expect(render(createElement(Link, { href: '/blog' }, 'Blog'))).toBe('<a href="/widget/blog">Blog</a>');
    expect(render(createElement(Link, { to: 'relative/page' }, 'R'))).toBe('<a href="relative/page">R</a>');
    expect(render(createElement(Link, { to: '#part' }, 'P'))).toBe('<a href="#part">P</a>');
    expect(render(createElement(Link, { to: '/docs', autoAddBaseUrl: false }, 'D'))).toBe('<a href="/docs">D</a>');
    expect(render(createElement(Link, { href: 'https://github.com/widget' }, 'GitHub'))).toBe('<a href="https://github.com/widget" target="_blank" rel="noopener noreferrer">GitHub</a>');
    expect(render(createElement(Link, { href: 'https://github.com/widget', target: '_self' }, 'G'))).toBe('<a href="https://github.com/widget" target="_self" rel="noopener noreferrer">G</a>');
    expect(render(createElement(Link, { to: 'pathname:///files/report.pdf' }, 'PDF'))).toBe('<a href="/widget/files/report.pdf" target="_blank" rel="noopener noreferrer">PDF</a>');
    // Props of react-router's NavLink, which draw nothing in static HTML.
    expect(render(createElement(Link, { to: '/docs', isNavLink: true, activeClassName: 'active' }, 'D'))).toBe('<a href="/widget/docs">D</a>');
  });

  it('@docusaurus/useBaseUrl: baseUrl before a path, absolute with the site url, left alone for another site or a fragment', () => {
    expect(render(createElement(Urls))).toBe(
      '/widget/img/logo.svg /widget/img/logo.svg /widget/img/logo.svg /widget/ https://widget.example.com/widget/img/logo.svg /widget/widget/x https://cdn.example.com/a.png #top /widget/docs',
    );
  });

  it("@docusaurus/useDocusaurusContext: the site's config (customFields included), its locales and its plugins' global data", () => {
    expect(render(createElement(Context), site({ customFields: { team: 'Widget Co.' }, i18n: { locales: ['en', 'fr'] } }))).toBe(
      'Widget https://widget.example.com/widget/ Widget Co. en/en/en,fr {&quot;changelog&quot;:{&quot;count&quot;:3}}',
    );
  });

  it('@docusaurus/isInternalUrl: a URL with no scheme and no host is internal', () => {
    expect([isInternalUrl('/docs'), isInternalUrl('docs/intro'), isInternalUrl('https://x.example'), isInternalUrl('//cdn.example'), isInternalUrl('mailto:a@b.c'), isInternalUrl(undefined)]).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(hasProtocol('pathname:///x')).toBe(true);
  });
});
