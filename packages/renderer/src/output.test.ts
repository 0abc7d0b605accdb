import { linkSync } from 'node:fs';
import { chmod, utimes, mkdtemp, readFile, readdir, rename, stat, writeFile, mkdir } from 'node:fs/promises';
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

describe('a build over a previous one', () => {
  /** A site folder with a source image, its output folder and the manifest's place. */
  async function site() {
    const dir = await mkdtemp(path.join(tmpdir(), 'ctfdocs-reuse-'));
    const image = path.join(dir, 'logo.png');
    await writeFile(image, 'image bytes');
    const out = path.join(dir, 'build');
    const reuse = { manifest: path.join(dir, '.ctfdocs-cache/output/build.json'), read: true };
    return { dir, out, image, reuse };
  }
  const files = (entries: Record<string, string | { copyFrom: string }>) => new Map(Object.entries(entries).map(([rel, f]) => [rel, typeof f === 'string' ? { contents: f } : f]));
  /** The inode of each file under `out`, by path. */
  async function inodes(out: string): Promise<Record<string, number>> {
    const entries = (await readdir(out, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
    const all = await Promise.all(entries.map(async (e) => [path.relative(out, path.join(e.parentPath, e.name)), (await stat(path.join(e.parentPath, e.name))).ino] as const));
    return Object.fromEntries(all);
  }
  /** Says in the manifest that the previous build was swapped in at `at` (ms). */
  async function swappedAt(manifest: string, at: number, edit: (files: Record<string, number[]>) => void = () => {}) {
    const data = JSON.parse(await readFile(manifest, 'utf8'));
    data.swappedAt = at;
    edit(data.files);
    await writeFile(manifest, JSON.stringify(data));
  }
  /** As after a build that wrote nothing in the clock tick it was swapped in: the stat of each file alone decides. */
  const savedLater = (manifest: string) => swappedAt(manifest, Date.now() + 10_000);
  /** A link that also counts the files it linked. */
  function countingLink() {
    const linked: string[] = [];
    return { linked, link: (existing: string, dest: string) => (linkSync(existing, dest), linked.push(path.basename(dest))) };
  }

  it('links the files whose bytes did not change from the previous output, and writes the changed ones', async () => {
    const { dir, out, image, reuse } = await site();
    await writeOutputAtomic(out, files({ 'index.html': 'home', 'guide/a.html': 'a, first', 'guide/b.html': 'b', 'img/logo.png': { copyFrom: image } }), reuse);
    const before = await inodes(out);
    await savedLater(reuse.manifest);
    await writeOutputAtomic(out, files({ 'index.html': 'home', 'guide/a.html': 'a, second', 'guide/b.html': 'b', 'img/logo.png': { copyFrom: image } }), reuse);
    const after = await inodes(out);
    expect(Object.keys(after).sort()).toEqual(['guide/a.html', 'guide/b.html', 'img/logo.png', 'index.html']);
    expect(after['index.html']).toBe(before['index.html']);
    expect(after['guide/b.html']).toBe(before['guide/b.html']);
    expect(after['img/logo.png']).toBe(before['img/logo.png']);
    expect(after['guide/a.html']).not.toBe(before['guide/a.html']);
    expect(await readFile(path.join(out, 'guide/a.html'), 'utf8')).toBe('a, second');
    expect(await readFile(path.join(out, 'img/logo.png'), 'utf8')).toBe('image bytes');
    // The manifest is kept beside, never in, the output; the previous output is gone.
    expect((await readdir(dir)).sort()).toEqual(['.ctfdocs-cache', 'build', 'logo.png']);
    expect((await stat(path.join(out, 'index.html'))).nlink).toBe(1);
  });

  it('copies again an image whose source changed, though its size did not', async () => {
    const { out, image, reuse } = await site();
    await writeOutputAtomic(out, files({ 'index.html': 'home', 'img/logo.png': { copyFrom: image } }), reuse);
    const before = await inodes(out);
    // Saved again later, as a writer would.
    const saved = new Date(Date.now() + 60_000);
    await writeFile(image, 'IMAGE BYTES');
    await utimes(image, saved, saved);
    await writeOutputAtomic(out, files({ 'index.html': 'home', 'img/logo.png': { copyFrom: image } }), reuse);
    expect(await readFile(path.join(out, 'img/logo.png'), 'utf8')).toBe('IMAGE BYTES');
    expect((await inodes(out))['index.html']).toBe(before['index.html']);
  });

  it('writes again a file edited, replaced or made read-only in the output since, and links the untouched ones', async () => {
    const { out, reuse } = await site();
    const same = files({ 'index.html': 'home', 'edited.html': 'edited', 'replaced.html': 'replaced', 'chmod.html': 'chmod' });
    await writeOutputAtomic(out, same, reuse);
    const before = await inodes(out);
    // In place and of the same size, a minute later: only the modification time tells.
    const edited = path.join(out, 'edited.html');
    const written = (await stat(edited)).mtime;
    await writeFile(edited, 'EDITED');
    await utimes(edited, written, new Date(written.getTime() + 60_000));
    await writeFile(path.join(out, 'replaced.html.new'), 'REPLACED');
    await rename(path.join(out, 'replaced.html.new'), path.join(out, 'replaced.html'));
    await chmod(path.join(out, 'chmod.html'), 0o400);
    await writeOutputAtomic(out, same, reuse);
    for (const rel of ['edited.html', 'replaced.html', 'chmod.html']) expect(await readFile(path.join(out, rel), 'utf8'), rel).toBe(rel.replace('.html', ''));
    expect((await stat(path.join(out, 'chmod.html'))).mode & 0o200).toBe(0o200);
    expect((await inodes(out))['index.html']).toBe(before['index.html']);
  });

  it('compares the bytes of a file written in the clock tick its build was swapped in, which an edit may leave with the same stat, and copies such a file again', async () => {
    const { out, image, reuse } = await site();
    const same = files({ 'index.html': 'home', 'edited.html': 'edited', 'img/logo.png': { copyFrom: image } });
    await writeOutputAtomic(out, same, reuse);
    const before = await inodes(out);
    const edited = path.join(out, 'edited.html');
    await writeFile(edited, 'EDITED');
    // The edit left the size and inode, and, made within the clock tick of the swap, the modification time: the manifest says what the file's stat is now.
    const now = (await stat(edited)).mtimeMs;
    const ticks = await Promise.all(Object.keys(before).map(async (rel) => (await stat(path.join(out, rel))).mtimeMs));
    await swappedAt(reuse.manifest, Math.min(...ticks), (stamps) => {
      stamps['edited.html'][2] = now;
    });
    await writeOutputAtomic(out, same, reuse);
    expect(await readFile(edited, 'utf8')).toBe('edited');
    const after = await inodes(out);
    expect(after['index.html']).toBe(before['index.html']);
    expect(after['img/logo.png']).not.toBe(before['img/logo.png']);
  });

  it('leaves the previous output whole and readable when a build that linked its files fails', async () => {
    const { dir, out, image, reuse } = await site();
    await writeOutputAtomic(out, files({ 'index.html': 'home', 'guide/a.html': 'a', 'img/logo.png': { copyFrom: image } }), reuse);
    const first = await inodes(out);
    await savedLater(reuse.manifest);
    await writeOutputAtomic(out, files({ 'index.html': 'home', 'guide/a.html': 'a', 'img/logo.png': { copyFrom: image } }), reuse);
    expect(await inodes(out)).toEqual(first);
    const counted = countingLink();
    await expect(
      writeOutputAtomic(out, files({ 'index.html': 'home', 'guide/a.html': 'a', 'gone.png': { copyFrom: path.join(dir, 'does-not-exist.png') } }), { ...reuse, link: counted.link }),
    ).rejects.toThrow();
    expect(counted.linked.sort()).toEqual(['a.html', 'index.html']);
    expect(await inodes(out)).toEqual(first);
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe('home');
    expect(await readFile(path.join(out, 'img/logo.png'), 'utf8')).toBe('image bytes');
    expect((await stat(path.join(out, 'index.html'))).nlink).toBe(1);
    expect((await readdir(dir)).sort()).toEqual(['.ctfdocs-cache', 'build', 'logo.png']);
    // And the next build still links from it.
    await writeOutputAtomic(out, files({ 'index.html': 'home' }), reuse);
    expect((await inodes(out))['index.html']).toBe(first['index.html']);
  });

  it('writes the file when the link fails (another file system, no hard links)', async () => {
    const { out, image, reuse } = await site();
    const same = files({ 'index.html': 'home', 'img/logo.png': { copyFrom: image } });
    await writeOutputAtomic(out, same, reuse);
    await savedLater(reuse.manifest);
    const before = await inodes(out);
    const tried: string[] = [];
    const link = (_existing: string, dest: string) => {
      tried.push(path.basename(dest));
      throw Object.assign(new Error('EXDEV: cross-device link not permitted'), { code: 'EXDEV' });
    };
    expect(await writeOutputAtomic(out, same, { ...reuse, link })).toEqual([]);
    expect(tried.sort()).toEqual(['index.html', 'logo.png']);
    const after = await inodes(out);
    expect(after['index.html']).not.toBe(before['index.html']);
    expect(after['img/logo.png']).not.toBe(before['img/logo.png']);
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe('home');
    expect(await readFile(path.join(out, 'img/logo.png'), 'utf8')).toBe('image bytes');
  });

  it('writes a new file where one is already staged, never through it into the previous output', async () => {
    const { dir, out, reuse } = await site();
    await writeOutputAtomic(out, files({ 'a.html': 'previous' }), reuse);
    // As on a case-insensitive disk, where A.html and a.html are one file: the linked a.html is also at A.html.
    const link = (existing: string, dest: string) => {
      linkSync(existing, dest);
      linkSync(existing, path.join(path.dirname(dest), 'A.html'));
    };
    const staged = await StagedOutput.open(out, { ...reuse, link });
    await staged.put('a.html', { contents: 'previous' });
    await staged.put('A.html', { contents: 'new' });
    const tmp = (await readdir(dir)).find((n) => n.startsWith('.build.tmp-'));
    expect(await readFile(path.join(dir, tmp!, 'A.html'), 'utf8')).toBe('new');
    expect(await readFile(path.join(out, 'a.html'), 'utf8')).toBe('previous');
    await staged.discard();
    expect(await readFile(path.join(out, 'a.html'), 'utf8')).toBe('previous');
  });

  it('writes every file with read: false (--no-cache), and keeps the manifest for the next build', async () => {
    const { out, reuse } = await site();
    const same = files({ 'index.html': 'home', 'guide/a.html': 'a' });
    await writeOutputAtomic(out, same, reuse);
    const first = await inodes(out);
    await writeOutputAtomic(out, same, { ...reuse, read: false });
    const second = await inodes(out);
    for (const rel of Object.keys(first)) expect(second[rel], rel).not.toBe(first[rel]);
    await writeOutputAtomic(out, same, reuse);
    expect(await inodes(out)).toEqual(second);
  });
});
