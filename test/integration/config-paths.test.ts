// Paths in the config are relative to the config file, so a site builds the
// same from any folder, and serve watches the folders its config names.
import { mkdir, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '@ctfdocs/dev-server';
import { copyFixture, edit, runCli, write } from '../helpers/fixture.ts';

let server: RunningServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('paths from the config', () => {
  it('builds with --config from another folder: docs, pages and static files come from beside the config', async () => {
    const dir = await copyFixture('basic');
    await write(dir, 'site/static/robots-note.txt', 'static file');
    const elsewhere = path.join(dir, 'somewhere/else');
    await mkdir(elsewhere, { recursive: true });
    const r = await runCli(elsewhere, ['build', '--config', path.join(dir, 'site/ctfdocs.config.yaml'), '--out-dir', 'out']);
    expect(r.stderr + r.stdout).not.toMatch(/error/i);
    expect(r.code).toBe(0);
    const out = path.join(elsewhere, 'out');
    expect(await readFile(path.join(out, 'guide/intro.html'), 'utf8')).toContain('<h1');
    expect(await readFile(path.join(out, 'about.html'), 'utf8')).toContain('About');
    expect(await readFile(path.join(out, 'robots-note.txt'), 'utf8')).toBe('static file');
  });

  it('serve rebuilds when a file changes in a docs folder the config names outside content/', async () => {
    const dir = await copyFixture('basic');
    await mkdir(path.join(dir, 'handbook'));
    await rename(path.join(dir, 'content/guide'), path.join(dir, 'handbook/guide'));
    await edit(dir, 'site/ctfdocs.config.yaml', (s) => s.replace('path: ../content/guide', 'path: ../handbook/guide'));
    server = await startServer({ rootDir: dir, configPath: 'site/ctfdocs.config.yaml', outDir: path.join(dir, 'build'), port: 0, host: '127.0.0.1', watch: true, log: () => {} });
    await server.idle();
    const rebuilt = server.nextBuild();
    await edit(dir, 'handbook/guide/intro.md', (s) => `${s}\n\nA line added while serving.\n`);
    expect((await rebuilt).ok).toBe(true);
    const page = await fetch(`${server.url}/guide/intro`).then((res) => res.text());
    expect(page).toContain('A line added while serving.');
  });

  it('serve watches a folder the config names once the config is changed to name it', async () => {
    const dir = await copyFixture('basic');
    server = await startServer({ rootDir: dir, configPath: 'site/ctfdocs.config.yaml', outDir: path.join(dir, 'build'), port: 0, host: '127.0.0.1', watch: true, log: () => {} });
    await server.idle();
    await mkdir(path.join(dir, 'manual'));
    await rename(path.join(dir, 'content/guide/intro.md'), path.join(dir, 'manual/intro.md'));
    await rename(path.join(dir, 'content/guide/setup'), path.join(dir, 'manual/setup'));
    await rename(path.join(dir, 'content/guide/reference'), path.join(dir, 'manual/reference'));
    let built = server.nextBuild();
    await edit(dir, 'site/ctfdocs.config.yaml', (s) => s.replace('path: ../content/guide', 'path: ../manual'));
    while (!(await built).ok) built = server.nextBuild();
    // Let the watcher take in the new folder before saving in it.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const rebuilt = server.nextBuild();
    await edit(dir, 'manual/intro.md', (s) => `${s}\n\nSaved in the new folder.\n`);
    expect((await rebuilt).ok).toBe(true);
    expect(await fetch(`${server.url}/guide/intro`).then((res) => res.text())).toContain('Saved in the new folder.');
  });
});
