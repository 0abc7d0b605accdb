import { describe, expect, it } from 'vitest';
import { parseConfig, siteHeadTags } from '@ctfdocs/core';
import { headScript } from '@ctfdocs/theme';
import { NO_SOURCES } from './headers.ts';
import { sitePolicySources } from './site-policy.ts';
import type { ExternalCssUrl } from './stylesheet.ts';

function sources(yaml: string, opts: { dev?: boolean; cssUrls?: ExternalCssUrl[]; frames?: string[] } = {}) {
  const loaded = parseConfig(`title: T\nurl: https://docs.example.com\n${yaml}`, 'ctfdocs.config.yaml');
  expect(loaded.diagnostics).toEqual([]);
  const config = loaded.config!;
  return { config, sources: sitePolicySources({ config, dev: opts.dev ?? false, headTags: siteHeadTags(config), cssUrls: opts.cssUrls ?? [], frames: opts.frames ?? [] }) };
}

const INLINE = 'window.dataLayer = window.dataLayer || [];';

describe("the site's policy sources", () => {
  it("allow only the theme's head script for a config that names nothing outside the site", () => {
    const { config, sources: s } = sources('scripts: [/js/local.js]\nstylesheets: [/css/local.css]\n');
    expect(s).toEqual({ ...NO_SOURCES, inlineScripts: [headScript(config)] });
  });

  it('allow exactly the origins the scripts, stylesheets, head tags and site stylesheets name, each where it loads', () => {
    const { config, sources: s } = sources(
      [
        'scripts:',
        '  - https://plausible.io/js/script.js',
        '  - { src: "http://127.0.0.1:4321/widget.js", defer: true }',
        'stylesheets: [https://cdn.jsdelivr.net/npm/katex/dist/katex.min.css]',
        'headTags:',
        '  - { tagName: link, attributes: { rel: preconnect, href: "https://fonts.gstatic.com", crossorigin: true } }',
        '  - { tagName: link, attributes: { rel: preload, as: font, href: "https://fonts.example.net/a.woff2" } }',
        '  - { tagName: link, attributes: { rel: manifest, href: "https://apps.example.org/site.webmanifest" } }',
        '  - { tagName: link, attributes: { rel: icon, href: "https://img.example.org/icon.png" } }',
        '  - { tagName: link, attributes: { rel: "alternate stylesheet", href: "https://styles.example.org/alt.css" } }',
        '  - { tagName: script, attributes: { src: "https://tag.example.com/t.js", async: true } }',
        `  - { tagName: script, innerHTML: "${INLINE}" }`,
        '  - { tagName: script, attributes: { type: application/ld+json }, innerHTML: "{}" }',
        '  - { tagName: style, innerHTML: "body { margin: 0 }" }',
        '  - { tagName: meta, attributes: { name: google-site-verification, content: "https://not.an.origin.example" } }',
      ].join('\n'),
      {
        cssUrls: [
          { url: 'https://fonts.googleapis.com/css2?family=Inter', kind: 'import' },
          { url: 'https://cdn.example.com/brand.woff2', kind: 'url' },
        ],
      },
    );
    expect(s).toEqual({
      inlineScripts: [headScript(config), INLINE],
      script: ['https://tag.example.com', 'https://plausible.io', 'http://127.0.0.1:4321'],
      connect: ['https://fonts.gstatic.com', 'https://tag.example.com', 'https://plausible.io', 'http://127.0.0.1:4321'],
      style: ['https://styles.example.org', 'https://cdn.jsdelivr.net', 'https://fonts.googleapis.com'],
      font: ['https://fonts.gstatic.com', 'https://fonts.example.net', 'https://styles.example.org', 'https://cdn.jsdelivr.net', 'https://fonts.googleapis.com', 'https://cdn.example.com'],
      frame: [],
      manifest: ['https://apps.example.org'],
    });
  });

  it("allow Google's tag and endpoints with analytics in a production build, not in serve", () => {
    const yaml = 'themeConfig:\n  analytics: { trackingID: G-ABC123DEF4 }\n';
    expect(sources(yaml).sources.script).toEqual(['https://www.googletagmanager.com']);
    expect(sources(yaml).sources.connect).toEqual(['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com']);
    expect(sources(yaml, { dev: true }).sources.script).toEqual([]);
  });

  it('let pages connect to exactly the hosts of a hosted search provider, beside analytics', () => {
    const algolia = 'themeConfig:\n  search: { provider: algolia, appId: APP123, apiKey: 0123456789abcdef0123456789abcdef, indexName: docs }\n';
    const hosts = ['https://APP123-dsn.algolia.net', 'https://APP123-1.algolianet.com', 'https://APP123-2.algolianet.com', 'https://APP123-3.algolianet.com'];
    expect(sources(algolia).sources.connect).toEqual(hosts);
    expect(sources(`${algolia}  analytics: { trackingID: G-ABC123DEF4 }\n`).sources.connect).toEqual([
      ...hosts,
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ]);
    expect(sources('themeConfig:\n  search: { provider: local }\n').sources.connect).toEqual([]);
  });

  it('allow frames from exactly the origins pages embed, and none without them', () => {
    expect(sources('', { frames: ['https://player.vimeo.com'] }).sources.frame).toEqual(['https://player.vimeo.com']);
    expect(sources('').sources.frame).toEqual([]);
  });
});
