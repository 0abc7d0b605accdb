// Page content cannot make a build read, copy and publish files from outside
// the site: an image path that climbs out (`../../../../etc/passwd`), a
// symbolic link to an image, a page or a folder elsewhere, and a link in a
// static folder are errors that name the file (and line), and nothing of
// the target reaches build/. Links that stay inside the site still work.
import { mkdtemp, readFile, readdir, realpath, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, edit, runCli, write } from '../helpers/fixture.ts';
import { PNG } from '../helpers/images.ts';

const SECRET = 'secret-token-8f2b61';
let outside: string;

beforeAll(async () => {
  outside = await mkdtemp(path.join(os.tmpdir(), 'ctfdocs-outside-'));
  await writeFile(path.join(outside, 'key.png'), `${SECRET}\n`);
  await writeFile(path.join(outside, 'page.md'), `# Leaked\n\n${SECRET}\n`);
});

/** Every file of the build that holds the secret. */
async function published(dir: string): Promise<string[]> {
  const out = path.join(dir, 'build');
  const files = await readdir(out, { recursive: true, withFileTypes: true }).catch(() => []);
  const found: string[] = [];
  for (const e of files) {
    if (!e.isFile()) continue;
    const text = await readFile(path.join(e.parentPath, e.name), 'latin1');
    if (text.includes(SECRET) || text.includes('root:x:0:0')) found.push(e.name);
  }
  return found;
}

const addLine = (line: string) => (s: string) => `${s}\n${line}\n`;
/** The intro page ends with its line 11 before the edit; the added line is 13. */
const IMAGE_LINE = 13;

describe('images outside the site', () => {
  it('an image path that climbs out of the site is an error naming the page and line; nothing is copied', async () => {
    const dir = await copyFixture('basic');
    const passwd = '../../../../../../../../../../etc/passwd';
    const climb = path.relative(path.join(dir, 'content/guide'), path.join(outside, 'key.png'));
    await edit(dir, 'content/guide/intro.md', addLine(`![a](${passwd}) and ![b](${climb})`));
    const r = await runCli(dir, ['build']);
    expect(r.code).toBe(1);
    const out = r.stdout + r.stderr;
    expect(out).toContain(`content/guide/intro.md:${IMAGE_LINE}:1 Image outside the site: ${passwd} is /etc/passwd`);
    expect(out).toMatch(new RegExp(`content/guide/intro\\.md:${IMAGE_LINE}:\\d+ Image outside the site: ${climb.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is `));
    expect(await published(dir)).toEqual([]);
  });

  it('a symbolic link to an image outside the site is followed before the check', async () => {
    const dir = await copyFixture('basic');
    await symlink(path.join(outside, 'key.png'), path.join(dir, 'content/guide/diagram.png'));
    await symlink('/etc/passwd', path.join(dir, 'content/guide/passwd.png'));
    await edit(dir, 'content/guide/intro.md', addLine('![a](./diagram.png) ![b](passwd.png)'));
    const r = await runCli(dir, ['build']);
    expect(r.code).toBe(1);
    const out = r.stdout + r.stderr;
    expect(out).toContain(`content/guide/intro.md:${IMAGE_LINE}:1 Image outside the site: ./diagram.png is ${path.join(await realOutside(), 'key.png')}`);
    expect(out).toContain(`Image outside the site: passwd.png is /etc/passwd`);
    expect(await published(dir)).toEqual([]);
  });

  it('an image inside the site, or a link to one inside it, is copied as before', async () => {
    const dir = await copyFixture('basic');
    await write(dir, 'site/static/img/inside.png', PNG);
    await symlink(path.join(dir, 'site/static/img/inside.png'), path.join(dir, 'content/guide/linked.png'));
    await edit(dir, 'content/guide/intro.md', addLine('![a](./linked.png) ![b](../../site/static/img/inside.png)'));
    const r = await runCli(dir, ['build']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect((await readdir(path.join(dir, 'build/assets/images'))).filter((f) => f.endsWith('.png'))).toHaveLength(2);
  });
});

describe('content and static files that lead outside the site', () => {
  it('a symbolic link to a page, or to a folder, outside the site is an error naming the link; it is not built', async () => {
    const dir = await copyFixture('basic');
    await symlink(path.join(outside, 'page.md'), path.join(dir, 'content/guide/leaked.md'));
    await symlink(outside, path.join(dir, 'content/guide/elsewhere'));
    await symlink('/etc/passwd', path.join(dir, 'content/guide/passwd.md'));
    const r = await runCli(dir, ['build']);
    expect(r.code).toBe(1);
    const out = r.stdout + r.stderr;
    expect(out).toContain(`content/guide/leaked.md Symbolic link leads outside the site: leaked.md points at ${path.join(await realOutside(), 'page.md')}`);
    expect(out).toContain(`content/guide/elsewhere Symbolic link leads outside the site: elsewhere points at ${await realOutside()}`);
    expect(out).toContain('content/guide/passwd.md Symbolic link leads outside the site: passwd.md points at /etc/passwd');
    expect(await published(dir)).toEqual([]);
  });

  it('a symbolic link in a static folder that leads outside is an error and is not copied', async () => {
    const dir = await copyFixture('basic');
    await write(dir, 'site/static/robots-extra.txt', 'fine\n');
    await symlink(path.join(outside, 'key.png'), path.join(dir, 'site/static/key.png'));
    await symlink('/etc/passwd', path.join(dir, 'site/static/passwd.txt'));
    const r = await runCli(dir, ['build']);
    expect(r.code).toBe(1);
    const out = r.stdout + r.stderr;
    expect(out).toContain('site/static/key.png Symbolic link leads outside the site: key.png points at');
    expect(out).toContain('site/static/passwd.txt Symbolic link leads outside the site: passwd.txt points at /etc/passwd');
    expect(await published(dir)).toEqual([]);
  });

  it('a docs folder the config names outside the site root may be read, with its images', async () => {
    const dir = await copyFixture('basic');
    const shared = await mkdtemp(path.join(os.tmpdir(), 'ctfdocs-shared-'));
    await write(shared, 'guide/intro.md', '---\ntitle: Introduction\n---\n\n![a](./pic.png)\n\nSee [the options](/guide/reference/options).\n');
    await write(shared, 'guide/reference/options.md', '# Options\n\nText.\n');
    await writeFile(path.join(shared, 'guide/pic.png'), PNG);
    await edit(dir, 'site/ctfdocs.config.yaml', (s) => s.replace('path: ../content/guide', `path: ${JSON.stringify(path.join(shared, 'guide'))}`));
    const r = await runCli(dir, ['build']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect((await readdir(path.join(dir, 'build/assets/images'))).some((f) => f.startsWith('pic.'))).toBe(true);
  });
});

const realOutside = () => realpath(outside);
