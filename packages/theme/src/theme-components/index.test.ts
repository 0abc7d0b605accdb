import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { THEME_TEXTS } from '@ctfdocs/core';
import { ShellProvider } from '../context.tsx';
import { isThemeComponentName, themeComponents } from './index.ts';
import { ThemeComponentsProvider, type SiteThemeComponents } from './overridable.tsx';

const { EditThisPage } = themeComponents;
/** A site's own edit link, in place of the theme's. */
function Site({ href }: { href: string }) {
  return createElement('a', { className: 'site-edit', href }, 'Suggest a change');
}

/** A site's component wrapping the theme's own. */
function Wrapper(props: { href: string }) {
  return createElement('div', { className: 'wrap' }, createElement(EditThisPage.Original, props));
}

const shell = { site: { texts: THEME_TEXTS } as never, route: '/docs/a' };

function render(node: ReactNode, site: SiteThemeComponents = {}): string {
  return renderToStaticMarkup(createElement(ThemeComponentsProvider, { value: site }, createElement(ShellProvider, { value: shell }, node)));
}

describe('the theme components a site can replace', () => {
  it('are listed under the name each was made overridable with, Docusaurus’s where it has one', () => {
    for (const [name, component] of Object.entries(themeComponents)) expect(component.themeName, name).toBe(name);
    expect(Object.keys(themeComponents)).toEqual(expect.arrayContaining(['Footer', 'Navbar', 'DocSidebar', 'TOC', 'DocItem/Footer', 'DocPaginator', 'NotFound', 'Admonition', 'CodeBlock', 'Layout']));
    expect(isThemeComponentName('DocItem/Footer')).toBe(true);
    expect(isThemeComponentName('Foter')).toBe(false);
    expect(isThemeComponentName('toString')).toBe(false);
  });

  it("draw the theme's own component unless the site gives one for the name", () => {
    const props = { href: 'https://example.com/edit/a.md' };
    const own = render(createElement(EditThisPage, props));
    expect(own).toContain('href="https://example.com/edit/a.md"');
    expect(own).toContain(THEME_TEXTS['theme.common.editThisPage']);
    expect(render(createElement(EditThisPage, props), { EditThisPage: Site })).toBe('<a class="site-edit" href="https://example.com/edit/a.md">Suggest a change</a>');
    // Another name's component leaves this one alone.
    expect(render(createElement(EditThisPage, props), { Footer: Site })).toBe(own);
  });

  it("let the site's component wrap the theme's through Original, which is never replaced", () => {
    const props = { href: 'https://example.com/edit/a.md' };
    const own = render(createElement(EditThisPage.Original, props));
    expect(render(createElement(EditThisPage, props), { EditThisPage: Wrapper })).toBe(`<div class="wrap">${own}</div>`);
  });
});
