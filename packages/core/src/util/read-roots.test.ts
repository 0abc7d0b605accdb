import { mkdtemp, mkdir, symlink, writeFile, realpath } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { insideRoots, linkOutsideRoots, notContent, readRules, resolveReadable } from './read-roots.ts';

const config = (over: Partial<Parameters<typeof readRules>[0]['config']> = {}) =>
  ({ docs: [], blog: [], staticDirectories: [], apiReferences: [], exclude: [], ...over }) as Parameters<typeof readRules>[0]['config'];

describe('readRules and resolveReadable', () => {
  it("reads from the config file's folder and the folders the config names, not from where the build runs, symbolic links resolved first", async () => {
    const base = await realpath(await mkdtemp(path.join(os.tmpdir(), 'ctfdocs-roots-')));
    const site = path.join(base, 'site');
    const shared = path.join(base, 'shared');
    await mkdir(path.join(site, 'content'), { recursive: true });
    await mkdir(path.join(base, 'specs'));
    await mkdir(shared);
    await mkdir(path.join(base, 'news'));
    await writeFile(path.join(site, 'content/a.png'), 'a');
    await writeFile(path.join(shared, 'b.png'), 'b');
    await writeFile(path.join(base, 'secret.png'), 's');
    await symlink(path.join(base, 'secret.png'), path.join(site, 'content/link.png'));
    await symlink(path.join(site, 'content/a.png'), path.join(site, 'content/inside.png'));
    // Paths as the loaded config holds them: relative to where the build runs (base).
    const rules = readRules({
      rootDir: base,
      configFile: 'site/ctfdocs.config.yaml',
      config: config({
        docs: [{ path: 'shared' }] as never,
        blog: [{ path: 'news' }] as never,
        staticDirectories: ['site/static'],
        apiReferences: [{ spec: 'specs/api.yaml' }, { spec: 'https://example.com/api.yaml' }] as never,
      }),
    });
    expect(rules.roots).toEqual([site, shared, path.join(base, 'news'), path.join(base, 'specs')]);
    expect(resolveReadable(path.join(site, 'content/a.png'), rules)).toEqual({ real: path.join(site, 'content/a.png') });
    expect(resolveReadable(path.join(site, 'content/inside.png'), rules)).toEqual({ real: path.join(site, 'content/a.png') });
    expect(resolveReadable(path.join(site, '../shared/b.png'), rules)).toEqual({ real: path.join(shared, 'b.png') });
    expect(resolveReadable(path.join(site, 'content/link.png'), rules)).toEqual({ outside: path.join(base, 'secret.png') });
    expect(resolveReadable(path.join(site, '../secret.png'), rules)).toEqual({ outside: path.join(base, 'secret.png') });
    expect(resolveReadable('/etc/passwd', rules)).toEqual({ outside: '/etc/passwd' });
    expect(resolveReadable(path.join(site, 'missing.png'), rules)).toBeUndefined();
  });

  it('does not take a sibling folder whose name starts like a root for the root', () => {
    expect(insideRoots('/srv/site-evil/x', ['/srv/site'])).toBe(false);
    expect(insideRoots('/srv/site/x', ['/srv/site'])).toBe(true);
    expect(insideRoots('/srv/site', ['/srv/site'])).toBe(true);
  });
});

describe('notContent', () => {
  const site = '/srv/repo';
  const rules = {
    roots: [site, '/srv/repo/.docs', '/srv/repo/static'],
    never: ['/srv/repo/build', '/srv/repo/.ctfdocs-cache'],
    exclude: { base: site, globs: ['drafts', '**/*.secret.md', '../shared/private/**'] },
    staticDirs: ['/srv/repo/static'],
  };
  const why = (p: string, opts?: { staticFile?: boolean; packages?: boolean }) => notContent(p, rules, opts);

  it('leaves out git, dotfiles and dot-folders, node_modules, the output folder and the cache', () => {
    expect(why('/srv/repo/.git/config')).toBe('.git is a dotfile or dot-folder');
    expect(why('/srv/repo/.env')).toBe('.env is a dotfile or dot-folder');
    expect(why('/srv/repo/docs/.hidden/a.png')).toBe('.hidden is a dotfile or dot-folder');
    expect(why('/srv/repo/node_modules/pkg/README.md')).toBe('it is in node_modules');
    expect(why('/srv/repo/docs/node_modules/pkg/a.md')).toBe('it is in node_modules');
    expect(why('/srv/repo/build/index.html')).toBe('it is in /srv/repo/build, which a build writes');
    expect(why('/srv/repo/.ctfdocs-cache/mdx/a.mjs')).toBe('it is in /srv/repo/.ctfdocs-cache, which a build writes');
    expect(why('/srv/repo/docs/intro.md')).toBeUndefined();
  });

  it('reads a dot-folder the config names as a root, but not the dot-folders inside it', () => {
    expect(why('/srv/repo/.docs/intro.md')).toBeUndefined();
    expect(why('/srv/repo/.docs/.env')).toBe('.env is a dotfile or dot-folder');
  });

  it("leaves out what the site's exclude globs match, relative to the config file's folder; a glob naming a folder leaves out all in it", () => {
    expect(why('/srv/repo/drafts/a.md')).toBe('the config\'s exclude matches it ("drafts")');
    expect(why('/srv/repo/docs/plan.secret.md')).toBe('the config\'s exclude matches it ("**/*.secret.md")');
    expect(why('/srv/shared/private/a.md')).toBe('the config\'s exclude matches it ("../shared/private/**")');
    expect(why('/srv/repo/docs/drafts.md')).toBeUndefined();
  });

  it('publishes .nojekyll and .well-known/ from a static folder, and no other dot name', () => {
    expect(why('/srv/repo/static/.nojekyll', { staticFile: true })).toBeUndefined();
    expect(why('/srv/repo/static/.well-known/security.txt', { staticFile: true })).toBeUndefined();
    expect(why('/srv/repo/static/.env', { staticFile: true })).toBe('.env is a dotfile or dot-folder');
    expect(why('/srv/repo/static/.well-known/security.txt')).toBe('.well-known is a dotfile or dot-folder');
  });

  it("reads an installed package's files for a stylesheet of the config, pnpm's .pnpm folder included, and still no dot name outside it", () => {
    expect(why('/srv/repo/node_modules/katex/dist/fonts/a.woff2', { packages: true })).toBeUndefined();
    expect(why('/srv/repo/node_modules/.pnpm/katex@0.16.0/node_modules/katex/dist/fonts/a.woff2', { packages: true })).toBeUndefined();
    expect(why('/srv/repo/.secret/node_modules/a.woff2', { packages: true })).toBe('.secret is a dotfile or dot-folder');
    expect(why('/srv/repo/.env', { packages: true })).toBe('.env is a dotfile or dot-folder');
    expect(why('/srv/repo/build/a.woff2', { packages: true })).toBe('it is in /srv/repo/build, which a build writes');
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
