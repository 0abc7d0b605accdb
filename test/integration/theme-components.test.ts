// A site's own components in the theme (issue #27 item 3): a footer the
// config names that wraps the theme's (`@theme-original/Footer`), a
// swizzled component read from src/theme/ in Docusaurus's layout, MDX
// components every allowed MDX page uses without an import, and the errors
// a mistake in any of them gives, each where it was made.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '@ctfdocs/dev-server';
import { copyFixture, edit, runCli, saveSlowly, write } from '../helpers/fixture.ts';

const CONFIG = 'site/ctfdocs.config.yaml';

let server: RunningServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** The 1-based line of the config that holds `text`. */
async function lineOf(dir: string, text: string): Promise<number> {
  const lines = (await readFile(path.join(dir, CONFIG), 'utf8')).split('\n');
  const index = lines.findIndex((l) => l.includes(text));
  expect(index, text).toBeGreaterThanOrEqual(0);
  return index + 1;
}

describe("a site's components", () => {
  it('draw the wrapped footer on every page, the swizzled doc footer under each doc, and the MDX components without an import', async () => {
    const dir = await copyFixture('theme-components');
    const r = await runCli(dir, ['build', '--config', CONFIG, '--out-dir', 'build']);
    expect(r.code, r.stderr + r.stdout).toBe(0);
    expect(r.stdout).toMatch(/ — 0 warnings\.$/m);
    const page = (file: string) => readFile(path.join(dir, 'build', file), 'utf8');
    for (const file of ['index.html', 'docs/intro.html', 'docs/mdx/components.html', '404.html']) {
      const html = await page(file);
      // The site's note, then the theme's own footer with the config's links and copyright.
      expect(html, file).toMatch(/<aside class="site-note" aria-label="About these docs"><p>Written by the Component Docs team\.<\/p><\/aside><footer class="footer footer-light">/);
      expect(html, file).toContain('<p class="footer-copyright">Copyright Component Docs</p>');
      // src/theme/Footer.tsx is overruled by the config's Footer.
      expect(html, file).not.toContain('which the config overrules');
    }
    const intro = await page('docs/intro.html');
    // src/theme/DocItem/Footer/index.tsx, given the doc's tags, before the theme's own doc footer (the tags list).
    expect(intro).toMatch(/<p class="doc-feedback">Was this page helpful\? (?:<!-- -->)?Tagged start\.<\/p><div class="doc-tags">/);
    const mdx = await page('docs/mdx/components.html');
    expect(mdx).toContain('This is <mark class="site-highlight">important</mark> and <span class="site-badge">new</span>, with no import.');
    expect(mdx).toContain('admonition admonition-note');

    const check = await runCli(dir, ['check', '--config', CONFIG]);
    expect(check.code, check.stderr).toBe(0);
    expect(check.stdout).toMatch(/0 errors, 0 warnings\. 1 page runs code at build time, 3 site components too\.$/m);
    expect(check.stderr).toContain('notice site/src/components/WrappedFooter.tsx:1 Theme component Footer');
    expect(check.stderr).toContain('it imports site/src/components/SiteNote.tsx');
    expect(check.stderr).toContain('notice site/src/theme/DocItem/Footer/index.tsx:1 Theme component DocItem/Footer');
  });

  it('a name the theme does not have is an error at its config line that lists the names it has', async () => {
    const dir = await copyFixture('theme-components');
    await edit(dir, CONFIG, (s) => s.replace('  Footer: ./src/components/WrappedFooter.tsx\n', '  Footer: ./src/components/WrappedFooter.tsx\n  Foter: ./src/components/WrappedFooter.tsx\n'));
    const r = await runCli(dir, ['check', '--config', CONFIG]);
    expect(r.code).toBe(1);
    const line = await lineOf(dir, 'Foter:');
    expect(r.stderr).toContain(`error ${CONFIG}:${line}:10 themeComponents.Foter: the theme has no component "Foter"`);
    expect(r.stderr).toMatch(/hint: The components a site can replace are Layout, AnnouncementBar, Navbar, ColorModeToggle, Footer, DocSidebar, .*DocItem\/Footer, .*TabItem\./);
  });

  it('a module that does not exist is an error at its config line', async () => {
    const dir = await copyFixture('theme-components');
    await edit(dir, CONFIG, (s) => s.replace('./src/components/WrappedFooter.tsx', './src/components/Nope.tsx').replace('./src/mdx-components.tsx', './src/nothing.tsx'));
    const r = await runCli(dir, ['check', '--config', CONFIG]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`error ${CONFIG}:${await lineOf(dir, 'Nope.tsx')}:11 themeComponents.Footer: module "site/src/components/Nope.tsx" does not exist`);
    expect(r.stderr).toContain(`error ${CONFIG}:${await lineOf(dir, 'nothing.tsx')}:16 mdxComponents: module "site/src/nothing.tsx" does not exist`);
    // Neither the missing Footer nor src/theme/Footer.tsx, which the config's key overrules, is drawn.
    expect(r.stderr).not.toContain('site/src/theme/Footer.tsx');
  });

  it('a component that throws while rendering fails the build with an error naming it, its file and line, and the page', async () => {
    const dir = await copyFixture('theme-components');
    await write(dir, 'site/src/theme/DocItem/Footer/index.tsx', "export default function Broken(): never {\n  throw new Error('No feedback service');\n}\n");
    const r = await runCli(dir, ['build', '--config', CONFIG, '--out-dir', 'build']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /error site\/src\/theme\/DocItem\/Footer\/index\.tsx:2:\d+ Theme component DocItem\/Footer \(site\/src\/theme\/DocItem\/Footer\/index\.tsx, the site's\) crashed while rendering \/docs\/(intro|mdx\/components): No feedback service \(thrown in Broken\)/,
    );
  });

  it("a file of src/theme/ that replaces none of the theme's components is a warning", async () => {
    const dir = await copyFixture('theme-components');
    await write(dir, 'site/src/theme/Root.tsx', 'export default function Root({ children }) {\n  return children;\n}\n');
    const r = await runCli(dir, ['check', '--config', CONFIG]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('warning site/src/theme/Root.tsx site/src/theme/Root.tsx replaces no component of the theme, so the build does not use it');
  });

  it('serve draws an edited component, and a file one imports, on the next rebuild', async () => {
    const dir = await copyFixture('theme-components');
    server = await startServer({ rootDir: dir, configPath: CONFIG, outDir: path.join(dir, 'build'), port: 0, host: '127.0.0.1', watch: true, log: () => {} });
    await server.idle();
    const intro = () => fetch(`${server!.url}/docs/intro`).then((res) => res.text());
    expect(await intro()).toContain('Written by the Component Docs team.');
    let rebuilt = server.nextBuild();
    await edit(dir, 'site/src/components/SiteNote.tsx', (s) => s.replace('Written by the Component Docs team.', 'Kept by the docs guild.'));
    expect((await rebuilt).ok).toBe(true);
    expect(await intro()).toContain('Kept by the docs guild.');
    rebuilt = server.nextBuild();
    await edit(dir, 'site/src/theme/DocItem/Footer/index.tsx', (s) => s.replace('Was this page helpful?', 'Did this page help?'));
    expect((await rebuilt).ok).toBe(true);
    expect(await intro()).toContain('Did this page help?');
  });

  it('serve builds a component saved slowly (emptied, then written 60 ms later) once, from the written text', async () => {
    const dir = await copyFixture('theme-components');
    server = await startServer({ rootDir: dir, configPath: CONFIG, outDir: path.join(dir, 'build'), port: 0, host: '127.0.0.1', watch: true, log: () => {} });
    await server.idle();
    const rebuilt = server.nextBuild();
    await saveSlowly(dir, 'site/src/theme/DocItem/Footer/index.tsx', (s) => s.replace('Was this page helpful?', 'Did this page help?'), 60);
    // Not the empty file's "no default export" error for a moment, then the fix.
    expect((await rebuilt).ok).toBe(true);
    expect(await fetch(`${server.url}/docs/intro`).then((res) => res.text())).toContain('Did this page help?');
    // The build read the written file: a second look at it finds nothing new to build.
    const another = server.nextBuild().then(() => 'rebuilt');
    expect(await Promise.race([another, new Promise((r) => setTimeout(() => r('quiet'), 300))])).toBe('quiet');
  });

  it('serve builds a component left empty as it is, with the error that says so', async () => {
    const dir = await copyFixture('theme-components');
    const logs: string[] = [];
    server = await startServer({ rootDir: dir, configPath: CONFIG, outDir: path.join(dir, 'build'), port: 0, host: '127.0.0.1', watch: true, log: (m) => logs.push(m) });
    await server.idle();
    const rebuilt = server.nextBuild();
    await write(dir, 'site/src/theme/DocItem/Footer/index.tsx', '');
    expect((await rebuilt).ok).toBe(false);
    expect(logs.join('\n')).toContain('site/src/theme/DocItem/Footer/index.tsx (theme component DocItem/Footer) has no default export that is a component');
  });
});
