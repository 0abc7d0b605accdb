import { mkdtemp, readFile, readdir, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeOutputAtomic } from './output.ts';
import { routeToFile } from './route-file.ts';

describe('writeOutputAtomic', () => {
  it('replaces the output folder only when every file is written', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'ctfdocs-out-'));
    const out = path.join(dir, 'build');
    await mkdir(out);
    await writeFile(path.join(out, 'old.html'), 'old');
    await writeOutputAtomic(out, new Map([['index.html', { contents: 'new' }], ['a/b.html', { contents: 'b' }]]));
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe('new');
    expect(await readdir(out)).not.toContain('old.html');
    expect((await readdir(dir)).sort()).toEqual(['build']);
  });

  it('keeps the previous output and leaves no temporary folder when a write fails', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'ctfdocs-out-'));
    const out = path.join(dir, 'build');
    await mkdir(out);
    await writeFile(path.join(out, 'index.html'), 'previous');
    await expect(
      writeOutputAtomic(out, new Map([['index.html', { contents: 'new' }], ['x.png', { copyFrom: path.join(dir, 'does-not-exist.png') }]])),
    ).rejects.toThrow();
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe('previous');
    expect(await readdir(dir)).toEqual(['build']);
  });
});

describe('routeToFile', () => {
  it('writes each route as <route>.html and the root as index.html', () => {
    expect(routeToFile('/')).toBe('index.html');
    expect(routeToFile('/docs/overview')).toBe('docs/overview.html');
  });
});
