// What a page may read and a build may publish (issue #29 items 1 and 3,
// issue #28 items 7 and 8). The site is the config file's folder and the
// folders the config names, without what is never content: .git, dotfiles
// and dot-folders, node_modules, the output and cache folders and what the
// config excludes. An image must be an image; other files are published
// only from static folders.
import { mkdir, mkdtemp, readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture, edit, repoRoot, runCli, write } from '../helpers/fixture.ts';
import { HOSTILE_SVG, HTML_PAGE, PNG, SCRIPT } from '../helpers/images.ts';

const SECRET = 'ghs_checkoutToken29secret';
const addLine = (line: string) => (s: string) => `${s}\n${line}\n`;
/** The basic fixture's intro page ends with its line 11; a line added with addLine is 13. */
const LINE = 13;

/** Every file of dir/build whose bytes hold `needle`. */
async function published(dir: string, needle: string): Promise<string[]> {
  const out = path.join(dir, 'build');
  const files = await readdir(out, { recursive: true, withFileTypes: true }).catch(() => []);
  const found: string[] = [];
  for (const e of files) {
    if (e.isFile() && (await readFile(path.join(e.parentPath, e.name), 'latin1')).includes(needle)) found.push(path.relative(out, path.join(e.parentPath, e.name)));
  }
  return found;
}

/** A site of its own in a new folder of test/tmp: the files given, by path. */
async function siteOf(files: Record<string, string | Uint8Array>): Promise<string> {
  await mkdir(path.join(repoRoot, 'test/tmp'), { recursive: true });
  const dir = await mkdtemp(path.join(repoRoot, 'test/tmp', 'files-'));
  for (const [rel, text] of Object.entries(files)) await write(dir, rel, text);
  return dir;
}

const CONFIG = 'title: Files\nurl: https://files.example.com\ndocs:\n  - id: docs\n    path: docs\n    routeBasePath: /docs\n';

interface Checked {
  errors: number;
  warnings: number;
  diagnostics: Array<{ severity: string; code: string; message: string; file?: string; line?: number; hint?: string }>;
}

async function check(dir: string): Promise<Checked> {
  const r = await runCli(dir, ['check', '--format', 'json']);
  const checked = JSON.parse(r.stdout) as Checked;
  // The fixture's React home page is listed as code that runs at build time: a notice, not a problem of these tests.
  return { ...checked, diagnostics: checked.diagnostics.filter((d) => d.severity !== 'notice') };
}

/** The routes a build wrote, from its sitemap. */
async function routes(dir: string): Promise<string[]> {
  const sitemap = await readFile(path.join(dir, 'build/sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>https:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1]).sort();
}

describe('repository secrets (#29 item 1)', () => {
  it("an image naming the checkout's .git/config or .env is an error naming the page and line; nothing is published", async () => {
    const dir = await copyFixture('basic');
    await write(dir, '.git/config', `[http "https://github.com/"]\n\textraheader = AUTHORIZATION: basic ${SECRET}\n`);
    await write(dir, '.env', `TOKEN=${SECRET}\n`);
    await write(dir, 'site/.env', `TOKEN=${SECRET}\n`);
    await edit(dir, 'content/guide/intro.md', addLine('![a](../../.git/config) ![b](../../.env) ![c](../../site/.env)'));
    const r = await runCli(dir, ['build']);
    expect(r.code).toBe(1);
    const out = r.stdout + r.stderr;
    // The site is the config file's folder (site/) and the docs folder: the checkout's root is outside it.
    expect(out).toContain(`content/guide/intro.md:${LINE}:1 Image outside the site: ../../.git/config is ${path.join(dir, '.git/config')}`);
    expect(out).toContain(`Image outside the site: ../../.env is ${path.join(dir, '.env')}`);
    expect(out).toMatch(new RegExp(`content/guide/intro\\.md:${LINE}:\\d+ Image is not site content: \\.\\./\\.\\./site/\\.env \\(\\.env is a dotfile or dot-folder\\)`));
    expect(await published(dir, SECRET)).toEqual([]);
  });

  it('with the config at the root of the checkout, .git, dotfiles, dot-folders, node_modules and the output folder are not content', async () => {
    const dir = await siteOf({
      'ctfdocs.config.yaml': CONFIG,
      'docs/intro.md': '# Intro\n\nText.\n',
      '.git/config': `token = ${SECRET}\n`,
      '.env': `TOKEN=${SECRET}\n`,
      'node_modules/pkg/logo.png': PNG,
      'docs/.assets/logo.png': PNG,
      'build/logo.png': PNG,
    });
    await write(dir, 'docs/pictures.md', '# Pictures\n\n![a](../.git/config)\n![b](../.env)\n![c](../node_modules/pkg/logo.png)\n![d](./.assets/logo.png)\n![e](../build/logo.png)\n');
    const { diagnostics } = await check(dir);
    expect(diagnostics.filter((d) => d.file === 'docs/pictures.md').map((d) => [d.line, d.code, d.message])).toEqual([
      [3, 'markdown/image-not-content', 'Image is not site content: ../.git/config (.git is a dotfile or dot-folder)'],
      [4, 'markdown/image-not-content', 'Image is not site content: ../.env (.env is a dotfile or dot-folder)'],
      [5, 'markdown/image-not-content', 'Image is not site content: ../node_modules/pkg/logo.png (it is in node_modules)'],
      [6, 'markdown/image-not-content', 'Image is not site content: ./.assets/logo.png (.assets is a dotfile or dot-folder)'],
      [7, 'markdown/image-not-content', `Image is not site content: ../build/logo.png (it is in ${path.join(dir, 'build')}, which a build writes)`],
    ]);
  });
});

describe('what is a page (#28 item 7)', () => {
  it('node_modules, dot-folders and the build inside a docs folder are no pages: a config inside its docs folder builds the same pages twice', async () => {
    const dir = await siteOf({
      // The navbar links to /, which this site has no page for.
      'docs/ctfdocs.config.yaml': `${CONFIG.replace('path: docs', 'path: .')}onBrokenLinks: warn\n`,
      'docs/intro.md': '# Intro\n\nSee [the guide](./guide.md).\n',
      'docs/guide.md': '# Guide\n\nText.\n',
      'docs/node_modules/pkg/README.md': '# A package\n\nNot documentation.\n',
      'docs/.github/ISSUE_TEMPLATE.md': '# Issue\n\nNot documentation.\n',
    });
    const cwd = path.join(dir, 'docs');
    const first = await runCli(cwd, ['build']);
    expect(first.code, first.stdout + first.stderr).toBe(0);
    const pages = await routes(cwd);
    expect(pages.filter((r) => r.startsWith('/docs'))).toEqual(['/docs/guide', '/docs/intro']);
    // build/ now holds a markdown copy of each page (docs/build/docs/intro.md): it is not read as a doc.
    expect(await readdir(path.join(cwd, 'build/docs'))).toContain('intro.md');
    const second = await runCli(cwd, ['build']);
    expect(second.code, second.stdout + second.stderr).toBe(0);
    expect(await routes(cwd)).toEqual(pages);
  });

  it("Docusaurus's default exclude leaves out partials, _folders and tests; an instance's include and exclude replace the defaults", async () => {
    const dir = await copyFixture('basic');
    await write(dir, 'content/guide/_partials/note.md', '# Note\n\nA partial.\n');
    await write(dir, 'content/guide/setup/_shared.md', '# Shared\n\nA partial.\n');
    await write(dir, 'content/guide/__tests__/case.md', '# Case\n\nA test.\n');
    await write(dir, 'content/guide/drafts/wip.md', '# Work in progress\n\nText.\n');
    await write(dir, 'content/guide/extra.mdx', '# Extra\n\nText.\n');
    await edit(dir, 'site/ctfdocs.config.yaml', (s) => `${s}markdown:\n  mdx:\n    allow: ['../content/guide/extra.mdx']\n`);
    const defaults = await runCli(dir, ['build']);
    expect(defaults.code, defaults.stdout + defaults.stderr).toBe(0);
    expect((await routes(dir)).filter((r) => r.startsWith('/guide'))).toEqual(['/guide/drafts/wip', '/guide/extra', '/guide/intro', '/guide/reference/options', '/guide/setup/install']);

    await edit(dir, 'site/ctfdocs.config.yaml', (s) => s.replace('    routeBasePath: /guide\n', "    routeBasePath: /guide\n    include: ['**/*.md']\n    exclude: ['drafts/**', '**/_*.md']\n"));
    const own = await runCli(dir, ['build']);
    expect(own.code, own.stdout + own.stderr).toBe(0);
    expect((await routes(dir)).filter((r) => r.startsWith('/guide'))).toEqual(['/guide/__tests__/case', '/guide/_partials/note', '/guide/intro', '/guide/reference/options', '/guide/setup/install']);
  });

  it("the site's exclude leaves files out of the pages, the images and the static files; a glob naming a folder leaves out all in it", async () => {
    const dir = await copyFixture('basic');
    await edit(dir, 'site/ctfdocs.config.yaml', (s) => `${s}exclude: ['../content/guide/private', 'static/internal/**']\n`);
    await write(dir, 'content/guide/private/plan.md', `# Plan\n\n${SECRET}\n`);
    await write(dir, 'content/guide/private/chart.png', PNG);
    await write(dir, 'site/static/internal/notes.txt', `${SECRET}\n`);
    await write(dir, 'site/static/public.txt', 'public\n');
    const r = await runCli(dir, ['build']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(await routes(dir)).not.toContain('/guide/private/plan');
    expect(await readFile(path.join(dir, 'build/public.txt'), 'utf8')).toBe('public\n');
    expect(await published(dir, SECRET)).toEqual([]);

    await edit(dir, 'content/guide/intro.md', addLine('![chart](./private/chart.png)'));
    const { diagnostics } = await check(dir);
    expect(diagnostics.map((d) => [d.file, d.line, d.message])).toEqual([
      ['content/guide/intro.md', LINE, 'Image is not site content: ./private/chart.png (the config\'s exclude matches it ("../content/guide/private"))'],
    ]);
  });
});

describe('static folders', () => {
  it('are published without dotfiles, dot-folders and node_modules, but with .nojekyll and .well-known/', async () => {
    const dir = await copyFixture('basic');
    await write(dir, 'site/static/.env', `TOKEN=${SECRET}\n`);
    await write(dir, 'site/static/.git/config', `token = ${SECRET}\n`);
    await write(dir, 'site/static/node_modules/pkg/index.js', `// ${SECRET}\n`);
    await write(dir, 'site/static/.nojekyll', '');
    await write(dir, 'site/static/.well-known/security.txt', 'Contact: mailto:security@example.com\n');
    await write(dir, 'site/static/files/guide.pdf', '%PDF-1.7\n');
    const r = await runCli(dir, ['build']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(await published(dir, SECRET)).toEqual([]);
    const files = await readdir(path.join(dir, 'build'), { recursive: true });
    expect(files).toEqual(expect.arrayContaining(['.nojekyll', path.join('.well-known', 'security.txt'), path.join('files', 'guide.pdf')]));
  });
});

describe('images are images (#29 item 3)', () => {
  it('an HTML page, a script or a file renamed as an image is an error naming the page and line, and is not copied', async () => {
    const dir = await copyFixture('basic');
    const files = { 'page.html': HTML_PAGE, 'evil.js': SCRIPT, 'renamed.png': HTML_PAGE, 'script.gif': SCRIPT, 'polyglot.png': Buffer.concat([PNG.subarray(0, 8), HTML_PAGE]) };
    for (const [name, bytes] of Object.entries(files)) await write(dir, `content/guide/${name}`, bytes);
    await edit(
      dir,
      'content/guide/intro.md',
      (s) =>
        `${s}\n${Object.keys(files)
          .map((name) => `![x](./${name})`)
          .join('\n\n')}\n`,
    );
    const { diagnostics } = await check(dir);
    expect(diagnostics.map((d) => [d.file, d.line, d.code, d.message])).toEqual([
      ['content/guide/intro.md', 13, 'markdown/not-an-image', 'Not an image: ./page.html (its extension is not one of an image (PNG, JPEG, GIF, WebP, AVIF, ICO or SVG))'],
      ['content/guide/intro.md', 15, 'markdown/not-an-image', 'Not an image: ./evil.js (its extension is not one of an image (PNG, JPEG, GIF, WebP, AVIF, ICO or SVG))'],
      ['content/guide/intro.md', 17, 'markdown/not-an-image', "Not an image: ./renamed.png (its bytes do not start as a PNG file's do)"],
      ['content/guide/intro.md', 19, 'markdown/not-an-image', "Not an image: ./script.gif (its bytes do not start as a GIF file's do)"],
      ['content/guide/intro.md', 21, 'markdown/not-an-image', 'Not an image: ./polyglot.png (its PNG header cannot be read)'],
    ]);
    expect(diagnostics[0].hint).toContain('static folder');
    expect((await runCli(dir, ['build'])).code).toBe(1);
    expect(await published(dir, 'alert(document.domain)')).toEqual([]);
  });

  it('an SVG is published as sanitised, under the hash of what is published, with a warning that names what was taken out', async () => {
    const dir = await copyFixture('basic');
    await write(dir, 'content/guide/diagram.svg', HOSTILE_SVG);
    await write(dir, 'content/guide/photo.png', PNG);
    await edit(dir, 'content/guide/intro.md', addLine('![Diagram](./diagram.svg) ![Photo](./photo.png)'));
    const r = await runCli(dir, ['build']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout + r.stderr).toContain(
      `content/guide/intro.md:${LINE}:1 SVG image ./diagram.svg is published without: onload handler, <script>, <foreignObject>, href with a javascript: URL, href to another file, <set> of onmouseover`,
    );
    const images = await readdir(path.join(dir, 'build/assets/images'));
    const svg = images.find((f) => f.endsWith('.svg'))!;
    const bytes = await readFile(path.join(dir, 'build/assets/images', svg), 'utf8');
    for (const gone of ['script', 'onload', 'foreignObject', 'javascript:', 'evil', 'onmouseover']) expect(bytes, gone).not.toContain(gone);
    const { createHash } = await import('node:crypto');
    expect(svg).toBe(`diagram.${createHash('sha256').update(bytes).digest('hex').slice(0, 10)}.svg`);
    expect(images.filter((f) => f.startsWith('photo.') && f.endsWith('.png'))).toHaveLength(1);
    const intro = await readFile(path.join(dir, 'build/guide/intro.html'), 'utf8');
    expect(intro).toContain(`<img src="/assets/images/${svg}" alt="Diagram" width="20" height="10"`);
  });
});

describe('images from the site root (#28 item 8)', () => {
  it('are looked for in the static folders: a missing one is an error naming the page and line, one that is there is published', async () => {
    const dir = await copyFixture('basic');
    await write(dir, 'site/static/img/logo.png', PNG);
    await edit(dir, 'content/guide/intro.md', addLine('![Logo](/img/logo.png) ![Gone](/img/nope.png)'));
    const { diagnostics } = await check(dir);
    expect(diagnostics.map((d) => [d.file, d.line, d.code, d.message])).toEqual([['content/guide/intro.md', LINE, 'markdown/missing-image', 'Image not found: /img/nope.png']]);
    expect(diagnostics[0].hint).toContain('static folders');

    await edit(dir, 'content/guide/intro.md', (s) => s.replace(' ![Gone](/img/nope.png)', ''));
    const r = await runCli(dir, ['build']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(await readFile(path.join(dir, 'build/guide/intro.html'), 'utf8')).toMatch(/<img src="\/assets\/images\/logo\.[0-9a-f]{10}\.png" alt="Logo" width="3" height="2"/);
  });
});

describe('links to files', () => {
  it('a link to a file beside the page is an error with a hint to use a static folder; a file of a static folder links fine', async () => {
    const dir = await copyFixture('basic');
    await write(dir, 'content/guide/guide.pdf', '%PDF-1.7\n');
    await write(dir, 'site/static/files/rules.pdf', '%PDF-1.7\n');
    await edit(dir, 'content/guide/intro.md', addLine('[The guide](./guide.pdf) and [the rules](/files/rules.pdf).'));
    const { diagnostics } = await check(dir);
    expect(diagnostics.map((d) => [d.file, d.line, d.code, d.message])).toEqual([
      ['content/guide/intro.md', LINE, 'link/file-not-published', 'Link to a file that is not published: /guide/intro (content/guide/intro.md:13) → ./guide.pdf'],
    ]);
    expect(diagnostics[0].hint).toContain('static folder');
  });
});
