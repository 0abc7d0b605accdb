import { describe, expect, it } from 'vitest';
import { scanLinks, type CheckedPage } from '../check.ts';
import { collectExternalLinks } from './collect.ts';

const config = {
  file: 'site/ctfdocs.config.yaml',
  value: {
    title: 'Docs',
    themeConfig: {
      navbar: {
        items: [
          { to: '/docs', label: 'Docs' },
          { href: 'https://github.com/CTFd/CTFd', label: 'GitHub' },
        ],
      },
      announcementBar: { content: 'New: <a href="https://ctfd.io/blog">the blog</a>' },
    },
  },
  locate: (keyPath: Array<string | number>) => ({ line: keyPath.length * 10, column: 5 }),
};

const layout = '<a href="https://github.com/CTFd/CTFd">GitHub</a><a href="https://ctfd.io/blog">blog</a><a href="https://status.ctfd.io">status</a>';

function page(route: string, body: string, contentLinks: CheckedPage['contentLinks'] = []): CheckedPage {
  return { route, source: `content${route}.md`, links: scanLinks(layout + body), contentLinks };
}

describe('collectExternalLinks', () => {
  const links = collectExternalLinks(
    [
      page('/docs/a', '<a href="https://ctfd.io/pricing#plans">p</a><a href="/docs/b">b</a>', [
        { url: 'https://ctfd.io/pricing#plans', line: 4, column: 2 },
        { url: '/docs/b', line: 5 },
      ]),
      page('/docs/b', '<a href="https://ctfd.io/pricing">p</a><a href="//cdn.ctfd.io/x.js">cdn</a><a href="https://ctfd.io/a%20b">sp</a>', [
        { url: 'https://ctfd.io/a b', line: 11 },
        { url: 'https://ctfd.io/pricing', line: 9 },
        { url: '//cdn.ctfd.io/x.js', line: 10, file: 'content/docs/_partial.mdx' },
      ]),
    ],
    config,
  );

  it('keys each link by the URL it is asked at: fragment dropped, protocol-relative as https', () => {
    expect([...links.keys()]).toEqual([
      'https://ctfd.io/pricing',
      'https://ctfd.io/a%20b',
      'https://cdn.ctfd.io/x.js',
      'https://github.com/CTFd/CTFd',
      'https://ctfd.io/blog',
      'https://status.ctfd.io/',
    ]);
  });

  it('places a link written in a page at its file and line, each place once, however the HTML encodes it', () => {
    expect(links.get('https://ctfd.io/a%20b')).toEqual([{ written: 'https://ctfd.io/a b', file: 'content/docs/b.md', line: 11, column: undefined }]);
    expect(links.get('https://ctfd.io/pricing')).toEqual([
      { written: 'https://ctfd.io/pricing#plans', file: 'content/docs/a.md', line: 4, column: 2 },
      { written: 'https://ctfd.io/pricing', file: 'content/docs/b.md', line: 9, column: undefined },
    ]);
    expect(links.get('https://cdn.ctfd.io/x.js')).toEqual([{ written: '//cdn.ctfd.io/x.js', file: 'content/docs/_partial.mdx', line: 10, column: undefined }]);
  });

  it('places a layout link at the config key that holds it, HTML values included', () => {
    expect(links.get('https://github.com/CTFd/CTFd')).toEqual([
      { written: 'https://github.com/CTFd/CTFd', file: 'site/ctfdocs.config.yaml', line: 50, column: 5, configPath: 'themeConfig.navbar.items[1].href' },
    ]);
    expect(links.get('https://ctfd.io/blog')?.[0].configPath).toBe('themeConfig.announcementBar.content');
  });

  it('places a link neither a page nor the config wrote at the first page that has it, with the count of pages', () => {
    expect(links.get('https://status.ctfd.io/')).toEqual([{ written: 'https://status.ctfd.io', file: 'content/docs/a.md', pages: { count: 2, example: '/docs/a' } }]);
  });
});
