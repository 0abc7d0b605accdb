import { mkdtemp, mkdir, symlink, writeFile, realpath } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { insideRoots, linkOutsideRoots, readRoots, resolveReadable } from './read-roots.ts';

describe('readRoots and resolveReadable', () => {
  it('allows the site root and the folders the config names, symbolic links resolved first', async () => {
    const base = await realpath(await mkdtemp(path.join(os.tmpdir(), 'ctfdocs-roots-')));
    const site = path.join(base, 'site');
    const shared = path.join(base, 'shared');
    await mkdir(path.join(site, 'content'), { recursive: true });
    await mkdir(shared);
    await writeFile(path.join(site, 'content/a.png'), 'a');
    await writeFile(path.join(shared, 'b.png'), 'b');
    await writeFile(path.join(base, 'secret.png'), 's');
    await symlink(path.join(base, 'secret.png'), path.join(site, 'content/link.png'));
    await symlink(path.join(site, 'content/a.png'), path.join(site, 'content/inside.png'));
    const roots = readRoots(site, { docs: [{ path: '../shared' } as never], staticDirectories: ['site/static'] });
    expect(roots).toEqual([site, shared]);
    expect(resolveReadable(path.join(site, 'content/a.png'), roots)).toEqual({ real: path.join(site, 'content/a.png') });
    expect(resolveReadable(path.join(site, 'content/inside.png'), roots)).toEqual({ real: path.join(site, 'content/a.png') });
    expect(resolveReadable(path.join(site, '../shared/b.png'), roots)).toEqual({ real: path.join(shared, 'b.png') });
    expect(resolveReadable(path.join(site, 'content/link.png'), roots)).toEqual({ outside: path.join(base, 'secret.png') });
    expect(resolveReadable(path.join(site, '../secret.png'), roots)).toEqual({ outside: path.join(base, 'secret.png') });
    expect(resolveReadable('/etc/passwd', roots)).toEqual({ outside: '/etc/passwd' });
    expect(resolveReadable(path.join(site, 'missing.png'), roots)).toBeUndefined();
  });

  it('does not take a sibling folder whose name starts like a root for the root', () => {
    expect(insideRoots('/srv/site-evil/x', ['/srv/site'])).toBe(false);
    expect(insideRoots('/srv/site/x', ['/srv/site'])).toBe(true);
    expect(insideRoots('/srv/site', ['/srv/site'])).toBe(true);
  });
});

describe('linkOutsideRoots', () => {
  it("names the link by its path from the site root, says where it points, and carries the caller's code and hint", () => {
    const d = linkOutsideRoots(
      { abs: path.join('/srv/site', 'content', 'guide', 'key.md'), real: '/home/me/.ssh/id_rsa', rootDir: '/srv/site' },
      'content/outside-site',
      'Move the file into the site.',
    );
    expect(d).toEqual({
      severity: 'error',
      code: 'content/outside-site',
      message: 'Symbolic link leads outside the site: key.md points at /home/me/.ssh/id_rsa',
      file: 'content/guide/key.md',
      hint: 'Move the file into the site.',
    });
  });
});
