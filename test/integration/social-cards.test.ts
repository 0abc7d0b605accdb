// Social cards (socialCards): each page's og:image is a 1200×630 PNG drawn
// from its title and description, named by absolute URL; a page's own
// `image` front matter wins; a warm build draws none; a site's template
// module draws them instead; with cards off, `image` and themeConfig.image
// still make the page's og:image.
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { imageSize } from 'image-size';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '@ctfdocs/renderer';
import { copyFixture, edit, write } from '../helpers/fixture.ts';
import { pngOfSize } from '../helpers/images.ts';
import { sharedCompileWorkers } from '../helpers/workers.ts';

const ORIGIN = 'https://cards.ctfdocs.dev/handbook/';
const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

async function site(): Promise<string> {
  const dir = await copyFixture('social-cards');
  dirs.push(dir);
  await write(dir, 'content/docs/cover.png', pngOfSize(600, 315));
  return dir;
}

const workers = sharedCompileWorkers();
const build = (dir: string) => buildSite({ rootDir: dir, configPath: 'site/ctfdocs.config.yaml', outDir: path.join(dir, 'build'), write: true, workers });

/** The head's social meta elements of a built page: property or name → content. */
async function socialMeta(dir: string, file: string): Promise<Record<string, string>> {
  const html = await readFile(path.join(dir, 'build', file), 'utf8');
  const meta: Record<string, string> = {};
  for (const m of html.matchAll(/<meta (?:property|name)="((?:og:image|twitter:)[^"]*)" content="([^"]*)"/g)) meta[m[1]] = m[2];
  return meta;
}

const PAGES = ['index.html', 'docs/intro.html', 'docs/scoring.html'];

describe('social cards on', () => {
  let dir: string;
  let first: BuildResult;
  beforeAll(async () => {
    dir = await site();
    first = await build(dir);
  }, 120_000);

  it('gives every page an absolute og:image and twitter:image of a 1200×630 PNG card', async () => {
    expect(first.diagnostics.filter((d) => d.severity !== 'notice')).toEqual([]);
    const urls = new Set<string>();
    for (const file of PAGES) {
      const meta = await socialMeta(dir, file);
      expect(meta['og:image']).toMatch(new RegExp(`^${ORIGIN}assets/social/[0-9a-f]{16}\\.png$`));
      expect(meta).toMatchObject({ 'og:image:width': '1200', 'og:image:height': '630', 'twitter:card': 'summary_large_image', 'twitter:image': meta['og:image'] });
      const png = await readFile(path.join(dir, 'build', meta['og:image'].slice(ORIGIN.length)));
      expect(imageSize(png)).toMatchObject({ type: 'png', width: 1200, height: 630 });
      urls.add(meta['og:image']);
    }
    // One card per page, each drawn once.
    expect(urls.size).toBe(PAGES.length);
    expect(first.socialCards).toMatchObject({ cards: PAGES.length, drawn: PAGES.length });
    expect(await readdir(path.join(dir, 'build/assets/social'))).toHaveLength(PAGES.length);
  });

  it("uses a page's own image front matter instead of a card, with its size", async () => {
    const meta = await socialMeta(dir, 'docs/cover.html');
    expect(meta['og:image']).toMatch(new RegExp(`^${ORIGIN}assets/images/cover\\.[0-9a-f]{10}\\.png$`));
    expect(meta).toMatchObject({ 'og:image:width': '600', 'og:image:height': '315', 'twitter:image': meta['og:image'] });
  });

  it('draws no card on a warm build, and only the card of a page whose title changed', async () => {
    const warm = await build(dir);
    expect(warm.socialCards).toMatchObject({ cards: PAGES.length, drawn: 0 });
    expect(await socialMeta(dir, 'docs/intro.html')).toEqual(await socialMeta(dir, 'docs/intro.html'));
    await edit(dir, 'content/docs/intro.md', (s) => s.replace('title: Getting started', 'title: Start here'));
    const edited = await build(dir);
    expect(edited.socialCards).toMatchObject({ drawn: 1 });
  }, 120_000);

  it("draws the cards with the site's template module when socialCards.template names one", async () => {
    const builtIn = await socialMeta(dir, 'docs/scoring.html');
    const before = await readFile(path.join(dir, 'build', builtIn['og:image'].slice(ORIGIN.length)));
    await edit(dir, 'site/ctfdocs.config.yaml', (s) => s.replace('  enabled: true', '  enabled: true\n  template: ./social-card.tsx'));
    const templated = await build(dir);
    expect(templated.diagnostics.filter((d) => d.severity !== 'notice')).toEqual([]);
    expect(templated.socialCards).toMatchObject({ drawn: PAGES.length });
    const meta = await socialMeta(dir, 'docs/scoring.html');
    expect(meta['og:image']).not.toBe(builtIn['og:image']);
    const png = await readFile(path.join(dir, 'build', meta['og:image'].slice(ORIGIN.length)));
    expect(imageSize(png)).toMatchObject({ width: 1200, height: 630 });
    expect(png.equals(before)).toBe(false);
  }, 120_000);

  it('reports a template that does not compile at its config key, and fails the build', async () => {
    await write(dir, 'site/social-card.tsx', 'export default function Card( {\n');
    const broken = await build(dir);
    expect(broken.ok).toBe(false);
    expect(broken.diagnostics.find((d) => d.code === 'social-card/template')).toMatchObject({ severity: 'error', file: 'site/ctfdocs.config.yaml', configPath: 'socialCards.template', line: 12 });
  }, 120_000);

  it('reports a card the template fails to draw as an error naming the template and the page', async () => {
    await write(
      dir,
      'site/social-card.tsx',
      'export default function Card({ title }: { title: string }) {\n  if (title.startsWith("How")) throw new Error("too long");\n  return <div style={{ display: "flex" }}>{title}</div>;\n}\n',
    );
    const failed = await build(dir);
    expect(failed.ok).toBe(false);
    expect(failed.diagnostics.filter((d) => d.code === 'social-card/draw')).toEqual([
      expect.objectContaining({ severity: 'error', file: 'site/social-card.tsx', message: expect.stringContaining('"How dynamic scoring decays') }),
    ]);
    expect(failed.diagnostics.find((d) => d.code === 'social-card/draw')?.message).toContain('too long');
  }, 120_000);
});

describe('social cards off', () => {
  it("names the page's image front matter, else themeConfig.image, as og:image", async () => {
    const dir = await site();
    await edit(dir, 'site/ctfdocs.config.yaml', (s) => s.replace('  enabled: true', '  enabled: false').replace('themeConfig:', 'themeConfig:\n  image: /img/social.png'));
    await write(dir, 'site/static/img/social.png', pngOfSize(1200, 630));
    const result = await build(dir);
    expect(result.socialCards).toBeUndefined();
    expect(await socialMeta(dir, 'docs/cover.html')).toMatchObject({ 'og:image:width': '600', 'twitter:card': 'summary_large_image' });
    const meta = await socialMeta(dir, 'docs/intro.html');
    expect(meta['og:image']).toMatch(new RegExp(`^${ORIGIN}assets/images/social\\.[0-9a-f]{10}\\.png$`));
    expect(meta['twitter:card']).toBe('summary_large_image');
  }, 120_000);

  it('warns at the front matter line of an image that is missing or an SVG, and leaves the page without', async () => {
    const dir = await site();
    await edit(dir, 'site/ctfdocs.config.yaml', (s) => s.replace('  enabled: true', '  enabled: false'));
    await write(dir, 'content/docs/cover.md', '---\ntitle: Cover\ndescription: x\nimage: ./missing.png\n---\n\nText.\n');
    await write(dir, 'content/docs/vector.md', '---\ntitle: Vector\nimage: /img/logo.svg\n---\n\nText.\n');
    const result = await build(dir);
    const found = result.diagnostics.filter((d) => d.code.startsWith('social-image/')).map((d) => ({ code: d.code, file: d.file, line: d.line, severity: d.severity }));
    expect(found).toEqual([
      { code: 'social-image/missing', file: 'content/docs/cover.md', line: 4, severity: 'warning' },
      { code: 'social-image/svg', file: 'content/docs/vector.md', line: 3, severity: 'warning' },
    ]);
    expect(await socialMeta(dir, 'docs/cover.html')).toEqual({ 'twitter:card': 'summary' });
  }, 120_000);
});
