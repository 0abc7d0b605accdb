// MDX runs only where the site allows it (markdown.mdx.allow). A `.mdx`
// page a pull request adds elsewhere would run its code in `check`, `build`
// and `serve`, in CI next to the repository's secrets: it is an error naming
// the file and the key, and nothing of it is compiled or run. In an allowed
// folder the same page runs, and `check` lists it for the reviewer.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, createBuildCache } from '@ctfdocs/renderer';
import { loadConfig, sourceFormats } from '@ctfdocs/core';
import { copyFixture, edit, repoRoot, runCli, write } from '../helpers/fixture.ts';

const SECRET = 'mdx-allow-secret-4c1e9a';
const before = process.env.CTFDOCS_TEST_SECRET;
beforeAll(() => {
  process.env.CTFDOCS_TEST_SECRET = SECRET;
});
afterAll(() => {
  if (before === undefined) delete process.env.CTFDOCS_TEST_SECRET;
  else process.env.CTFDOCS_TEST_SECRET = before;
});

/** A contributed page that writes a file and puts an environment variable into the page when it runs. */
function hostilePage(marker: string): string {
  return `export const ran = process.getBuiltinModule('node:fs').writeFileSync(${JSON.stringify(marker)}, 'ran');\n\n# Contributed\n\nThe secret is {process.env.CTFDOCS_TEST_SECRET}.\n`;
}

async function siteWithPage(): Promise<{ dir: string; marker: string }> {
  const dir = await copyFixture('basic');
  const marker = path.join(dir, 'ran.txt');
  await write(dir, 'content/guide/contributed.mdx', hostilePage(marker));
  return { dir, marker };
}

describe('an MDX page outside markdown.mdx.allow', () => {
  it('check: an error naming the file, line 1 and the key, with the glob to add; the page is never run', async () => {
    const { dir, marker } = await siteWithPage();
    const r = await runCli(dir, ['check']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('error content/guide/contributed.mdx:1 content/guide/contributed.mdx is MDX, which runs as code at build time, and markdown.mdx.allow does not list it');
    expect(r.stderr).toContain('add "../content/guide/contributed.mdx" (or its folder, "../content/guide/**") to markdown.mdx.allow in site/ctfdocs.config.yaml');
    expect(existsSync(marker)).toBe(false);
    const github = await runCli(dir, ['check', '--format', 'github']);
    expect(github.stderr).toMatch(/^::error file=content\/guide\/contributed\.mdx,line=1,title=mdx\/not-allowed::/m);
    expect(existsSync(marker)).toBe(false);
  });

  it('build: fails without running it, and publishes nothing', async () => {
    const { dir, marker } = await siteWithPage();
    const r = await runCli(dir, ['build']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('content/guide/contributed.mdx:1');
    expect(existsSync(marker)).toBe(false);
    expect(existsSync(path.join(dir, 'build'))).toBe(false);
  });

  it("serve's builds do not run it either, and the secret is in no file they made", async () => {
    const { dir, marker } = await siteWithPage();
    const result = await buildSite({ rootDir: dir, configPath: 'site/ctfdocs.config.yaml', outDir: path.join(dir, 'build'), write: false, dev: true, cache: createBuildCache() });
    expect(result.diagnostics.filter((d) => d.severity === 'error').map((d) => d.code)).toEqual(['mdx/not-allowed']);
    expect(existsSync(marker)).toBe(false);
    const texts = [...result.files.values()].map((f) => ('contents' in f ? Buffer.from(f.contents).toString('utf8') : ''));
    expect(texts.filter((t) => t.includes(SECRET))).toEqual([]);
  });

  it('runs in a folder the config allows, and check lists it as a notice (a GitHub annotation) without failing', async () => {
    const { dir, marker } = await siteWithPage();
    await edit(dir, 'site/ctfdocs.config.yaml', (s) => `${s}markdown:\n  mdx:\n    allow: ['../content/guide/**']\n`);
    const r = await runCli(dir, ['check', '--format', 'github']);
    expect(r.code).toBe(0);
    expect(existsSync(marker)).toBe(true);
    expect(r.stderr).toMatch(/^::notice file=content\/guide\/contributed\.mdx,line=1,title=build\/runs-code::MDX page runs code at build time \(its folder is in markdown\.mdx\.allow\) \(/m);
    expect(r.stdout).toMatch(/Checked \d+ pages: 0 errors, 0 warnings\. 2 pages run code at build time\./);
  });
});

describe('the CTFd site', () => {
  it('allows no MDX: a .mdx page added under content/ would be refused', async () => {
    const loaded = await loadConfig(repoRoot, 'site/ctfdocs.config.yaml');
    expect(loaded.config?.markdown.mdx.allow).toEqual([]);
    expect(sourceFormats(loaded.config!.markdown, loaded.file)('content/docs/contributed.mdx')).toHaveProperty('refused');
  });
});
