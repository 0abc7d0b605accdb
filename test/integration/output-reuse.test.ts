// A rebuild hard-links the files of the previous build/ whose bytes did not
// change instead of writing them again (packages/renderer/src/output-manifest.ts):
// what it builds is byte for byte what a fresh build does, and only the
// files that changed are new inodes.
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture, edit, filesOf, hashTree, runCli, write } from '../helpers/fixture.ts';
import { pngOfSize } from '../helpers/images.ts';

describe('a rebuild over the previous build/', () => {
  it('keeps the inode of every file whose bytes did not change, writes the rest, and builds what a fresh build does', async () => {
    const dir = await copyFixture('basic');
    await write(dir, 'content/guide/pictures.md', '---\ntitle: Pictures\n---\n\n![A diagram](./diagram.png)\n');
    await writeFile(path.join(dir, 'content/guide/diagram.png'), pngOfSize(10, 20));
    const out = path.join(dir, 'build');
    const build = async (...args: string[]) => {
      const r = await runCli(dir, ['build', '--quiet', ...args]);
      expect(r.code, r.stderr).toBe(0);
      return filesOf(out);
    };

    const first = await build();
    await edit(dir, 'content/guide/intro.md', (s) => s + '\nA sentence only the second build has.\n');
    const second = await build();
    const rebuilt = await hashTree(out);
    const kept = [...second].filter(([rel, f]) => first.get(rel)?.ino === f.ino).map(([rel]) => rel);
    const unchanged = [...second].filter(([rel, f]) => first.get(rel)?.bytes.equals(f.bytes)).map(([rel]) => rel);
    // Every file kept is unchanged, and every unchanged file is kept, but for an image copied in the clock tick of the swap, which is copied again.
    expect(kept.filter((rel) => !unchanged.includes(rel))).toEqual([]);
    expect(unchanged.filter((rel) => !kept.includes(rel) && !rel.startsWith('assets/images/'))).toEqual([]);
    expect(kept).toContain('guide/setup/install.md');
    expect(kept).toContain('__chunks/guide/setup/install.json');
    expect(kept).not.toContain('guide/intro.html');
    expect(second.get('guide/intro.html')?.bytes.toString()).toContain('A sentence only the second build has.');

    // Built again as it is, every page keeps its inode.
    const third = await build();
    const pages = [...third.keys()].filter((rel) => rel.endsWith('.html'));
    expect(pages.filter((rel) => third.get(rel)?.ino !== second.get(rel)?.ino)).toEqual([]);
    expect(pages).toContain('guide/intro.html');

    // --no-cache writes every file afresh, the same bytes.
    const fourth = await build('--no-cache');
    expect([...fourth].filter(([rel, f]) => third.get(rel)?.ino === f.ino)).toEqual([]);
    expect(await hashTree(out)).toBe(rebuilt);

    // A build with no previous output and no manifest builds the same bytes.
    await rm(out, { recursive: true });
    await rm(path.join(dir, '.ctfdocs-cache/output'), { recursive: true });
    await build();
    expect(await hashTree(out)).toBe(rebuilt);
  });
});
