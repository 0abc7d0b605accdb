// Compiled markdown kept on disk between runs: reused when nothing it
// depends on changed, compiled again when something did, and never able to
// change what a build produces.
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { CompileCache } from '../../packages/core/src/markdown/compile-cache.ts';
import { countingWorkers } from '../../packages/core/src/markdown/testing.ts';
import { buildSite, createBuildCache, type BuildCache } from '@ctfdocs/renderer';
import { copyFixture, edit, hashTree, repoRoot, runCli, write } from '../helpers/fixture.ts';
import { pngOfSize } from '../helpers/images.ts';

// PNGs of two sizes: an image whose file changes gets a new URL and size.
const png = pngOfSize;

/**
 * One test's compile workers, which record each page they are given:
 * `compiled()` takes the pages given since it was last called (one build's).
 * The builds of a test share them as serve's builds do: which pages a build
 * reads back and which it compiles is decided on the main thread, from the
 * cache under test, and starting two workers per build was most of its CPU.
 */
function counting() {
  const counted = countingWorkers();
  onTestFinished(() => counted.workers.close());
  return { workers: counted.workers, compiled: () => counted.compiled.splice(0) };
}

describe('compile cache', () => {
  it('reads unchanged pages back, compiles changed ones, and builds the same bytes', async () => {
    const dir = await copyFixture('basic');
    await write(dir, 'content/guide/pictures.md', '---\ntitle: Pictures\n---\n\n![A diagram](./diagram.png)\n');
    await writeFile(path.join(dir, 'content/guide/diagram.png'), png(10, 20));
    const cacheDir = path.join(dir, '.ctfdocs-cache/markdown');
    const { workers, compiled } = counting();
    const build = async (out: string, version = 'v1') => {
      const r = await buildSite({ rootDir: dir, configPath: 'site/ctfdocs.config.yaml', outDir: path.join(dir, out), write: true, workers, compileCache: { dir: cacheDir, version } });
      expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      return compiled().sort();
    };

    const all = await build('cold');
    expect(all).toContain('content/guide/pictures.md');
    expect(await build('warm')).toEqual([]);
    expect(await hashTree(path.join(dir, 'warm'))).toBe(await hashTree(path.join(dir, 'cold')));

    // A page's own text.
    await edit(dir, 'content/guide/intro.md', (s) => `${s}\nOne more sentence.\n`);
    expect(await build('edited')).toEqual(['content/guide/intro.md']);

    // An image the page shows: same markdown, new file.
    await writeFile(path.join(dir, 'content/guide/diagram.png'), png(30, 40));
    expect(await build('image')).toEqual(['content/guide/pictures.md']);
    expect(await hashTree(path.join(dir, 'image'))).not.toBe(await hashTree(path.join(dir, 'edited')));

    // A new page changes the routes every link resolves against: all compile again.
    await write(dir, 'content/guide/more.md', '---\ntitle: More\n---\n\nMore text.\n');
    expect((await build('routes')).length).toBe(all.length + 1);

    // Another version of ctfdocs never reads what this one wrote.
    expect((await build('other-version', 'v2')).length).toBe(all.length + 1);
  });

  it('keeps the API reference (validated document, compiled descriptions) like a page, and reads a document that refers to another file afresh', async () => {
    const dir = await copyFixture('basic');
    const lab = await readFile(path.join(repoRoot, 'test/fixtures/api-specs/lab-openapi-3.0.yaml'), 'utf8');
    await write(dir, 'specs/lab.yaml', lab);
    await edit(dir, 'site/ctfdocs.config.yaml', (s) => s.replace(/^themeConfig:/m, 'apiReferences:\n  - route: /api\n    title: Lab API\n    spec: ../specs/lab.yaml\nthemeConfig:'));
    const cacheDir = path.join(dir, '.ctfdocs-cache/markdown');
    const { workers, compiled } = counting();
    const build = async (out: string) => {
      const r = await buildSite({ rootDir: dir, configPath: 'site/ctfdocs.config.yaml', outDir: path.join(dir, out), write: true, workers, compileCache: { dir: cacheDir, version: 'v1' } });
      expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      return compiled().filter((f) => f.endsWith('lab.yaml')).length;
    };
    expect(await build('cold')).toBeGreaterThan(0);
    expect(await build('warm')).toBe(0);
    expect(await hashTree(path.join(dir, 'warm'))).toBe(await hashTree(path.join(dir, 'cold')));
    // The document's own text.
    await edit(dir, 'specs/lab.yaml', (s) => s.replace('Exercises a trainee can **attempt**.', 'Exercises a trainee can **try**.'));
    expect(await build('edited')).toBeGreaterThan(0);
    expect(await hashTree(path.join(dir, 'edited'))).not.toBe(await hashTree(path.join(dir, 'warm')));
    expect(await build('edited-warm')).toBe(0);
    // A $ref into another file, which could change on its own: never kept.
    await write(dir, 'specs/level.yaml', 'type: string\ndescription: A level, **easy** or hard.\n');
    await edit(dir, 'specs/lab.yaml', (s) => s.replace(/(\n(\s+)description: Difficulty to keep\.)/, '$1\n$2x-level:\n$2  $ref: ./level.yaml'));
    await build('outside');
    expect(await build('outside-warm')).toBeGreaterThan(0);
  });

  it('in serve, takes an unchanged API reference from memory instead of reading it back from disk on every rebuild', async () => {
    const dir = await copyFixture('basic');
    const lab = await readFile(path.join(repoRoot, 'test/fixtures/api-specs/lab-openapi-3.0.yaml'), 'utf8');
    await write(dir, 'specs/lab.yaml', lab);
    await edit(dir, 'site/ctfdocs.config.yaml', (s) => s.replace(/^themeConfig:/m, 'apiReferences:\n  - route: /api\n    title: Lab API\n    spec: ../specs/lab.yaml\nthemeConfig:'));
    const compileCache = { dir: path.join(dir, '.ctfdocs-cache/markdown'), version: 'v1' };
    // A first serve fills the disk cache; the next serve starts from it.
    await buildSite({ rootDir: dir, configPath: 'site/ctfdocs.config.yaml', outDir: path.join(dir, 'first'), write: false, dev: true, compileCache, cache: createBuildCache() });
    const cache: BuildCache = createBuildCache();
    const reads = vi.spyOn(CompileCache.prototype, 'readMade');
    try {
      const { workers, compiled } = counting();
      const rebuild = async () => {
        const r = await buildSite({ rootDir: dir, configPath: 'site/ctfdocs.config.yaml', outDir: path.join(dir, 'serve'), write: false, dev: true, workers, compileCache, cache });
        expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
        return compiled().filter((f) => f.endsWith('lab.yaml')).length;
      };
      expect(await rebuild()).toBe(0);
      expect(reads).toHaveBeenCalledTimes(1);
      await edit(dir, 'content/guide/intro.md', (s) => `${s}\nA saved edit.\n`);
      expect(await rebuild()).toBe(0);
      expect(reads).toHaveBeenCalledTimes(1);
    } finally {
      reads.mockRestore();
    }
  });

  it('compiles again over a damaged entry, and removes entries no page uses', async () => {
    const dir = await copyFixture('basic');
    const cacheDir = path.join(dir, '.ctfdocs-cache/markdown');
    const { workers, compiled } = counting();
    const build = async () => {
      await buildSite({ rootDir: dir, configPath: 'site/ctfdocs.config.yaml', outDir: path.join(dir, 'build'), write: true, workers, compileCache: { dir: cacheDir, version: 'v1' } });
      return compiled();
    };
    const first = await build();
    const scope = (await readdir(cacheDir)).find((f) => f !== 'code-version')!;
    const entries = await readdir(path.join(cacheDir, scope));
    expect(entries.length).toBe(first.length);
    for (const e of entries) await writeFile(path.join(cacheDir, scope, e), 'not a cache entry');
    expect((await build()).length).toBe(first.length);
    expect(await build()).toEqual([]);
    await edit(dir, 'content/guide/intro.md', (s) => `${s}\nChanged.\n`);
    await build();
    expect((await readdir(path.join(cacheDir, scope))).length).toBe(first.length);
  });

  it("survives serve's rebuilds, which take unchanged pages from memory: the next start compiles nothing", async () => {
    const dir = await copyFixture('basic');
    const cacheDir = path.join(dir, '.ctfdocs-cache/markdown');
    const cache = createBuildCache();
    const { workers, compiled } = counting();
    const build = async (memory?: BuildCache) => {
      const r = await buildSite({
        rootDir: dir,
        configPath: 'site/ctfdocs.config.yaml',
        outDir: path.join(dir, 'build'),
        write: false,
        dev: true,
        workers,
        cache: memory,
        compileCache: { dir: cacheDir, version: 'v1' },
      });
      await r.model?.cacheWrites;
      return compiled();
    };
    const first = await build(cache);
    // A save while serving: one page compiles, the rest come from memory.
    await edit(dir, 'content/guide/intro.md', (s) => `${s}\nEdited while serving.\n`);
    expect(await build(cache)).toEqual(['content/guide/intro.md']);
    // serve starts again: every page, the edited one included, is on disk.
    expect(first.length).toBeGreaterThan(1);
    expect(await build()).toEqual([]);
  });

  it('starts its own compile workers, and a search index thread, from the bundled CLI when a warm cache turns out to be stale', async () => {
    // Over 3 million characters of text (search index on its own thread).
    const dir = await copyFixture('basic');
    const words = ['flag', 'scoreboard', 'team', 'challenge', 'hint', 'award', 'bracket', 'token', 'freeze', 'plugin'];
    for (let p = 0; p < 60; p++) {
      const paragraphs = Array.from({ length: 90 }, (_, i) => Array.from({ length: 90 }, (_, w) => words[(p * 7 + i * 3 + w) % words.length] + (w % 9 === 0 ? `${p}` : '')).join(' ') + '.');
      await write(dir, `content/guide/bulk/page-${p}.md`, `---\ntitle: Bulk page ${p}\n---\n\n## Section\n\n${paragraphs.join('\n\n')}\n`);
    }
    const built = async (out: string) => {
      const r = await runCli(dir, ['build', '--out-dir', out]);
      expect(r.code, r.stderr).toBe(0);
      return JSON.parse(await readFile(path.join(dir, out, 'search-manifest.json'), 'utf8')) as { indexes: Record<string, { records: number }> };
    };
    // Cold: the worker bin/ctfdocs started ahead.
    const first = await built('a');
    expect(Object.values(first.indexes)[0].records).toBeGreaterThan(60);
    // The cache says this ctfdocs wrote it, so none are started ahead; but the
    // config changed, every page compiles again, and the compile starts its own.
    await edit(dir, 'site/ctfdocs.config.yaml', (t) => t.replace('tagline: A small site for tests', 'tagline: A changed tagline'));
    const second = await built('b');
    expect(Object.values(second.indexes)[0].records).toBe(Object.values(first.indexes)[0].records);
  });

  it('is kept by the CLI in .ctfdocs-cache/markdown, and --no-cache builds the same site without it', async () => {
    const dir = await copyFixture('basic');
    expect((await runCli(dir, ['build', '--out-dir', 'a'])).code).toBe(0);
    const kept = await readdir(path.join(dir, '.ctfdocs-cache/markdown'));
    // The code version that wrote it, which bin/ctfdocs reads to tell a warm start from a cold one.
    expect(kept).toContain('code-version');
    const scope = kept.find((f) => f !== 'code-version')!;
    expect((await readdir(path.join(dir, '.ctfdocs-cache/markdown', scope))).some((f) => f.endsWith('.bin'))).toBe(true);
    expect((await runCli(dir, ['build', '--out-dir', 'b', '--no-cache'])).code).toBe(0);
    expect(await hashTree(path.join(dir, 'b'))).toBe(await hashTree(path.join(dir, 'a')));
  });
});
