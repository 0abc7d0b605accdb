// Property tests of the trust boundaries: whatever a writer puts in a front
// matter slug, a config route or an image path, no file is written outside
// the output folder and none is read from outside the site.
import { mkdir, mkdtemp, readdir, realpath, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { joinRoute, siteConfigSchema, splitFrontMatter } from '@ctfdocs/core';
import { buildSite, routeToFile } from '@ctfdocs/renderer';
import { ImageRegistry } from '../../packages/core/src/assets/images.ts';
import { READS_NOTHING } from '../../packages/core/src/util/read-roots.ts';
import { PNG } from '../helpers/images.ts';
import { outputFilePath } from '../../packages/renderer/src/route-file.ts';
import { copyFixture, edit, hashTree } from '../helpers/fixture.ts';
import { sharedCompileWorkers } from '../helpers/workers.ts';

/** Route text as a hostile writer would try it: traversal, separators, encodings, control characters. */
const ROUTE_PIECES = ['..', '.', '/', '//', '\\', '%2e%2e', '%2f', '\0', '\n', '\t', 'C:', '~', 'a', 'docs', 'package', '.git', ' ', '#', '?', '..\\', '/..', '../'];
const routeText = fc
  .array(fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...ROUTE_PIECES) }, { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 6 }) }), { maxLength: 14 })
  .map((p) => p.join(''));

const STAGING = path.resolve('/srv/site/.build.tmp-1');
/** Where a route lands under the staging folder; throws when the write would be refused. */
const landing = (route: string) => outputFilePath(STAGING, routeToFile(route));
const inside = (abs: string, root: string) => abs.startsWith(root + path.sep);
const workers = sharedCompileWorkers();

describe('routes', () => {
  it('a front matter slug that passes the front matter check names a file inside the output folder', () => {
    fc.assert(
      fc.property(routeText, (slug) => {
        const split = splitFrontMatter(`---\nslug: ${JSON.stringify(slug)}\n---\n\nx\n`, 'content/docs/fuzz.md');
        if (split.frontMatter.slug === undefined) return;
        const rel = split.frontMatter.slug.startsWith('/') ? split.frontMatter.slug : `setup/${split.frontMatter.slug}`;
        expect(inside(landing(joinRoute('/docs', rel)), STAGING)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('config routes (routeBasePath, apiReferences[].route, searchPagePath) that pass the schema name files inside the output folder', () => {
    fc.assert(
      fc.property(routeText, routeText, routeText, (base, api, search) => {
        const parsed = siteConfigSchema.safeParse({
          title: 'T',
          url: 'https://x.example',
          docs: [{ id: 'docs', path: 'content/docs', routeBasePath: `/${base}` }],
          apiReferences: [{ route: `/${api}`, title: 'API', spec: 'specs/a.yaml' }],
          themeConfig: { search: { searchPagePath: search } },
        });
        if (!parsed.success) return;
        const c = parsed.data;
        for (const route of [
          joinRoute(c.docs[0].routeBasePath, 'intro'),
          joinRoute(c.apiReferences[0].route),
          joinRoute(c.apiReferences[0].route, 'tag/x'),
          joinRoute('/', c.themeConfig.search!.searchPagePath),
        ]) {
          expect(inside(landing(route), STAGING)).toBe(true);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('any path given to the output folder either lands inside it or is refused', () => {
    fc.assert(
      fc.property(routeText, (rel) => {
        let abs: string | undefined;
        try {
          abs = outputFilePath(STAGING, rel);
        } catch (err) {
          expect((err as Error).message).toMatch(/outside the output folder/);
          return;
        }
        expect(inside(abs, STAGING)).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });
});

describe('image paths', () => {
  let site: string;
  let page: string;
  beforeAll(async () => {
    const base = await realpath(await mkdtemp(path.join(os.tmpdir(), 'ctfdocs-fuzz-img-')));
    site = path.join(base, 'site');
    await mkdir(path.join(site, 'content/docs/img'), { recursive: true });
    await writeFile(path.join(site, 'content/docs/img/ok.png'), PNG);
    await writeFile(path.join(base, 'secret.png'), PNG);
    await symlink(path.join(base, 'secret.png'), path.join(site, 'content/docs/img/link.png'));
    await symlink(base, path.join(site, 'content/docs/up'));
    page = path.join(site, 'content/docs/page.md');
  });

  it('an image a page names is read only from inside the site, whatever the path and the symbolic links on it', () => {
    const pieces = ['..', '.', 'img', 'ok.png', 'link.png', 'secret.png', 'up', 'site', 'content', 'docs', '%2e%2e', 'etc', 'passwd'];
    const imagePath = fc.array(fc.constantFrom(...pieces), { minLength: 1, maxLength: 10 }).map((p) => p.join('/'));
    const registry = new ImageRegistry('/', { ...READS_NOTHING, roots: [site] });
    let read = 0;
    fc.assert(
      fc.property(imagePath, (url) => {
        // As remark-links resolves it.
        const target = path.resolve(path.dirname(page), decodeURIComponent(url));
        const asset = registry.add(target);
        if (asset && 'url' in asset) {
          read++;
          expect('copyFrom' in asset.published && inside(asset.published.copyFrom, site)).toBe(true);
        }
      }),
      // Random paths reach a readable image only a few times in 3,000 (none in about one run in fifty):
      // these always run too, so the property is also checked on paths that are read.
      { numRuns: 3000, examples: [['img/ok.png'], ['./img/../img/ok.png'], ['up/site/content/docs/img/ok.png']] },
    );
    expect(read).toBeGreaterThan(0);
  });
});

describe('whole builds with generated slugs', () => {
  it('write nothing outside build/ and leave the sources as they were', async () => {
    const dir = await copyFixture('basic');
    const parent = path.dirname(dir);
    // Other test files make their own mkdtemp folders beside this one meanwhile, and a build whose output is
    // one of them stages it beside it (`.name-XXXXXX.tmp-*`, `.old-*`); anything else would be an escape.
    const around = async () => (await readdir(parent)).filter((n) => !/^([a-z]+(-[a-z]+)*-[A-Za-z0-9]{6}|\.[a-z]+(-[a-z]+)*-[A-Za-z0-9]{6}\.(tmp|old)-\d+-\d+)$/.test(n)).sort();
    const before = await around();
    const content = await hashTree(path.join(dir, 'content'));
    await fc.assert(
      fc.asyncProperty(routeText, async (slug) => {
        await edit(dir, 'content/guide/intro.md', (s) => s.replace(/^slug: .*\n/m, '').replace('sidebar_position: 1', `sidebar_position: 1\nslug: ${JSON.stringify(slug)}`));
        // Where the files land is the main thread's doing: the runs share the file's compile workers.
        await buildSite({ rootDir: dir, configPath: 'site/ctfdocs.config.yaml', outDir: path.join(dir, 'build'), write: true, workers });
        expect((await readdir(dir)).filter((n) => !['content', 'site', 'build', '.ctfdocs-cache'].includes(n))).toEqual([]);
        expect(await around()).toEqual(before);
      }),
      { numRuns: 8 },
    );
    await edit(dir, 'content/guide/intro.md', (s) => s.replace(/^slug: .*\n/m, ''));
    expect(await hashTree(path.join(dir, 'content'))).toBe(content);
  });
});
