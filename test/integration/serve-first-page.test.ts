// serve answers before the whole site is built: the page asked for is
// compiled and rendered alone, with the same HTML the whole build gives it,
// and a broken link on it shows in the overlay at once. Each server here
// holds its whole build until the test lets it go.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '@ctfdocs/dev-server';
import { buildSite } from '@ctfdocs/renderer';
import { copyFixture, edit } from '../helpers/fixture.ts';
import { nextLiveEvent, openLiveSocket, serveToken } from '../helpers/serve-token.ts';

const CONFIG = 'site/ctfdocs.config.yaml';
let running: RunningServer | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

/** serve on a copy of `dir`, its whole build held until `release()`. */
async function heldServer(dir: string) {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  const logs: string[] = [];
  running = await startServer({ rootDir: dir, configPath: CONFIG, outDir: path.join(dir, 'build'), port: 0, host: '127.0.0.1', watch: true, log: (l) => logs.push(l), wholeBuildAfter: held });
  return { server: running, logs, release };
}

const withoutToken = (html: string) => html.replace(/(<html[^>]* data-dev=")[^"]*"/, '$1"');

/** The first message on the live-reload socket, with its data. */
async function firstEvent(serverUrl: string, token: string): Promise<{ event: string; data: string }> {
  const { name, data } = await nextLiveEvent(serverUrl, `/__ctfdocs/events?token=${encodeURIComponent(token)}`);
  return { event: name, data };
}

describe('serve before the whole site is built', () => {
  it('answers every page with the full HTML the whole build gives it', async () => {
    const dir = await copyFixture('basic');
    const whole = await buildSite({ rootDir: dir, configPath: CONFIG, outDir: path.join(dir, 'build'), write: false, dev: true, deferSearchIndex: true });
    const pages = whole.routes.filter((r) => r.file !== '404.html');
    expect(pages.length).toBeGreaterThan(3);
    const { server, logs, release } = await heldServer(dir);
    for (const page of pages) {
      const res = await fetch(server.url + page.route);
      expect(res.status, page.route).toBe(200);
      const expected = whole.files.get(page.file);
      expect(expected && 'contents' in expected, page.file).toBe(true);
      expect(withoutToken(await res.text()), page.route).toBe(withoutToken(String(expected && 'contents' in expected ? expected.contents : '')));
    }
    // Every page above came before the whole build.
    expect(logs.join('\n')).not.toMatch(/Built|Build failed/);
    release();
    await server.idle();
    expect(logs.join('\n')).toMatch(/Built \d+ pages/);
  });

  it('shows a broken link of the page being viewed in the overlay before the whole build', async () => {
    const dir = await copyFixture('basic');
    await edit(dir, 'content/guide/intro.md', (s) => s.replace('Some text.', 'Some text, and [a page that is gone](/guide/nowhere).'));
    const { server, logs, release } = await heldServer(dir);
    const page = await fetch(`${server.url}/guide/intro`);
    expect(page.status).toBe(200);
    const token = /<html[^>]* data-dev="([^"]+)"/.exec(await page.text())?.[1];
    expect(token).toBeDefined();
    const shown = await firstEvent(server.url, token!);
    expect(shown.event).toBe('build-error');
    expect(shown.data).toContain('content/guide/intro.md');
    expect(shown.data).toContain('/guide/nowhere');
    expect(logs.join('\n')).not.toMatch(/Built|Build failed/);
    release();
    await server.idle();
    expect(logs.join('\n')).toMatch(/Build failed \(start\)[\s\S]*\/guide\/nowhere/);
  });

  it('keeps files made from the whole site (the sitemap) for the whole build, not the first pages', async () => {
    const dir = await copyFixture('basic');
    const { server, release } = await heldServer(dir);
    expect((await fetch(`${server.url}/guide/intro`)).status).toBe(200);
    const sitemap = fetch(`${server.url}/sitemap.xml`).then((r) => r.text());
    release();
    const text = await sitemap;
    expect(text).toContain('/guide/intro</loc>');
    expect(text).toContain('/guide/reference/options</loc>');
    expect(text).toContain('/about</loc>');
  });

  // Each docs instance has its own llms.txt: the first pages' render made one
  // that listed only themselves, and serve answered with it.
  it("keeps each instance's llms.txt for the whole build too", async () => {
    const dir = await copyFixture('basic');
    const { server, release } = await heldServer(dir);
    expect((await fetch(`${server.url}/guide/intro`)).status).toBe(200);
    const llms = fetch(`${server.url}/guide/llms.txt`).then((r) => r.text());
    release();
    const text = await llms;
    expect(text).toContain('/guide/intro.md');
    expect(text).toContain('/guide/reference/options.md');
  });

  // The client bundle starts as serve listens; with a config that does not
  // load it fails, and a first page asked for meanwhile must not keep that
  // failure for the builds after the config is mended.
  it('builds again once a config that did not load is mended', async () => {
    const dir = await copyFixture('basic');
    const config = await readFile(path.join(dir, CONFIG), 'utf8');
    await writeFile(path.join(dir, CONFIG), `${config}\nthis is: [not yaml\n`);
    const { server, release } = await heldServer(dir);
    const first = fetch(`${server.url}/guide/intro`);
    release();
    await first;
    await server.idle();
    const built = server.nextBuild();
    await writeFile(path.join(dir, CONFIG), config);
    expect((await built).ok).toBe(true);
    const page = await fetch(`${server.url}/guide/intro`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Some text.');
  });

  it('answers a path that is no page with the 404 page once the whole site is built', async () => {
    const dir = await copyFixture('basic');
    const { server, release } = await heldServer(dir);
    const missing = fetch(`${server.url}/guide/no-such-page`);
    release();
    const res = await missing;
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('</html>');
    expect(await serveToken(server.url)).toMatch(/^[\w-]{24}$/);
  });

  // A warm cache makes the whole build one long run of work on serve's
  // thread (2.3 s for 2,000 pages): started as soon as the first page was
  // answered, it held the stylesheet and the scripts that page asked for
  // next, and the browser showed the page seconds later.
  it("answers the first page's stylesheet and scripts before the whole build starts, which waits for the page's live-reload socket", async () => {
    const dir = await copyFixture('basic');
    const events: string[] = [];
    const logs: string[] = [];
    running = await startServer({
      rootDir: dir,
      configPath: CONFIG,
      outDir: path.join(dir, 'build'),
      port: 0,
      host: '127.0.0.1',
      watch: true,
      log: (l) => logs.push(l),
      onPhase: (phase) => events.push(`phase ${phase}`),
    });
    const server = running;
    const page = await (await fetch(`${server.url}/guide/intro`)).text();
    events.push('page');
    // What a browser asks for next, in its order: the stylesheet and script the page names, then the modules the script imports.
    const named = [...page.matchAll(/<(?:link rel="stylesheet" href|script[^>]* src)="\/([^"]+)"/g)].map((m) => m[1]);
    expect(named.some((f) => f.endsWith('.css'))).toBe(true);
    const script = named.find((f) => f.endsWith('.js'));
    expect(script).toBeDefined();
    const imported = [...(await (await fetch(`${server.url}/${script}`)).text()).matchAll(/from"\.\/([\w.-]+\.js)"/g)].map((m) => `assets/js/${m[1]}`);
    expect(imported.length).toBeGreaterThan(0);
    for (const file of [...named, ...imported]) {
      const res = await fetch(`${server.url}/${file}`);
      expect(res.status, file).toBe(200);
      await res.arrayBuffer();
      events.push(`answered ${file}`);
    }
    const token = /<html[^>]* data-dev="([^"]+)"/.exec(page)?.[1];
    const socket = await openLiveSocket(server.url, `/__ctfdocs/events?token=${encodeURIComponent(token ?? '')}`);
    events.push('socket');
    try {
      await server.idle();
    } finally {
      socket.close();
    }
    expect(logs.join('\n')).toMatch(/Built \d+ pages/);
    // The first page's own render announced its phases before it was answered; every phase after is the whole build's.
    const wholeStarted = events.findIndex((e, i) => i > events.indexOf('page') && e.startsWith('phase '));
    expect(events.slice(0, wholeStarted)).toContain('socket');
  });
});
