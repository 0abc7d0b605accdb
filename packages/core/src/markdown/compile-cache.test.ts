import { mkdtempSync, readdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { CompiledMarkdown } from '../types.ts';
import { ImageRegistry } from '../assets/images.ts';
import { READS_NOTHING } from '../util/read-roots.ts';
import { CODE_VERSION_FILE, CompileCache } from './compile-cache.ts';
import type { CompileJob } from './compile-parallel.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const svgOfWidth = (width: number) => `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="1"/>`;

function setup() {
  const root = mkdtempSync(path.join(tmpdir(), 'ctfdocs-compile-cache-'));
  dirs.push(root);
  const image = path.join(root, 'shot.svg');
  writeFileSync(image, svgOfWidth(1));
  const job = (body: string, id = 0): CompileJob => ({ id, body, file: `docs/p${id}.md`, absPath: path.join(root, `docs/p${id}.md`), lineOffset: 1, tocMin: 2, tocMax: 3 });
  const compiled = (text: string, assets: string[] = [], diagnostics: CompiledMarkdown['diagnostics'] = []): CompiledMarkdown => ({
    hast: { type: 'root', children: [{ type: 'text', value: text }] },
    toc: [],
    links: [],
    sections: [],
    assets,
    diagnostics,
  });
  const images = () => {
    const registry = new ImageRegistry('/', { ...READS_NOTHING, roots: [realpathSync(root)] });
    registry.add(image);
    return registry;
  };
  const cacheDir = path.join(root, 'cache');
  return { root, image, job, compiled, images, cacheDir };
}

describe('compile cache', () => {
  it('reads back a page compiled by an earlier run with the same code, context and body', async () => {
    const { job, compiled, images, cacheDir } = setup();
    const first = new CompileCache({ dir: cacheDir, version: 'v1' }, 'en', 'routes-a');
    await first.write([{ job: job('# A'), compiled: compiled('A') }], images());
    expect(readdirSync(cacheDir)).toContain(CODE_VERSION_FILE);
    const again = new CompileCache({ dir: cacheDir, version: 'v1' }, 'en', 'routes-a');
    expect(again.read(job('# A'), images())).toEqual(compiled('A'));
  });

  it('misses when the body, the context, the code version or the locale differ', async () => {
    const { job, compiled, images, cacheDir } = setup();
    await new CompileCache({ dir: cacheDir, version: 'v1' }, 'en', 'routes-a').write([{ job: job('# A'), compiled: compiled('A') }], images());
    expect(new CompileCache({ dir: cacheDir, version: 'v1' }, 'en', 'routes-a').read(job('# A changed'), images())).toBeUndefined();
    expect(new CompileCache({ dir: cacheDir, version: 'v1' }, 'en', 'routes-b').read(job('# A'), images())).toBeUndefined();
    expect(new CompileCache({ dir: cacheDir, version: 'v2' }, 'en', 'routes-a').read(job('# A'), images())).toBeUndefined();
    expect(new CompileCache({ dir: cacheDir, version: 'v1' }, 'fr', 'routes-a').read(job('# A'), images())).toBeUndefined();
  });

  it('misses when the same text came from another included file (its links and diagnostics name that file)', async () => {
    const { job, compiled, images, cacheDir } = setup();
    const included = (file: string): CompileJob => ({ ...job('# A'), lineMap: [[1, file, 1]] });
    await new CompileCache({ dir: cacheDir, version: 'v1' }, 'en', 'c').write([{ job: included('/site/docs/_a.md'), compiled: compiled('A') }], images());
    expect(new CompileCache({ dir: cacheDir, version: 'v1' }, 'en', 'c').read(included('/site/docs/_a.md'), images())).toBeDefined();
    expect(new CompileCache({ dir: cacheDir, version: 'v1' }, 'en', 'c').read(included('/site/docs/_b.md'), images())).toBeUndefined();
  });

  it('compiles a page again when an image it uses changed', async () => {
    const { image, job, compiled, images, cacheDir } = setup();
    await new CompileCache({ dir: cacheDir, version: 'v1' }, 'en', 'c').write([{ job: job('![x](shot.svg)'), compiled: compiled('img', [image]) }], images());
    expect(new CompileCache({ dir: cacheDir, version: 'v1' }, 'en', 'c').read(job('![x](shot.svg)'), images())).toBeDefined();
    writeFileSync(image, svgOfWidth(2));
    expect(new CompileCache({ dir: cacheDir, version: 'v1' }, 'en', 'c').read(job('![x](shot.svg)'), images())).toBeUndefined();
  });

  it('keeps no page with diagnostics, so its messages come from a fresh compile', async () => {
    const { job, compiled, images, cacheDir } = setup();
    const problem = { severity: 'warning' as const, code: 'x', message: 'm' };
    await new CompileCache({ dir: cacheDir, version: 'v1' }, 'en', 'c').write([{ job: job('bad'), compiled: compiled('bad', [], [problem]) }], images());
    expect(new CompileCache({ dir: cacheDir, version: 'v1' }, 'en', 'c').read(job('bad'), images())).toBeUndefined();
  });

  it('with read: false compiles everything but still writes, and prune removes what a run did not use', async () => {
    const { job, compiled, images, cacheDir } = setup();
    const noRead = new CompileCache({ dir: cacheDir, version: 'v1', read: false }, 'en', 'c');
    await noRead.write(
      [
        { job: job('one', 1), compiled: compiled('1') },
        { job: job('two', 2), compiled: compiled('2') },
      ],
      images(),
    );
    expect(noRead.read(job('one', 1), images())).toBeUndefined();
    const next = new CompileCache({ dir: cacheDir, version: 'v1' }, 'en', 'c');
    expect(next.read(job('one', 1), images())).toEqual(compiled('1'));
    next.prune();
    expect(readdirSync(path.join(cacheDir, 'en'))).toHaveLength(1);
    expect(new CompileCache({ dir: cacheDir, version: 'v1' }, 'en', 'c').read(job('two', 2), images())).toBeUndefined();
  });
});
