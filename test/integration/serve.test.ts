// ctfdocs serve: rebuild on save, tell open pages to reload, keep serving
// through a broken build, and answer only GET and HEAD inside the output.
import http from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { edit } from '../helpers/fixture.ts';
import { useServedFixture } from '../helpers/served-fixture.ts';
import { eventsPath, nextLiveEvent, openLiveSocket } from '../helpers/serve-token.ts';

const served = useServedFixture();

function request(pathname: string, method = 'GET', headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const url = new URL(served.server.url);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: url.port, path: pathname, method, headers }, (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

// The live-reload stream's path, with the token serve writes into its pages.
let events: string;
beforeAll(async () => {
  events = await eventsPath(served.server.url);
});

const nextEvent = () => nextLiveEvent(served.server.url, events).then((e) => e.name);

describe('ctfdocs serve', () => {
  it('serves the dev build with drafts and the live-reload hook', async () => {
    const page = await request('/guide/setup/draft-page');
    expect(page.status).toBe(200);
    expect(page.body).toMatch(/<html[^>]* data-dev="[\w-]{24}"/);
  });

  it('sends open pages nothing until a file is saved, the warm-up rebuild after start included', async () => {
    const socket = await openLiveSocket(served.server.url, events);
    try {
      await served.server.idle();
      // A broadcast is written in the same task as the rebuild ends; give the socket a moment to deliver it.
      await new Promise((r) => setTimeout(r, 100));
      expect(socket.received).toEqual([]);
    } finally {
      socket.close();
    }
  });

  it('rebuilds when a page is saved and tells open pages to reload', async () => {
    const event = nextEvent();
    const built = served.server.nextBuild();
    await edit(served.dir, 'content/guide/intro.md', (s) => s.replace('Some text.', 'Freshly edited text.'));
    expect((await built).ok).toBe(true);
    expect(await event).toBe('reload');
    expect((await request('/guide/intro')).body).toContain('Freshly edited text.');
  });

  it('shows a save that comes right after the build of the one before (a broken link fixed at once)', async () => {
    await served.server.idle();
    // The failing build is quick, so the fix lands within chokidar's 50 ms
    // window for repeated changes of one file, where it drops the event.
    const failed = served.server.nextBuild();
    await edit(served.dir, 'content/guide/intro.md', (s) => `${s}\n\nA [quick link](/guide/nowhere).\n`);
    expect((await failed).ok).toBe(false);
    await edit(served.dir, 'content/guide/intro.md', (s) => s.replace('A [quick link](/guide/nowhere).', 'The link is fixed at once.'));
    const deadline = Date.now() + 10_000;
    while (!(await request('/guide/intro')).body.includes('The link is fixed at once.')) {
      if (Date.now() > deadline) throw new Error('the second save was never built');
      await new Promise((r) => setTimeout(r, 50));
    }
    // Let the second look at the file (70 ms on) and its rebuild finish before the next test saves.
    await new Promise((r) => setTimeout(r, 150));
    await served.server.idle();
  });

  it('keeps serving the last good build when a save breaks the build, and reports the error', async () => {
    const event = nextEvent();
    const built = served.server.nextBuild();
    await edit(served.dir, 'content/guide/intro.md', (s) => s.replace('## First steps', '## First steps\n\n[broken](/guide/nowhere)'));
    expect((await built).ok).toBe(false);
    expect(await event).toBe('build-error');
    const page = await request('/guide/intro');
    expect(page.status).toBe(200);
    expect(page.body).toContain('Freshly edited text.');
  });

  it('answers unknown paths with the 404 page and status 404', async () => {
    const r = await request('/no/such/page');
    expect(r.status).toBe(404);
    expect(r.body).toContain('Page not found');
  });

  it('allows only GET and HEAD', async () => {
    expect((await request('/', 'POST')).status).toBe(405);
    const head = await request('/', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
  });

  it('refuses paths that leave the output folder', async () => {
    for (const p of ['/../package.json', '/%2e%2e/%2e%2e/package.json', '/a%5c..%5cpackage.json', '/index.html%00']) {
      expect([400, 404]).toContain((await request(p)).status);
    }
  });

  it('sends nosniff and an ETag, and answers 304 when it matches', async () => {
    const first = await request('/guide/setup/install');
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    const again = await request('/guide/setup/install', 'GET', { 'If-None-Match': String(first.headers.etag) });
    expect(again.status).toBe(304);
  });
});
