import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '@ctfdocs/core';
import { stringify } from 'yaml';
import { convertConfig } from './config.ts';

async function convert(extra: Record<string, unknown>, preset: Record<string, unknown> = {}) {
  const dir = await mkdtemp(path.join(tmpdir(), 'ctfdocs-docusaurus-'));
  const converted = convertConfig(
    { title: 'Widget', url: 'https://widget.example.com', baseUrl: '/widget/', presets: [['classic', { docs: false, ...preset }]], ...extra },
    'docusaurus.config.js',
    dir,
  );
  return { dir, ...converted, reported: converted.notCarried.map((n) => `${n.key}: ${n.reason}`) };
}

describe("the import of a site's styles and head", () => {
  it('carries customCss as paths from the site folder, and names a package that is not installed', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'ctfdocs-docusaurus-'));
    const { config, notCarried } = convertConfig(
      {
        title: 'W',
        url: 'https://w.example.com',
        baseUrl: '/',
        presets: [['classic', { docs: false, theme: { customCss: [path.join(dir, 'src/css/custom.css'), './src/css/more.css', 'widget-tweets/theme.css'] } }]],
      },
      'docusaurus.config.js',
      dir,
    );
    expect(config.customCss).toEqual(['src/css/custom.css', 'src/css/more.css']);
    expect(notCarried).toEqual([
      expect.objectContaining({ key: 'presets[0][1].theme.customCss[2]', reason: expect.stringContaining('"widget-tweets/theme.css" is in a package that is not installed') }),
    ]);
    const single = convertConfig(
      { title: 'W', url: 'https://w.example.com', presets: [['classic', { docs: false, theme: { customCss: path.join(dir, 'custom.css') } }]] },
      'docusaurus.config.js',
      dir,
    );
    expect(single.config.customCss).toEqual(['custom.css']);
  });

  it('carries stylesheets, scripts and head tags as ctfdocs takes them, and names what it leaves out', async () => {
    const { config, reported } = await convert({
      stylesheets: ['https://cdn.jsdelivr.net/npm/katex/dist/katex.min.css', { href: '/widget/css/print.css', type: 'text/css', media: 'print', crossOrigin: 'anonymous' }],
      scripts: [
        '//cdn.example.com/a.js',
        'js/relative.js',
        { src: 'https://plausible.io/js/script.js', defer: true, 'data-domain': 'widget.example.com', nonce: 'abc' },
        'http://insecure.example.com/x.js',
      ],
      headTags: [
        { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.gstatic.com', crossorigin: 'anonymous' } },
        { tagName: 'meta', attributes: { name: 'google-site-verification', content: 'abc' } },
        { tagName: 'link', attributes: { rel: 'preload', as: 'style', href: '/css/x.css', onload: "this.rel='stylesheet'" } },
        { tagName: 'noscript', attributes: {}, innerHTML: '<img src="/pixel.gif">' },
      ],
    });
    expect(config.stylesheets).toEqual(['https://cdn.jsdelivr.net/npm/katex/dist/katex.min.css', { href: '/css/print.css', type: 'text/css', media: 'print', crossorigin: 'anonymous' }]);
    expect(config.scripts).toEqual(['https://cdn.example.com/a.js', '/js/relative.js', { src: 'https://plausible.io/js/script.js', defer: true, 'data-domain': 'widget.example.com' }]);
    expect(config.headTags).toEqual([
      { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.gstatic.com', crossorigin: 'anonymous' } },
      { tagName: 'meta', attributes: { name: 'google-site-verification', content: 'abc' } },
    ]);
    expect(reported).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^scripts\[2\]\.nonce: an attribute ctfdocs does not write/),
        expect.stringMatching(/^scripts\[3\]: left out: src: is plain http: write https:\/\/insecure\.example\.com\/x\.js/),
        expect.stringMatching(/^headTags\[2\]: left out: attributes\.onload: is an event handler/),
        expect.stringMatching(/^headTags\[3\]: left out: tagName: must be one of link, meta, script, style/),
      ]),
    );
    expect(reported).toHaveLength(4);
  });

  it("carries clientModules as paths from the site folder, require.resolve's and plain ones, and names those it cannot", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'ctfdocs-docusaurus-'));
    await mkdir(path.join(dir, 'src'), { recursive: true });
    await writeFile(path.join(dir, 'src/plain.js'), '');
    const { config, notCarried } = convertConfig(
      {
        title: 'W',
        url: 'https://w.example.com',
        clientModules: [
          path.join(dir, 'src/clientModules/routes.js'),
          './src/css/extra.css',
          'src/plain.js',
          path.join(dir, 'node_modules/widget-client/client.js'),
          'widget-analytics/client',
          path.join(path.dirname(dir), 'shared/client.js'),
          42,
        ],
      },
      'docusaurus.config.js',
      dir,
    );
    expect(config.clientModules).toEqual(['src/clientModules/routes.js', 'src/css/extra.css', 'src/plain.js', 'widget-client/client.js']);
    expect(notCarried.map((n) => `${n.key}: ${n.reason}`)).toEqual([
      'clientModules[4]: "widget-analytics/client" is in a package that is not installed: run npm install in the site and import again to carry it',
      `clientModules[5]: ${path.join(path.dirname(dir), 'shared/client.js')} is outside the site folder: copy it into the site and import again to carry it`,
      'clientModules[6]: not a path: ctfdocs takes paths of modules',
    ]);
    expect(parseConfig(stringify(config), 'ctfdocs.config.yaml').diagnostics).toEqual([]);
  });

  it("writes a package's file that require.resolve found in a node_modules folder above the site (a hoisted monorepo) as the package's specifier", async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'ctfdocs-docusaurus-'));
    const site = path.join(root, 'website');
    const hoisted = path.join(root, 'node_modules');
    const { config, notCarried } = convertConfig(
      {
        title: 'W',
        url: 'https://w.example.com',
        presets: [['classic', { docs: false, theme: { customCss: [path.join(site, 'src/css/custom.css'), path.join(hoisted, 'react-lite-youtube-embed/dist/LiteYouTubeEmbed.css')] } }]],
        clientModules: [path.join(hoisted, '@widget/client/dist/index.js'), path.join(hoisted, '.pnpm/widget-x@1.0.0/node_modules/widget-x/theme.css'), path.join(root, 'shared/client.js')],
      },
      'docusaurus.config.js',
      site,
    );
    expect(config.customCss).toEqual(['src/css/custom.css', 'react-lite-youtube-embed/dist/LiteYouTubeEmbed.css']);
    expect(config.clientModules).toEqual(['@widget/client/dist/index.js', 'widget-x/theme.css']);
    expect(notCarried.map((n) => `${n.key}: ${n.reason}`)).toEqual([
      `clientModules[2]: ${path.join(root, 'shared/client.js')} is outside the site folder: copy it into the site and import again to carry it`,
    ]);
  });

  it('writes a config that ctfdocs reads without a problem', async () => {
    const { config } = await convert(
      { scripts: ['/js/a.js', { src: 'https://x.example.com/b.js', async: true }], headTags: [{ tagName: 'script', attributes: { type: 'application/ld+json' }, innerHTML: '{}' }] },
      { theme: { customCss: './custom.css' } },
    );
    expect(parseConfig(stringify(config), 'ctfdocs.config.yaml').diagnostics).toEqual([]);
  });
});
