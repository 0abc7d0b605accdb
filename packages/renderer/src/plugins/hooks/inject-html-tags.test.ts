import { describe, expect, it } from 'vitest';
import { testPlugin } from '../testing.ts';
import { pluginHeadTags } from './inject-html-tags.ts';

const rootDir = '/site-root';

describe('injectHtmlTags', () => {
  it("gives each plugin's tags in order, in the config's shape, with the baseUrl before a path of the site", async () => {
    const first = testPlugin(
      { name: 'first', loadContent: () => 'v2', injectHtmlTags: ({ content }) => ({ headTags: [{ tagName: 'meta', attributes: { name: 'latest', content: String(content) } }] }) },
      { rootDir, index: 0, baseUrl: '/docs/' },
    );
    const second = testPlugin(
      { name: 'second', injectHtmlTags: () => ({ headTags: [{ tagName: 'script', attributes: { src: '/js/widget.js', defer: true } }] }) },
      { rootDir, index: 1, baseUrl: '/docs/' },
    );
    const made = await pluginHeadTags([{ ...first, content: 'v2' }, second], '/docs/');
    expect(made.diagnostics).toEqual([]);
    expect(made.tags).toEqual([
      { tagName: 'meta', attributes: { name: 'latest', content: 'v2' }, innerHTML: undefined, keyPath: ['plugins', 0], urlAttribute: undefined },
      { tagName: 'script', attributes: { src: '/docs/js/widget.js', defer: true }, innerHTML: undefined, keyPath: ['plugins', 1], urlAttribute: 'src' },
    ]);
  });

  it("reports a tag the config would refuse, raw HTML and a hook that throws, each at the plugin's entry", async () => {
    const made = await pluginHeadTags(
      [
        testPlugin({ name: 'div', injectHtmlTags: () => ({ headTags: [{ tagName: 'div' as 'meta' }] }) }, { rootDir, index: 0 }),
        testPlugin({ name: 'raw', injectHtmlTags: () => ({ headTags: ['<script src="x.js"></script>' as never] }) }, { rootDir, index: 1 }),
        testPlugin({ name: 'http', injectHtmlTags: () => ({ headTags: [{ tagName: 'script', attributes: { src: 'http://cdn.example.com/a.js' } }] }) }, { rootDir, index: 2 }),
        testPlugin(
          {
            name: 'throws',
            injectHtmlTags: () => {
              throw new Error('no version file');
            },
          },
          { rootDir, index: 3 },
        ),
      ],
      '/',
    );
    expect(made.tags).toEqual([]);
    expect(made.diagnostics.map((d) => [d.code, d.configPath, d.file, d.line])).toEqual([
      ['plugin/head-tags', 'plugins[0]', 'site/ctfdocs.config.yaml', 7],
      ['plugin/head-tags', 'plugins[1]', 'site/ctfdocs.config.yaml', 7],
      ['plugin/head-tags', 'plugins[2]', 'site/ctfdocs.config.yaml', 7],
      ['plugin/hook', 'plugins[3]', 'site/ctfdocs.config.yaml', 7],
    ]);
    expect(made.diagnostics[0].message).toMatch(/^Plugin "div" \(\.\/plugins\/div\.mjs\): injectHtmlTags returned headTags\[0\]\.tagName: must be one of link, meta, script, style/);
    expect(made.diagnostics[1].hint).toMatch(/^A head tag as raw HTML is not taken/);
    expect(made.diagnostics[2].message).toContain('headTags[0].attributes.src: is plain http');
    expect(made.diagnostics[3].message).toBe('Plugin "throws" (./plugins/throws.mjs) failed in injectHtmlTags: no version file');
  });
});
