import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { THEME_TEXTS } from '@ctfdocs/core';
import { renderCrashPage, type CrashContext } from './crash-page.ts';

function context(overrides: Partial<CrashContext>): CrashContext {
  return {
    route: '/docs/intro',
    source: 'content/docs/intro.md',
    rootDir: '/site',
    dev: true,
    lang: 'en',
    css: '/assets/css/styles.abc.css',
    js: '/assets/js/main.abc.js',
    shell: (inner) => '<!DOCTYPE html>' + renderToString(createElement('body', null, createElement('nav', { className: 'navbar' }), inner)),
    inlineScript: () => 'document.documentElement.dataset.theme="light"',
    csp: "default-src 'self'",
    texts: THEME_TEXTS,
    ...overrides,
  };
}

describe('renderCrashPage', () => {
  it('puts the crash panel inside the shell when only the content threw', () => {
    const crash = renderCrashPage(new Error('bad data\nmore detail'), context({}));
    expect(crash.where).toBe('content');
    expect(crash.html).toContain('<nav class="navbar">');
    expect(crash.html).toContain('<h1>This page crashed.</h1>');
    expect(crash.html).toContain('<p class="crash-page-message">bad data</p>');
    expect(crash.html).toContain('data-crash-retry=""');
    expect(crash.diagnostic).toMatchObject({ severity: 'warning', code: 'render/page-crashed', file: 'content/docs/intro.md' });
    expect(crash.diagnostic.message).toMatch(/^Page \/docs\/intro crashed while rendering: bad data/);
  });

  it('renders a whole page of its own when the shell throws too, and reports the shell error', () => {
    const crash = renderCrashPage(
      new Error('content error'),
      context({
        shell: () => {
          throw new Error('navbar item has no label');
        },
      }),
    );
    expect(crash.where).toBe('shell');
    expect(crash.html).not.toContain('<nav');
    expect(crash.html).toContain('<title>This page crashed.</title>');
    expect(crash.html).toContain('<p class="crash-page-message">navbar item has no label</p>');
    expect(crash.html).toContain('<script src="/assets/js/main.abc.js" defer="" type="module">');
    expect(crash.html).toContain('<html lang="en" dir="ltr" data-theme="light" data-dev="">');
    expect(crash.html).toContain('dataset.theme="light"');
    expect(crash.diagnostic).toMatchObject({ code: 'render/shell-crashed', file: 'content/docs/intro.md' });
    expect(crash.diagnostic.message).toContain('The theme shell (navbar, footer or layout) crashed while rendering /docs/intro: navbar item has no label');
  });

  it('is an error outside serve, and leaves out the colour-mode script when the config cannot produce it', () => {
    const crash = renderCrashPage(
      'a string was thrown',
      context({
        dev: false,
        shell: () => {
          throw new Error('broken');
        },
        inlineScript: () => {
          throw new Error('no config');
        },
      }),
    );
    expect(crash.diagnostic.severity).toBe('error');
    expect(crash.html).not.toContain('data-dev');
    expect(crash.html).not.toContain('dataset.theme');
  });
});
