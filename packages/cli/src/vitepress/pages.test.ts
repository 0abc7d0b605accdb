import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { NotCarried } from '../docusaurus/keys.ts';
import { pageOfLink, reportPages, sourcePages } from './pages.ts';

async function site(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ctfdocs-vp-'));
  for (const [rel, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, rel)), { recursive: true });
    await writeFile(path.join(dir, rel), text);
  }
  return dir;
}

describe('the pages of a VitePress site', () => {
  it("lists every .md file with VitePress's route and ctfdocs's, and names each page whose route or layout ctfdocs changes", async () => {
    const dir = await site({
      'index.md': '---\nlayout: home\nhero:\n  name: X\n---\n',
      'guide/index.md': '# Guide\n',
      'guide/01-intro.md': '# Intro\n',
      'guide/README.md': '# Read me\n',
      'guide/_draft.md': '# Draft\n',
      'parts/a.md': 'Part.\n',
      'node_modules/pkg/README.md': '# Not a page\n',
      '.vitepress/theme/notes.md': '# Not a page\n',
    });
    const pages = await sourcePages(dir, { id: 'docs', routeBasePath: '/' }, ['parts/**']);
    expect(pages.map((p) => [p.rel, p.vitepressRoute, p.route, p.excluded])).toEqual([
      ['guide/01-intro.md', '/guide/01-intro', '/guide/intro', false],
      ['guide/README.md', '/guide/README', '/guide', false],
      ['guide/_draft.md', '/guide/_draft', undefined, false],
      ['guide/index.md', '/guide', '/guide', false],
      ['index.md', '/', '/', false],
      ['parts/a.md', '/parts/a', '/parts/a', true],
    ]);
    const out: NotCarried[] = [];
    reportPages(pages, 'docs', out);
    expect(out.map((n) => `${n.file} ${n.key}`)).toEqual(['docs/guide/01-intro.md (route)', 'docs/guide/README.md (route)', 'docs/guide/_draft.md (file)', 'docs/index.md layout']);
    expect(out[0].reason).toContain('give it slug: /guide/01-intro');
  });

  it('finds the page a link names, in the forms VitePress reads', async () => {
    const dir = await site({ 'guide/index.md': '', 'guide/a.md': '' });
    const pages = await sourcePages(dir, { id: 'docs', routeBasePath: '/' }, []);
    for (const link of ['/guide/', '/guide', '/guide/index', '/guide/index.md']) expect(pageOfLink(pages, link)?.rel, link).toBe('guide/index.md');
    for (const link of ['/guide/a', '/guide/a.md', '/guide/a.html', 'guide/a']) expect(pageOfLink(pages, link)?.rel, link).toBe('guide/a.md');
    for (const link of ['/guide/a#part', 'https://example.com/guide/a', '/guide/b']) expect(pageOfLink(pages, link), link).toBeUndefined();
  });

  it('gives a page the route a rewrite moves it to, so links to that route find it; the rule names the pages it moved', async () => {
    const dir = await site({ 'en/guide/a.md': '', 'en/index.md': '', 'packages/x/src/README.md': '', 'other.md': '' });
    const pages = await sourcePages(dir, { id: 'docs', routeBasePath: '/' }, [], { 'en/:rest*': ':rest*', 'packages/:pkg/src/(.*)': ':pkg/index.md' });
    expect(pages.map((p) => [p.rel, p.vitepressRoute, p.route, p.rewrittenBy])).toEqual([
      ['en/guide/a.md', '/guide/a', '/en/guide/a', 'en/:rest*'],
      ['en/index.md', '/', '/en', 'en/:rest*'],
      ['other.md', '/other', '/other', undefined],
      ['packages/x/src/README.md', '/x', '/packages/x/src', 'packages/:pkg/src/(.*)'],
    ]);
    expect(pageOfLink(pages, '/guide/a')?.rel).toBe('en/guide/a.md');
    const out: NotCarried[] = [];
    reportPages(pages, '.', out);
    expect(out).toEqual([]);
  });
});
