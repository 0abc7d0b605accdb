// Bad input through the CLI: each problem gives one clear error that names
// the file (with line and column or key path where there is one) and how to
// fix it, exits 1, and shows no stack trace unless --debug.
import { existsSync } from 'node:fs';
import { mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import { startServer } from '@ctfdocs/dev-server';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture, edit, runCli, write, type CliResult } from '../helpers/fixture.ts';

const STACK = /\n\s+at .+:\d+:\d+/;

/** The run failed with exactly one error, whose first line matches `first`, and a hint. */
function expectOneClearError(r: CliResult, first: RegExp): void {
  expect(r.code, r.stderr).toBe(1);
  const errors = r.stderr.split('\n').filter((l) => l.startsWith('error '));
  expect(errors, r.stderr).toHaveLength(1);
  expect(errors[0]).toMatch(first);
  expect(r.stderr).toMatch(/\n {2}hint: \S/);
  expect(r.stderr).not.toMatch(STACK);
}

async function buildWith(change: (dir: string) => Promise<void>): Promise<CliResult> {
  const dir = await copyFixture('basic');
  await change(dir);
  return runCli(dir, ['build']);
}

const INTRO = 'content/guide/intro.md';

describe('bad input gives one clear error', () => {
  it('malformed front matter: file, line and column of the YAML error', async () => {
    const r = await buildWith((dir) => edit(dir, INTRO, (s) => s.replace('title: Introduction', 'title: [Introduction')));
    expectOneClearError(r, /^error content\/guide\/intro\.md:\d+:\d+ YAML syntax error: /);
  });

  it('front matter that is never closed', async () => {
    const r = await buildWith((dir) => edit(dir, INTRO, (s) => s.replace(/\n---\n\nWelcome/, '\n\nWelcome')));
    expectOneClearError(r, /^error content\/guide\/intro\.md:1 Front matter starts with "---" on line 1 but is never closed$/);
  });

  it('an unknown front matter key: a warning naming file, line and key; an error with onUnsupportedSyntax: throw', async () => {
    const rename = (dir: string) => edit(dir, INTRO, (s) => s.replace('title: Introduction', 'titel: Introduction'));
    const warned = await buildWith(rename);
    expect(warned.code, warned.stderr).toBe(0);
    expect(warned.stderr).toMatch(/^warning content\/guide\/intro\.md:2:\d+ front matter key "titel" is not used by ctfdocs and has no effect$/m);
    const r = await buildWith(async (dir) => {
      await rename(dir);
      await edit(dir, 'site/ctfdocs.config.yaml', (s) => `onUnsupportedSyntax: throw\n${s}`);
    });
    expectOneClearError(r, /^error content\/guide\/intro\.md:2:\d+ front matter key "titel" is not used by ctfdocs and has no effect$/);
  });

  it('a front matter field of the wrong type: file, line and key path', async () => {
    const r = await buildWith((dir) => edit(dir, INTRO, (s) => s.replace('sidebar_position: 1', 'sidebar_position: first')));
    expectOneClearError(r, /^error content\/guide\/intro\.md:4:\d+ front matter sidebar_position: .*number/i);
  });

  it('a YAML error in the config: file, line and column', async () => {
    const r = await buildWith((dir) => edit(dir, 'site/ctfdocs.config.yaml', (s) => s.replace('title: Fixture Docs', 'title: "Fixture Docs')));
    expectOneClearError(r, /^error site\/ctfdocs\.config\.yaml:\d+:\d+ YAML syntax error: /);
  });

  it('a config that is not UTF-8', async () => {
    const r = await buildWith((dir) => writeFile(path.join(dir, 'site/ctfdocs.config.yaml'), Buffer.from('title: Caf\xe9 Docs\nurl: https://e.com\n', 'latin1')));
    expectOneClearError(r, /^error site\/ctfdocs\.config\.yaml Config file is not valid UTF-8 text$/);
  });

  it('a YAML error in a sidebars file: one error, not its echoes', async () => {
    const r = await buildWith(async (dir) => {
      await write(dir, 'site/sidebars/guide.yaml', 'guide:\n  - intro\n - setup/install\n');
      await edit(dir, 'site/ctfdocs.config.yaml', (s) => s.replace('landingDocId: intro', 'landingDocId: intro\n    sidebarPath: sidebars/guide.yaml'));
    });
    expectOneClearError(r, /^error site\/sidebars\/guide\.yaml:3:\d+ YAML syntax error: /);
  });

  it('a markdown file that is not UTF-8', async () => {
    const r = await buildWith((dir) => writeFile(path.join(dir, 'content/guide/latin1.md'), Buffer.from('# Caf\xe9\n\nText.\n', 'latin1')));
    expectOneClearError(r, /^error content\/guide\/latin1\.md File is not valid UTF-8 text$/);
  });

  it('an empty markdown file', async () => {
    const r = await buildWith((dir) => write(dir, 'content/guide/empty.md', ''));
    expectOneClearError(r, /^error content\/guide\/empty\.md Page is empty$/);
  });

  it('a 5 MB page', async () => {
    const r = await buildWith((dir) => write(dir, 'content/guide/huge.md', '# Huge\n\n' + 'A line of text that repeats.\n\n'.repeat(180_000)));
    expectOneClearError(r, /^error content\/guide\/huge\.md Page is 5\.\d MB; one page may be at most 1 MB$/);
  });

  it('a directory symlink loop', async () => {
    const r = await buildWith(async (dir) => {
      await mkdir(path.join(dir, 'content/guide/nested'));
      await symlink('..', path.join(dir, 'content/guide/nested/loop'));
    });
    expectOneClearError(r, /^error content\/guide\/nested\/loop Symbolic link loop: loop points at a folder that contains it$/);
  });

  it('an image link to a missing file: file and line', async () => {
    const r = await buildWith((dir) => edit(dir, INTRO, (s) => s + '\n![Diagram](./img/missing.png)\n'));
    expectOneClearError(r, /^error content\/guide\/intro\.md:13:\d+ Image not found: \.\/img\/missing\.png$/);
  });

  it('an OpenAPI document that is not one', async () => {
    const r = await buildWith(async (dir) => {
      await write(dir, 'specs/notes.yaml', 'shopping:\n  - milk\n  - eggs\n');
      await edit(dir, 'site/ctfdocs.config.yaml', (s) => s.replace('themeConfig:', 'apiReferences:\n  - route: /api\n    title: API\n    spec: ../specs/notes.yaml\nthemeConfig:'));
    });
    expectOneClearError(r, /^error specs\/notes\.yaml:1 Not an OpenAPI document: specs\/notes\.yaml has no top-level "openapi" or "swagger" field$/);
  });

  it('a broken link in raw HTML: blamed on the page, with the line of the HTML, not on the layout', async () => {
    const r = await buildWith((dir) => edit(dir, INTRO, (s) => `${s}\n<p>See <a href="/guide/nowhere">the old page</a>.</p>\n`));
    expectOneClearError(r, /^error content\/guide\/intro\.md:13:\d+ Broken link: \/guide\/intro \(content\/guide\/intro\.md:13\) → \/guide\/nowhere$/);
    expect(r.stderr).not.toContain('layout');
  });

  it('an output folder that holds what the build reads: refused before anything is replaced', async () => {
    for (const outDir of ['site', '.', 'content/guide/..']) {
      const dir = await copyFixture('basic');
      const r = await runCli(dir, ['build', '--out-dir', outDir]);
      expectOneClearError(r, /^error The output folder .* holds .*, which the build reads/);
      expect(existsSync(path.join(dir, 'site/ctfdocs.config.yaml'))).toBe(true);
      expect(existsSync(path.join(dir, 'content/guide/intro.md'))).toBe(true);
    }
  });

  it('an empty option value is a usage error (exit code 2), for every command', async () => {
    const dir = await copyFixture('basic');
    for (const args of [
      ['build', '--out-dir', ''],
      ['build', '--config', ''],
      ['check', '--config', ' '],
      ['serve', '--host', ''],
      ['serve', '--no-watch', '--out-dir', ''],
      ['version', 'guide', '1.0', '--config', ''],
      ['new', 'guide/x', '--title', ''],
      ['init', 'elsewhere', '--yes', '--title', ''],
      ['init', 'elsewhere', '--yes', '--url', ''],
      ['init', '--from-docusaurus', ''],
    ]) {
      const r = await runCli(dir, args);
      expect(r.code, `${args.join(' ')}\n${r.stderr}`).toBe(2);
      expect(r.stderr, args.join(' ')).toMatch(/argument '\s*' is invalid\. It must not be empty\./);
    }
    expect(existsSync(path.join(dir, 'elsewhere'))).toBe(false);
    expect(existsSync(path.join(dir, 'content/guide/x.md'))).toBe(false);
  });

  it('shows the stack trace of an unexpected failure only with --debug', async () => {
    const dir = await copyFixture('basic');
    const plain = await runCli(dir, ['serve', '--no-watch', '--port', '0']);
    expectOneClearError(plain, /^error No build to preview at .*build\. Run "ctfdocs build" first, or drop --no-watch\.$/);
    const debug = await runCli(dir, ['serve', '--no-watch', '--port', '0', '--debug']);
    expect(debug.code).toBe(1);
    expect(debug.stderr).toMatch(STACK);
  });

  it('serve survives files deleted while it rebuilds, and recovers once they are gone', async () => {
    const dir = await copyFixture('basic');
    const pages = Array.from({ length: 150 }, (_, i) => `content/guide/many/page-${i}.md`);
    for (const p of pages) await write(dir, p, `# Page ${p}\n\nSome text with a [link](/guide/intro).\n`);
    const log: string[] = [];
    const server = await startServer({ rootDir: dir, configPath: 'site/ctfdocs.config.yaml', outDir: path.join(dir, 'build'), port: 0, host: '127.0.0.1', watch: true, log: (l) => log.push(l) });
    try {
      // Deletions spread over the rebuild that the first edit starts, so that
      // some land between listing the folder and reading the files.
      await edit(dir, INTRO, (s) => s + '\nEdited.\n');
      for (const p of pages.slice(0, 100)) {
        await rm(path.join(dir, p));
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      let built = await server.nextBuild();
      while (!built.ok) built = await server.nextBuild();
      const ok = await fetch(`${server.url.replace('localhost', '127.0.0.1')}/guide/many/page-120`);
      expect(ok.status).toBe(200);
      const gone = await fetch(`${server.url.replace('localhost', '127.0.0.1')}/guide/many/page-5`);
      expect(gone.status).toBe(404);
      const text = log.join('\n');
      expect(text).not.toMatch(STACK);
      for (const line of text.split('\n').filter((l) => l.startsWith('error '))) expect(line).toMatch(/^error content\/guide\/many\/page-\d+\.md /);
    } finally {
      await server.close();
    }
  });
});
