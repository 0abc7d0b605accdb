import { mkdir, mkdtemp, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { folderBlock, writeBlock } from './write-inside.ts';

let root = '';
let away = '';
beforeAll(async () => {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'ctfdocs-write-inside-'));
  root = path.join(tmp, 'site');
  away = path.join(tmp, 'away');
  await mkdir(path.join(root, 'docs/guides'), { recursive: true });
  await mkdir(away);
  await writeFile(path.join(root, 'docs/intro.md'), '# Intro\n');
  await symlink(away, path.join(root, 'docs/out'));
  await symlink(path.join(root, 'docs/guides'), path.join(root, 'docs/alias'));
  await symlink(path.join(tmp, 'missing'), path.join(root, 'docs/gone'));
});

describe('writeBlock', () => {
  it('lets a new path, or one through a link that stays inside, be written', async () => {
    expect(await writeBlock(root, 'docs/new/page.md', 'the site')).toBeUndefined();
    expect(await writeBlock(root, 'docs/alias/page.md', 'the site')).toBeUndefined();
    expect(await writeBlock(root, 'docs/intro.md', 'the site')).toBeUndefined();
  });

  it('names the part of the path at fault', async () => {
    expect(await writeBlock(root, '../x.md', 'the site')).toEqual({ at: '../x.md', problem: 'is outside the site' });
    expect(await writeBlock(root, 'docs/out/page.md', 'the site')).toEqual({ at: 'docs/out', problem: 'is a symbolic link to a folder outside the site' });
    expect(await writeBlock(root, 'docs/gone/page.md', 'the site')).toEqual({ at: 'docs/gone', problem: `is a symbolic link to ${path.join(path.dirname(root), 'missing')}, which does not exist` });
    expect(await writeBlock(root, 'docs/intro.md/page.md', 'the site')).toEqual({ at: 'docs/intro.md', problem: 'is a file, not a folder' });
    expect(await writeBlock(root, 'docs/guides', 'the site')).toEqual({ at: 'docs/guides', problem: 'is a folder' });
  });
});

describe('folderBlock', () => {
  it('accepts a folder, a link to one and a path not made yet; names a file and a link to nothing', async () => {
    expect(await folderBlock(path.join(root, 'docs'))).toBeUndefined();
    expect(await folderBlock(path.join(root, 'docs/alias'))).toBeUndefined();
    expect(await folderBlock(path.join(root, 'not-yet'))).toBeUndefined();
    expect(await folderBlock(path.join(root, 'docs/intro.md'))).toBe('is a file');
    expect(await folderBlock(path.join(root, 'docs/gone'))).toMatch(/^is a symbolic link to .*missing, which does not exist$/);
  });
});
