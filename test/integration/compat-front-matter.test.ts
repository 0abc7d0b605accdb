// Docusaurus front matter that does something: unlisted, tags,
// pagination_label, last_update with showLastUpdateTime/Author, on the
// compat-sidebars fixture (built once, and served once for the dev banner).
import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '@ctfdocs/renderer';
import { startServer, type RunningServer } from '@ctfdocs/dev-server';
import { copyFixture, edit, repoRoot, write } from '../helpers/fixture.ts';
import { sharedCompileWorkers } from '../helpers/workers.ts';

const workers = sharedCompileWorkers();

let outDir: string;
let server: RunningServer | undefined;
afterAll(async () => {
  await server?.close();
});
const page = (route: string) => readFile(path.join(outDir, `${route}.html`), 'utf8');

beforeAll(async () => {
  outDir = await mkdtemp(path.join(repoRoot, 'test/tmp', 'compat-front-matter-'));
  // A copy: a build writes its caches beside the site, never into test/fixtures.
  const result = await buildSite({ rootDir: await copyFixture('compat-sidebars'), configPath: 'ctfdocs.config.yaml', outDir, write: true, workers });
  expect(result.diagnostics).toEqual([]);
}, 60_000);

describe('unlisted: true', () => {
  it('is built and reachable, marked noindex, without the serve banner in a build', async () => {
    const html = await page('docs/next/hidden');
    expect(html).toContain('Only for those with the link.');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain('unlisted-banner');
  });

  it('is in no sidebar, previous/next link, sitemap, search index or tag page', async () => {
    const intro = await page('docs/next/intro');
    expect(intro).toContain('/docs/next/api-notes/notes');
    expect(intro).not.toContain('/docs/next/hidden');
    const hidden = await page('docs/next/hidden');
    expect(hidden).not.toContain('pagination-nav');
    expect(await readFile(path.join(outDir, 'sitemap.xml'), 'utf8')).not.toContain('hidden');
    const searchDir = path.join(outDir, 'assets/search');
    const shards = (await readdir(searchDir, { recursive: true })).filter((f) => f.endsWith('.json'));
    const text = (await Promise.all(shards.map((f) => readFile(path.join(searchDir, f), 'utf8')))).join('\n');
    expect(text).toContain('Notes on the API');
    expect(text).not.toContain('Only for those with the link');
    expect(await page('docs/next/tags/api')).not.toContain('/docs/next/hidden');
  });

  it('works on a site page too: built, noindex, and in no sitemap or search', async () => {
    expect(await page('draft-notes')).toContain('<meta name="robots" content="noindex"/>');
    expect(await readFile(path.join(outDir, 'sitemap.xml'), 'utf8')).not.toContain('draft-notes');
    const searchDir = path.join(outDir, 'assets/search');
    const shards = (await readdir(searchDir, { recursive: true })).filter((f) => f.endsWith('.json'));
    const text = (await Promise.all(shards.map((f) => readFile(path.join(searchDir, f), 'utf8')))).join('\n');
    expect(text).not.toContain('A page for those with the link');
    expect(text).toContain('A page beside the config');
  });

  it('shows a banner in serve', async () => {
    const dir = await copyFixture('compat-sidebars');
    server = await startServer({ rootDir: dir, configPath: 'ctfdocs.config.yaml', outDir: path.join(dir, 'build'), port: 0, host: '127.0.0.1', watch: true, log: () => {} });
    const html = await fetch(`${server.url}/docs/next/hidden`).then((r) => r.text());
    expect(html).toContain('unlisted-banner');
    expect(html).toContain('Unlisted page.');
  });
});

describe('site pages (pages/*.md)', () => {
  it('take keywords, hide_title, slug and custom_edit_url as docs do', async () => {
    const html = await page('elsewhere/keyed');
    expect(html).toContain('<meta name="keywords" content="widgets, gadgets"/>');
    expect(html).toContain('<title>Keyed page | Compat Sidebars</title>');
    expect(html).not.toMatch(/<h1[^>]*>Keyed page<\/h1>/);
    expect(html).toContain('Text of the keyed page.');
    expect(html).toMatch(/<a href="https:\/\/github\.com\/example\/compat\/edit\/main\/pages\/keyed\.md"[^>]*class="edit-this-page">Edit this page<\/a>/);
    await expect(page('keyed')).rejects.toThrow();
  });

  it('read a slug from the site root, as Docusaurus does for pages, wherever the file is', async () => {
    expect(await page('moved')).toContain('A site page whose slug is taken from the site root');
    await expect(page('notes/moved')).rejects.toThrow();
    await expect(page('notes/relative')).rejects.toThrow();
  });

  it('warn about a key only a doc uses, naming the file and line', async () => {
    const dir = await copyFixture('compat-sidebars');
    await edit(dir, 'pages/keyed.md', (s) => s.replace('hide_title: true\n', 'hide_title: true\nsidebar_position: 2\n'));
    const result = await buildSite({ rootDir: dir, configPath: 'ctfdocs.config.yaml', outDir: path.join(dir, 'out'), write: false, workers });
    expect(result.diagnostics).toEqual([
      expect.objectContaining({
        severity: 'warning',
        code: 'unsupported/front-matter',
        file: 'pages/keyed.md',
        line: 6,
        message: 'front matter key "sidebar_position" has no effect on a site page: a site page is in no sidebar',
      }),
    ]);
  });

  it('search finds a site page by its keywords', async () => {
    const searchDir = path.join(outDir, 'assets/search');
    const shards = (await readdir(searchDir, { recursive: true })).filter((f) => f.endsWith('.json'));
    const text = (await Promise.all(shards.map((f) => readFile(path.join(searchDir, f), 'utf8')))).join('\n');
    expect(text).toContain('gadgets');
  });
});

describe('sidebar_custom_props and _category_ customProps', () => {
  it("reach the site's React pages with the sidebars, as Docusaurus's swizzled sidebar components get them", async () => {
    const dir = await copyFixture('compat-sidebars');
    await write(
      dir,
      'pages/props.tsx',
      `import type { SiteData, SidebarItem } from '@ctfdocs/core';

export default function Props({ site }: { site: SiteData }) {
  const found: string[] = [];
  const walk = (items: SidebarItem[]) => {
    for (const i of items) {
      if (i.type !== 'html' && i.customProps) found.push(\`\${i.label}=\${JSON.stringify(i.customProps)}\`);
      if (i.type === 'category') walk(i.items);
    }
  };
  for (const inst of site.instances) for (const v of inst.versions) for (const s of Object.values(v.sidebars)) walk(s);
  return <ul>{found.map((f) => <li key={f}>{f}</li>)}</ul>;
}
`,
    );
    const out = path.join(dir, 'out');
    expect((await buildSite({ rootDir: dir, configPath: 'ctfdocs.config.yaml', outDir: out, write: true, workers })).ok).toBe(true);
    const html = await readFile(path.join(out, 'props.html'), 'utf8');
    // From a _category_.json, from a sidebars file's item, and from a doc's front matter in a generated sidebar.
    expect(html).toContain('<li>Guides (from JSON)={&quot;icon&quot;:&quot;book&quot;}</li>');
    expect(html).toContain('<li>API notes={&quot;badge&quot;:&quot;new&quot;}</li>');
    expect(html).toContain('<li>ESM two={&quot;tier&quot;:&quot;gold&quot;}</li>');
  });
});

describe('tags', () => {
  it('make a tag list page per docs version and a page per tag, and are shown on the doc', async () => {
    const tags = await page('docs/next/tags');
    expect([...tags.matchAll(/card-title">([^<]*)/g)].map((m) => m[1])).toEqual(['api (1)', 'reference (2)']);
    expect(tags).toContain('href="/docs/next/tags/reference"');
    const reference = await page('docs/next/tags/reference');
    expect(reference).toContain('2 docs tagged with &quot;reference&quot;');
    expect([...reference.matchAll(/card-title">([^<]*)/g)].map((m) => m[1])).toEqual(['Options', 'Notes']);
    const notes = await page('docs/next/api-notes/notes');
    expect(notes).toMatch(/<div class="doc-tags">.*href="\/docs\/next\/tags\/api" rel="tag">api<\/a>.*href="\/docs\/next\/tags\/reference" rel="tag">reference<\/a>/);
  });
});

describe('pagination_label', () => {
  it("names the doc in its neighbours' previous/next links", async () => {
    const notes = await page('docs/next/api-notes/notes');
    expect(notes).toMatch(/pagination-prev" href="\/docs\/next\/reference\/options"[^>]*><span class="pagination-sublabel">Previous<\/span><span class="pagination-label">« <!-- -->Every option</);
  });
});

describe('last_update', () => {
  it('shows the date and author from front matter when the instance asks for them', async () => {
    const notes = await page('docs/next/api-notes/notes');
    expect(notes).toContain('<time dateTime="2024-05-01T00:00:00.000Z">May 1, 2024</time> by Dana Docs');
  });

  it('takes the date and author of the last commit of each doc from git', async () => {
    const dir = await copyFixture('compat-sidebars');
    const env = { ...process.env, GIT_AUTHOR_DATE: '@1710000000', GIT_COMMITTER_DATE: '@1710000000' };
    const git = (args: string[]) => execFileSync('git', ['-c', 'user.name=Gil Committer', '-c', 'user.email=g@example.com', ...args], { cwd: dir, env });
    git(['init', '-q']);
    git(['add', '.']);
    git(['commit', '-qm', 'docs']);
    const out = path.join(dir, 'out');
    expect((await buildSite({ rootDir: dir, configPath: 'ctfdocs.config.yaml', outDir: out, write: true, workers })).ok).toBe(true);
    expect(await readFile(path.join(out, 'docs/next/intro.html'), 'utf8')).toContain('<time dateTime="2024-03-09T16:00:00.000Z">Mar 9, 2024</time> by Gil Committer');
    // Front matter wins over git.
    expect(await readFile(path.join(out, 'docs/next/api-notes/notes.html'), 'utf8')).toContain('May 1, 2024</time> by Dana Docs');
  });

  it('shows nothing for an instance that does not ask, and no author when only the time is asked for', async () => {
    const dir = await copyFixture('compat-sidebars');
    await edit(dir, 'ctfdocs.config.yaml', (s) => s.replace('    showLastUpdateAuthor: true\n', ''));
    const out = path.join(dir, 'out');
    const result = await buildSite({ rootDir: dir, configPath: 'ctfdocs.config.yaml', outDir: out, write: true, workers });
    expect(result.ok).toBe(true);
    const notes = await readFile(path.join(out, 'docs/next/api-notes/notes.html'), 'utf8');
    expect(notes).toContain('May 1, 2024</time></span>');
    expect(notes).not.toContain('Dana Docs');
    expect(await readFile(path.join(out, 'guides/start.html'), 'utf8')).not.toContain('last-updated');
  });
});
