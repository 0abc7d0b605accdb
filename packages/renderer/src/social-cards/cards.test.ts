// Cards asked for before the render (prefetch) are drawn then, but only the
// cards a page names are written, counted and reported.
import { rm } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig, type Diagnostic, type ImageRegistry } from '@ctfdocs/core';
import { copyFixture } from '../../../../test/helpers/fixture.ts';
import { MemoryOutput } from '../output.ts';
import { SocialCards } from './cards.ts';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

async function cardsOf(): Promise<SocialCards> {
  const rootDir = await copyFixture('social-cards');
  dirs.push(rootDir);
  const loaded = await loadConfig(rootDir, 'site/ctfdocs.config.yaml');
  if (!loaded.config) throw new Error(`the fixture's config does not load: ${JSON.stringify(loaded.diagnostics)}`);
  // No themeConfig.image in the fixture: the registry is never asked.
  return SocialCards.create({ rootDir, config: loaded.config, loaded, images: {} as ImageRegistry, dev: false }, []);
}

const cardFiles = (out: MemoryOutput) => [...out.files.keys()].filter((f) => f.startsWith('assets/social/'));

describe('SocialCards.prefetch', () => {
  it('writes and counts only the cards pages name, whether asked for early or not', async () => {
    const cards = await cardsOf();
    cards.prefetch([
      { route: '/docs/named', title: 'Named early' },
      { route: '/docs/never', title: 'Never named' },
    ]);
    const early = cards.imageOf({ route: '/docs/named', title: 'Named early' });
    const late = cards.imageOf({ route: '/docs/late', title: 'Named late' });
    const out = new MemoryOutput();
    const diagnostics: Diagnostic[] = [];
    const stats = await cards.finish(out, diagnostics);
    expect(diagnostics).toEqual([]);
    expect(stats).toMatchObject({ cards: 2, drawn: 2 });
    const urls = [early?.url, late?.url].map((u) => u?.replace(/^.*\/(assets\/social\/)/, '$1'));
    expect(cardFiles(out).sort()).toEqual(urls.sort());
  }, 60_000);

  it('names the same card for the same page whether it was prefetched or not', async () => {
    const page = { route: '/docs/a', title: 'A page', description: 'What it says.' };
    const plain = await cardsOf();
    const fetched = await cardsOf();
    fetched.prefetch([page]);
    expect(fetched.imageOf(page)).toEqual(plain.imageOf(page));
    await Promise.all([plain.finish(new MemoryOutput(), []), fetched.finish(new MemoryOutput(), [])]);
  }, 60_000);
});
