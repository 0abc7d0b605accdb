import { mkdtemp, readFile, readdir, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { MemoryOutput, StagedOutput, writeOutputAtomic } from './output.ts';
import { outputFilePath, routeToFile } from './route-file.ts';

describe('writeOutputAtomic', () => {
  it('removes the temporary folders of a build that was killed, and puts back a build/ it had moved aside', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'ctfdocs-out-'));
    // A process id that is gone: one that has just exited.
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    const live = process.ppid;
    for (const name of [`.build.tmp-${dead}-1`, `.build.old-${dead}-1`, `.build.tmp-${live}-1`, '.other.tmp-1-1']) {
      await mkdir(path.join(dir, name));
      await writeFile(path.join(dir, name, 'index.html'), name);
    }
    // The killed build had moved the previous build/ aside: a build that then fails leaves that one in place.
    const out = path.join(dir, 'build');
    await (await StagedOutput.open(out)).discard();
    expect((await readdir(dir)).sort()).toEqual([`.build.tmp-${live}-1`, '.other.tmp-1-1', 'build']);
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe(`.build.old-${dead}-1`);
    await writeOutputAtomic(out, new Map([['index.html', { contents: 'new' }]]));
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe('new');
  });

  it('replaces the output folder only when every file is written', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'ctfdocs-out-'));
    const out = path.join(dir, 'build');
    await mkdir(out);
    await writeFile(path.join(out, 'old.html'), 'old');
    await writeOutputAtomic(
      out,
      new Map([
        ['index.html', { contents: 'new' }],
        ['a/b.html', { contents: 'b' }],
      ]),
    );
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
      writeOutputAtomic(
        out,
        new Map([
          ['index.html', { contents: 'new' }],
          ['x.png', { copyFrom: path.join(dir, 'does-not-exist.png') }],
        ]),
      ),
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

describe('no build file lands outside the output folder', () => {
  const escapes = ['../victim.html', 'guide/../../victim.html', '/etc/victim.html', 'a//b.html', './a.html', 'a/\0.html', routeToFile('/../../victim'), routeToFile('/guide/../../../package')];

  it('outputFilePath refuses every path that is not plainly inside', () => {
    const root = path.resolve('/srv/site/.build.tmp-1');
    expect(outputFilePath(root, 'guide/intro.html')).toBe(path.join(root, 'guide/intro.html'));
    for (const rel of escapes) expect(() => outputFilePath(root, rel), rel).toThrow(/outside the output folder/);
  });

  it('writing such a path fails the write and leaves the folders around build/ untouched', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'ctfdocs-out-'));
    const out = path.join(dir, 'site/build');
    await mkdir(out, { recursive: true });
    for (const rel of escapes) {
      await expect(
        writeOutputAtomic(
          out,
          new Map([
            ['index.html', { contents: 'new' }],
            [rel, { contents: 'pwned' }],
          ]),
        ),
        rel,
      ).rejects.toThrow(/outside the output folder/);
    }
    expect((await readdir(dir, { recursive: true })).sort()).toEqual(['site', 'site/build']);
  });

  it('keeping such a path in memory (serve, check) fails the same way', () => {
    const memory = new MemoryOutput();
    for (const rel of escapes) expect(() => memory.put(rel, { contents: 'x' }), rel).toThrow(/outside the output folder/);
    expect([...memory.paths()]).toEqual([]);
  });
});
