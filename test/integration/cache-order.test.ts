// Caches are keyed by content, never by which command ran last: on a site
// with two locales and two docs versions, `check`, `build` and `serve` may
// share .ctfdocs-cache in any order and a build still writes the same bytes
// as a build that reads no cache at all.
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '@ctfdocs/renderer';
import { startServer } from '@ctfdocs/dev-server';
import { copyFixture, hashTree, write } from '../helpers/fixture.ts';
import { sharedCompileWorkers } from '../helpers/workers.ts';

const CONFIG = 'site/ctfdocs.config.yaml';

/**
 * The versioned fixture (locales en and ar, versions 1.0 and current) with
 * enough pages, each large enough, that writing the compile cache takes many
 * event-loop turns and overlaps rendering, as on a real site.
 */
async function bigVersionedSite(): Promise<string> {
  const dir = await copyFixture('versioned');
  for (let p = 0; p < 120; p++) {
    const paragraphs = Array.from({ length: 60 }, (_, i) => `Paragraph ${i} of page ${p}, with **bold** text, a [link](../intro.md) and \`code\`.`);
    await write(dir, `content/guide/bulk/page-${p}.md`, `---\ntitle: Bulk ${p}\n---\n\n## Part\n\n${paragraphs.join('\n\n')}\n`);
  }
  return dir;
}

const cacheOf = (dir: string) => ({ dir: path.join(dir, '.ctfdocs-cache/markdown'), version: 'test' });

/**
 * The compile workers the tests' builds and checks share; the reference build
 * starts its own, as a lone `ctfdocs build` does. What a build reads back or
 * compiles again is decided on the main thread, from the caches under test
 * (and these pages have no code or math, the only blocks a worker memoises).
 */
const shared = sharedCompileWorkers();

/** `ctfdocs build`, written to disk: reading the compile cache, with `--no-cache`, or with no cache folder at all. */
async function build(dir: string, out: string, cache: 'read' | 'no-cache' | 'none' = 'read', workers: 'own' | 'shared' = 'shared'): Promise<string> {
  const compileCache = cache === 'none' ? undefined : { ...cacheOf(dir), read: cache === 'read' };
  const r = await buildSite({ rootDir: dir, configPath: CONFIG, outDir: path.join(dir, out), write: true, compileCache, workers: workers === 'shared' ? shared : undefined });
  expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return hashTree(path.join(dir, out));
}

/** `ctfdocs check`: nothing written; returns the generated files it checked, by path. */
async function check(dir: string) {
  const r = await buildSite({ rootDir: dir, configPath: CONFIG, outDir: path.join(dir, 'build'), write: false, compileCache: cacheOf(dir), workers: shared });
  await r.model?.cacheWrites;
  return r;
}

// Each test builds a site of about 260 pages two or three times.
describe('caches shared by check, build and serve', { timeout: 240_000 }, () => {
  let reference = '';
  let referenceDir = '';
  beforeAll(async () => {
    referenceDir = await bigVersionedSite();
    reference = await build(referenceDir, 'reference', 'none', 'own');
  });

  it('check then build publishes what a build without cache does', async () => {
    const dir = await bigVersionedSite();
    await check(dir);
    expect(await build(dir, 'build')).toBe(reference);
    // And again, now that the build has read the cache back.
    expect(await build(dir, 'again')).toBe(reference);
  });

  it('build then check checks the same pages a build without cache wrote', async () => {
    const dir = await bigVersionedSite();
    await build(dir, 'build');
    const checked = await check(dir);
    expect(checked.diagnostics).toEqual([]);
    const html = [...checked.files].filter(([f]) => f.endsWith('.html') && !f.includes('__chunks'));
    expect(html.length).toBeGreaterThan(240);
    for (const [file, out] of html) expect('contents' in out ? String(out.contents) : out.copyFrom, file).toBe(await readFile(path.join(referenceDir, 'reference', file), 'utf8'));
  });

  it('serve then build publishes what a build without cache does', async () => {
    const dir = await bigVersionedSite();
    const server = await startServer({ rootDir: dir, configPath: CONFIG, outDir: path.join(dir, 'build'), port: 0, host: '127.0.0.1', watch: true, log: () => {}, compileCache: cacheOf(dir) });
    await server.idle();
    await server.close();
    expect(await build(dir, 'build')).toBe(reference);
  });

  it('a build without cache rewrites the entries it compiled, so a damaged cache is repaired', async () => {
    const dir = await bigVersionedSite();
    await build(dir, 'first');
    // Swap the contents of every pair of entries: each is a valid entry, for the wrong page.
    const root = path.join(dir, '.ctfdocs-cache/markdown');
    for (const scope of (await readdir(root, { withFileTypes: true })).filter((e) => e.isDirectory())) {
      const files = (await readdir(path.join(root, scope.name))).sort();
      for (let i = 0; i + 1 < files.length; i += 2) {
        const [a, b] = [path.join(root, scope.name, files[i]), path.join(root, scope.name, files[i + 1])];
        const [ta, tb] = [await readFile(a), await readFile(b)];
        await writeFile(a, tb);
        await writeFile(b, ta);
      }
    }
    expect(await build(dir, 'damaged')).not.toBe(reference);
    expect(await build(dir, 'repair', 'no-cache')).toBe(reference);
    expect(await build(dir, 'repaired')).toBe(reference);
  });
});
