// The commands that write into a site (`new`, `init --force`,
// `init --from-docusaurus`) never write outside it: not through a symbolic
// link in it, not where a config path points outside, and not a name the
// build would then refuse. Each refusal is an error naming the path and
// why, with exit code 1 and no stack trace.
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture, edit, repoRoot, runCli, write, type CliResult } from '../helpers/fixture.ts';

const STACK = /\n\s+at .+:\d+:\d+/;

/** A folder beside the site copies, standing for whatever lies outside a site. */
async function outside(): Promise<string> {
  await mkdir(path.join(repoRoot, 'test/tmp'), { recursive: true });
  return mkdtemp(path.join(repoRoot, 'test/tmp', 'outside-'));
}

async function filesIn(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true })).map(String).sort();
}

function expectRefused(r: CliResult, ...parts: Array<string | RegExp>): void {
  expect(r.code, r.stderr).toBe(1);
  const errors = r.stderr.split('\n').filter((l) => l.startsWith('error '));
  expect(errors.length, r.stderr).toBeGreaterThan(0);
  for (const part of parts) expect(r.stderr).toMatch(part);
  expect(r.stderr).toMatch(/\n {2}hint: \S/);
  expect(r.stderr).not.toMatch(STACK);
}

describe('ctfdocs new', () => {
  it('refuses a path through a symbolic link that leads outside the docs folder, and writes nothing there', async () => {
    const dir = await copyFixture('basic');
    const away = await outside();
    await symlink(away, path.join(dir, 'content/guide/shared'));
    const r = await runCli(dir, ['new', 'guide/shared/page']);
    expectRefused(r, /error content\/guide\/shared\b.*symbolic link/, 'outside');
    expect(await filesIn(away)).toEqual([]);
  });

  it('refuses a dangling link, as a folder and as the page itself, without a stack trace', async () => {
    const dir = await copyFixture('basic');
    await symlink(path.join(dir, 'no-such-folder'), path.join(dir, 'content/guide/gone'));
    expectRefused(await runCli(dir, ['new', 'guide/gone/page']), /error content\/guide\/gone\b.*symbolic link/, 'does not exist');
    await symlink(path.join(dir, 'no-such-file.md'), path.join(dir, 'content/guide/dead.md'));
    expectRefused(await runCli(dir, ['new', 'guide/dead']), /error content\/guide\/dead\.md\b/);
    expect(existsSync(path.join(dir, 'no-such-folder'))).toBe(false);
    expect(existsSync(path.join(dir, 'no-such-file.md'))).toBe(false);
  });

  it('allows a link that stays inside the docs folder', async () => {
    const dir = await copyFixture('basic');
    await symlink(path.join(dir, 'content/guide/reference'), path.join(dir, 'content/guide/ref'));
    const r = await runCli(dir, ['new', 'guide/ref/limits']);
    expect(r.code, r.stderr).toBe(0);
    expect(existsSync(path.join(dir, 'content/guide/reference/limits.md'))).toBe(true);
  });

  it('refuses a name the build would refuse or skip, and writes nothing', async () => {
    const dir = await copyFixture('basic');
    const before = await filesIn(path.join(dir, 'content'));
    for (const [name, why] of [
      ['x\\y', '"\\"'],
      ['x%2e%2e', '"%"'],
      ['a#b', '"#"'],
      ['tab\there', 'U+0009'],
      ['_partial', '"_"'],
      ['notes/.drafts/page', '"."'],
      ['.hidden', '"."'],
    ]) {
      const r = await runCli(dir, ['new', `guide/${name}`]);
      expectRefused(r, why);
    }
    expect(await filesIn(path.join(dir, 'content'))).toEqual(before);
    // What the build accepts, new writes, and the build then builds.
    expect((await runCli(dir, ['new', 'guide/setup/v1.2-notes'])).code).toBe(0);
    const build = await runCli(dir, ['build']);
    expect(build.code, build.stderr).toBe(0);
  });
});

describe('ctfdocs init --force', () => {
  it('refuses a folder whose site/ is a link to outside it, and leaves what is there as it was', async () => {
    const dir = await mkdtemp(path.join(await outside(), 'site-'));
    const away = await outside();
    await writeFile(path.join(away, 'ctfdocs.config.yaml'), 'title: Someone else\n');
    await symlink(away, path.join(dir, 'site'));
    const r = await runCli(dir, ['init', '.', '--yes', '--force']);
    expectRefused(r, /error site\b.*symbolic link/);
    expect(await filesIn(away)).toEqual(['ctfdocs.config.yaml']);
    expect(await readFile(path.join(away, 'ctfdocs.config.yaml'), 'utf8')).toBe('title: Someone else\n');
    // Nothing at all was written: the refusal comes before the first file.
    expect(await readdir(dir)).toEqual(['site']);
  });

  it('refuses a dangling link among the files it writes, and a target that is a dangling link, without a stack trace', async () => {
    const dir = await mkdtemp(path.join(await outside(), 'site-'));
    await symlink(path.join(dir, 'nowhere'), path.join(dir, 'content'));
    expectRefused(await runCli(dir, ['init', '.', '--yes', '--force']), /error content\b.*symbolic link/);
    const parent = await outside();
    await symlink(path.join(parent, 'nowhere'), path.join(parent, 'docs'));
    expectRefused(await runCli(parent, ['init', 'docs', '--yes']), /error docs\b.*symbolic link/);
    expect(existsSync(path.join(parent, 'nowhere'))).toBe(false);
  });
});

describe('ctfdocs init --from-docusaurus', () => {
  it('writes no sidebars or _category_.yml outside the site, where a sidebarPath or docs path points there, and says so', async () => {
    const dir = await copyFixture('docusaurus');
    const away = await outside();
    const shared = path.relative(dir, away);
    // A CommonJS module, as in the site (whose package.json has no "type").
    await cp(path.join(dir, 'sidebarsCommunity.js'), path.join(away, 'sidebarsCommunity.cjs'));
    await cp(path.join(dir, 'community'), path.join(away, 'community'), { recursive: true });
    await write(away, 'community/_category_.json', '{ "label": "Community" }\n');
    await edit(dir, 'docusaurus.config.js', (s) =>
      s.replace("path: 'community'", `path: '${shared}/community'`).replace("require.resolve('./sidebarsCommunity.js')", `require.resolve('./${shared}/sidebarsCommunity.cjs')`),
    );
    const before = await filesIn(away);
    const r = await runCli(dir, ['init', '--from-docusaurus', '.']);
    expect(r.code, r.stderr).toBe(0);
    expect(await filesIn(away)).toEqual(before);
    expect(r.stdout).toContain(`${shared}/sidebarsCommunity.yaml  (file): not written: it is outside the site folder`);
    expect(r.stdout).toContain(`${shared}/community/_category_.yml  (file): not written: it is outside the site folder`);
    // The instance then has no sidebars file: its sidebar is made from its folders.
    const config = await readFile(path.join(dir, 'ctfdocs.config.yaml'), 'utf8');
    expect(config).not.toContain('sidebarsCommunity');
  });

  it('writes nothing through a folder of the site that is a link to outside it', async () => {
    const dir = await copyFixture('docusaurus');
    const away = await outside();
    await cp(path.join(dir, 'community'), away, { recursive: true });
    await writeFile(path.join(away, '_category_.json'), '{ "label": "Community" }\n');
    await rm(path.join(dir, 'community'), { recursive: true });
    await symlink(away, path.join(dir, 'community'));
    const before = await filesIn(away);
    const r = await runCli(dir, ['init', '--from-docusaurus', '.']);
    expect(r.code, r.stderr).toBe(0);
    expect(await filesIn(away)).toEqual(before);
    expect(r.stdout).toMatch(/community\/_category_\.yml {2}\(file\): not written: community is a symbolic link to a folder outside the site folder/);
  });

  it('does not overwrite a sidebars file that is there without --force, and does with it', async () => {
    const dir = await copyFixture('docusaurus');
    await writeFile(path.join(dir, 'sidebars.yaml'), '# mine\n');
    const r = await runCli(dir, ['init', '--from-docusaurus', '.']);
    expectRefused(r, 'sidebars.yaml already exists', '--force');
    expect(await readFile(path.join(dir, 'sidebars.yaml'), 'utf8')).toBe('# mine\n');
    expect(existsSync(path.join(dir, 'ctfdocs.config.yaml'))).toBe(false);
    const forced = await runCli(dir, ['init', '--from-docusaurus', '.', '--force']);
    expect(forced.code, forced.stderr).toBe(0);
    expect(await readFile(path.join(dir, 'sidebars.yaml'), 'utf8')).toContain('tutorialSidebar:');
  });
});
