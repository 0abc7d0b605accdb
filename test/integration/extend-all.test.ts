// A site that uses every way of extending ctfdocs at once (issue #27's proof,
// test/fixtures/extend-all): customCss, stylesheets, scripts and headTags;
// markdown plugins from npm (remark-math with rehype-katex, remark-gemoji,
// npm2yarn in an MDX page; the workspace's devDependencies, which resolve from
// the fixture's copy inside the repository) and a local rehype plugin; a
// Footer that wraps the theme's; mdxComponents; and a site plugin with a
// route, a head tag, a client module, a remark plugin, a check and a
// postBuild file. Each
// feature is checked in the built output; `check` prints the plugin's
// diagnostic at its file and line; and the compile cache still holds: a warm
// build compiles nothing, and a markdown plugin's options (the config's, or
// those a site plugin gives its own) compile every page.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useCountedBuild } from '../helpers/counted-build.ts';
import { EXTENDED_SITE_FEATURES, EXTENDED_SITE_PAGES, EXTENDED_SITE_WARNING } from '../helpers/extended-site.ts';
import { copyFixture, edit, hashTree, runCli } from '../helpers/fixture.ts';

const countedBuild = useCountedBuild();

describe('a site using every extension at once, built', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await copyFixture('extend-all');
    const cold = await countedBuild(dir, 'build');
    expect(cold.ok, JSON.stringify(cold.diagnostics)).toBe(true);
    expect(cold.diagnostics.filter((d) => d.severity !== 'notice').map((d) => d.code)).toEqual(['plugin/releases/no-date']);
    expect(cold.compiled).toEqual(EXTENDED_SITE_PAGES);
  }, 120_000);

  for (const [feature, check] of Object.entries(EXTENDED_SITE_FEATURES)) it(feature, () => check(path.join(dir, 'build')));

  it("compiles nothing on a warm build, and every page again when a markdown plugin's options change, the config's or a site plugin's", async () => {
    const warm = await countedBuild(dir, 'warm');
    expect(warm.compiled).toEqual([]);
    expect(await hashTree(path.join(dir, 'warm'))).toBe(await hashTree(path.join(dir, 'build')));
    await edit(dir, 'site/ctfdocs.config.yaml', (s) => s.replace('{CTF: Capture The Flag}', '{CTF: Capture the flag}'));
    const changed = await countedBuild(dir, 'changed');
    expect(changed.compiled).toEqual(EXTENDED_SITE_PAGES);
    expect(await hashTree(path.join(dir, 'changed'))).not.toBe(await hashTree(path.join(dir, 'build')));
    // The data a site plugin gives its remark plugin as options: every page.
    await edit(dir, 'site/releases.json', (s) => s.replace('"2.1.0"', '"2.2.0"'));
    const data = await countedBuild(dir, 'data');
    expect(data.compiled).toEqual(EXTENDED_SITE_PAGES);
    expect(await readFile(path.join(dir, 'data/docs/intro.html'), 'utf8')).toContain('The latest release is 2.2.0.</p>');
    expect((await countedBuild(dir, 'data-warm')).compiled).toEqual([]);
  });
});

describe('a site using every extension at once, checked', () => {
  it("prints the site plugin's diagnostic at its file and line, and passes", async () => {
    const dir = await copyFixture('extend-all');
    const r = await runCli(dir, ['check']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout + r.stderr).toContain(EXTENDED_SITE_WARNING);
    expect(r.stdout + r.stderr).toMatch(/0 errors, 1 warning/);
  });
});
