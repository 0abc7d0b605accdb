// The preview server cannot be turned against its host: it serves only files
// inside the output folder (tested with raw requests), labels every file the
// build emits correctly, caches hashed assets for good and HTML not at all,
// binds to loopback unless told otherwise, and never writes into content/.
import { readdir, symlink } from 'node:fs/promises';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '@ctfdocs/dev-server';
import { copyFixture, edit, hashTree, runCli } from '../helpers/fixture.ts';
import { rawRequest } from '../helpers/raw-http.ts';
import { eventsPath } from '../helpers/serve-token.ts';
import { serveChild, stopChild } from '../helpers/serve-child.ts';

let dir: string;
let preview: RunningServer;
let port: number;
const SECRET = 'title: Fixture Docs';

beforeAll(async () => {
  dir = await copyFixture('basic');
  const built = await runCli(dir, ['build']);
  if (built.code !== 0) throw new Error(built.stderr);
  // Links inside the output that lead out of it: to a file and to a folder.
  await symlink(path.join(dir, 'site/ctfdocs.config.yaml'), path.join(dir, 'build/leak.yaml'));
  await symlink(dir, path.join(dir, 'build/up'));
  preview = await startServer({ rootDir: dir, configPath: 'site/ctfdocs.config.yaml', outDir: path.join(dir, 'build'), port: 0, host: '127.0.0.1', watch: false, log: () => {} });
  port = Number(new URL(preview.url).port);
});
afterAll(async () => {
  await preview?.close();
});

describe('serve --no-watch refuses paths outside the output folder', () => {
  const attempts = [
    '/../site/ctfdocs.config.yaml',
    '/guide/../../site/ctfdocs.config.yaml',
    '/%2e%2e/site/ctfdocs.config.yaml',
    '/%2E%2E/%2E%2E/site/ctfdocs.config.yaml',
    '/..%2fsite%2fctfdocs.config.yaml',
    '/.%2e/site/ctfdocs.config.yaml',
    '/..\\site\\ctfdocs.config.yaml',
    '/%5c..%5csite%5cctfdocs.config.yaml',
    '/guide%5c..%5c..%5csite/ctfdocs.config.yaml',
    '/index.html%00',
    '/%00../site/ctfdocs.config.yaml',
    '/index.html%00.yaml',
    '/leak.yaml',
    '/up/site/ctfdocs.config.yaml',
    `/${'%2e%2e/'.repeat(20)}etc/passwd`,
  ];
  for (const target of attempts) {
    it(`refuses ${target}`, async () => {
      const r = await rawRequest(port, target);
      expect([400, 404]).toContain(r.status);
      expect(r.body).not.toContain(SECRET);
      expect(r.body).not.toContain('root:');
    });
  }

  it('refuses a raw NUL byte in the request line', async () => {
    const r = await rawRequest(port, '/index.html\0');
    expect([400, 404]).toContain(r.status);
  });

  it('still serves the site itself', async () => {
    expect((await rawRequest(port, '/guide/intro')).status).toBe(200);
  });
});

/** What each extension the build emits must be served as (written out here, not taken from the server's table). */
const EXPECTED_TYPE: Record<string, RegExp> = {
  html: /^text\/html; charset=utf-8$/,
  css: /^text\/css; charset=utf-8$/,
  js: /^text\/javascript; charset=utf-8$/,
  json: /^application\/json; charset=utf-8$/,
  xml: /^application\/xml; charset=utf-8$/,
  txt: /^text\/plain; charset=utf-8$/,
  md: /^text\/markdown; charset=utf-8$/,
  svg: /^image\/svg\+xml$/,
  png: /^image\/png$/,
};

describe('headers on every file of the build', () => {
  it('sends the right Content-Type, nosniff, a Referrer-Policy, and caches only hashed assets for good', async () => {
    const out = path.join(dir, 'build');
    const files = (await readdir(out, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => path.relative(out, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
    expect(files.length).toBeGreaterThan(10);
    const seen = new Set<string>();
    for (const rel of files) {
      const ext = rel === '_headers' ? 'txt' : rel.slice(rel.lastIndexOf('.') + 1);
      expect(EXPECTED_TYPE[ext], `no expectation for ${rel}`).toBeDefined();
      seen.add(ext);
      const r = await rawRequest(port, '/' + rel, {}, 'HEAD');
      expect(r.status, rel).toBe(200);
      expect(r.headers['content-type'], rel).toMatch(EXPECTED_TYPE[ext]);
      expect(r.headers['x-content-type-options'], rel).toBe('nosniff');
      expect(r.headers['referrer-policy'], rel).toBe('strict-origin-when-cross-origin');
      // Everything under assets/ carries a content hash in its file or folder name (ours: 10 hex digits; esbuild's chunks: 8 base-32 letters).
      const hashed = rel.startsWith('assets/');
      if (hashed) expect(rel, 'asset without a content hash').toMatch(/\b([0-9a-f]{10}|[0-9A-Z]{8})\b/);
      expect(r.headers['cache-control'], rel).toBe(hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    }
    expect([...seen]).toEqual(expect.arrayContaining(['html', 'css', 'js', 'json', 'xml', 'txt']));
  });

  it('has no live-reload stream in the production preview', async () => {
    expect((await rawRequest(port, '/__ctfdocs/events')).status).toBe(404);
  });
});

const externalAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

describe('serve binds to loopback unless --host says otherwise', () => {
  it.runIf(externalAddress)('is not reachable on another interface by default', async () => {
    const { child, url, stderr } = await serveChild(dir, ['--no-watch']);
    try {
      const p = new URL(url).port;
      expect(url).toBe(`http://localhost:${p}`);
      expect(stderr()).not.toContain('warning');
      expect((await fetch(`http://127.0.0.1:${p}/`)).status).toBe(200);
      await expect(fetch(`http://${externalAddress}:${p}/`)).rejects.toThrow();
    } finally {
      await stopChild(child);
    }
  });

  it.runIf(externalAddress)('listens on every interface with --host 0.0.0.0, with a warning', async () => {
    const { child, url, stderr } = await serveChild(dir, ['--no-watch', '--host', '0.0.0.0']);
    try {
      const p = new URL(url).port;
      expect(stderr()).toContain('warning: listening on 0.0.0.0: other machines on the network can reach this server.');
      expect((await fetch(`http://${externalAddress}:${p}/`)).status).toBe(200);
    } finally {
      await stopChild(child);
    }
  });
});

describe('serve never writes into the site sources', () => {
  it('leaves content/, site/ and specs/ exactly as the writer left them through builds and rebuilds', async () => {
    const site = await copyFixture('basic');
    const sources = () => Promise.all(['content', 'site'].map((d) => hashTree(path.join(site, d))));
    const before = await sources();
    const server = await startServer({ rootDir: site, configPath: 'site/ctfdocs.config.yaml', outDir: path.join(site, 'build'), port: 0, host: '127.0.0.1', watch: true, log: () => {} });
    try {
      expect(await sources()).toEqual(before);
      for (const text of ['First edit.', 'Second edit, with a [broken link](/nowhere).', 'Third edit.']) {
        const built = server.nextBuild();
        await edit(site, 'content/guide/intro.md', (s) => s.replace(/\n\n(First edit\.|Second edit.*|Third edit\.)?$/, '') + `\n\n${text}`);
        const edited = await sources();
        await built;
        expect(await sources()).toEqual(edited);
      }
    } finally {
      await server.close();
    }
  });
});

const WEBSOCKET = { Upgrade: 'websocket', Connection: 'Upgrade', 'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==', 'Sec-WebSocket-Version': '13' };

/** Send an upgrade request byte for byte (headers in this order, Host unless given) and give the status of the answer, then drop the connection. */
function rawUpgrade(port: number, target: string, headers: Record<string, string>, method = 'GET'): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.once('error', reject);
    socket.on('data', (d) => {
      answer += d.toString('latin1');
      if (!answer.includes('\r\n\r\n')) return;
      socket.destroy();
      resolve(Number(answer.split(' ')[1]));
    });
    const lines = Object.entries({ Host: `127.0.0.1:${port}`, ...headers }).map(([k, v]) => `${k}: ${v}\r\n`);
    socket.write(`${method} ${target} HTTP/1.1\r\n${lines.join('')}\r\n`, 'latin1');
  });
}

/** The headers serve's own page sends with its live-reload upgrade. */
const ownPage = (port: number) => ({ Origin: `http://127.0.0.1:${port}`, 'Sec-Fetch-Site': 'same-origin', ...WEBSOCKET });

/** Open n live-reload sockets, wait until each is accepted, then drop them all. */
async function openAndDropStreams(port: number, n: number): Promise<void> {
  const events = await eventsPath(`http://127.0.0.1:${port}`);
  const batch = 50;
  for (let i = 0; i < n; i += batch) {
    const statuses = await Promise.all(Array.from({ length: Math.min(batch, n - i) }, () => rawUpgrade(port, events, ownPage(port))));
    expect(new Set(statuses)).toEqual(new Set([101]));
  }
}

/** Poll until read() gives `want` (the server closes sockets asynchronously); the test timeout bounds it. */
async function settlesAt<T>(read: () => Promise<T>, want: T): Promise<T> {
  let got = await read();
  while (JSON.stringify(got) !== JSON.stringify(want)) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    got = await read();
  }
  return got;
}

describe('live reload', () => {
  let dev: RunningServer;
  let devPort: number;
  beforeAll(async () => {
    const site = await copyFixture('basic');
    dev = await startServer({ rootDir: site, configPath: 'site/ctfdocs.config.yaml', outDir: path.join(site, 'build'), port: 0, host: '127.0.0.1', watch: true, log: () => {} });
    devPort = Number(new URL(dev.url).port);
  });
  afterAll(async () => {
    await dev?.close();
  });

  it('answers only pages of this server, not other sites open in the browser', async () => {
    const events = await eventsPath(dev.url);
    expect(await rawUpgrade(devPort, events, { ...ownPage(devPort), Origin: 'http://evil.example' })).toBe(403);
    expect(await rawUpgrade(devPort, events, { ...ownPage(devPort), 'Sec-Fetch-Site': 'cross-site' })).toBe(403);
    expect(await rawUpgrade(devPort, events, ownPage(devPort))).toBe(101);
  });

  it('refuses malformed and cross-site upgrade requests with a 4xx, and goes on serving', async () => {
    const events = await eventsPath(dev.url);
    const attempts: Array<[string, Record<string, string>, string?]> = [
      ['/__ctfdocs/events', ownPage(devPort)],
      ['/__ctfdocs/events?token=', ownPage(devPort)],
      [`${events}x`, ownPage(devPort)],
      [events, { ...ownPage(devPort), Origin: 'null' }],
      [events, { ...ownPage(devPort), 'Sec-Fetch-Site': 'same-site' }],
      [events, { ...ownPage(devPort), Host: `evil.example:${devPort}` }],
      [events, { ...ownPage(devPort), Host: 'a b' }],
      ['/__ctfdocs/other', ownPage(devPort)],
      ['/__ctfdocs/events%zz', ownPage(devPort)],
      ['/__ctfdocs/../__ctfdocs/events', ownPage(devPort)],
      [events, { ...ownPage(devPort), 'Sec-WebSocket-Key': '' }],
      [events, { ...ownPage(devPort), 'Sec-WebSocket-Key': 'short' }],
      [events, { ...ownPage(devPort), 'Sec-WebSocket-Version': '99' }],
      [events, { ...ownPage(devPort), Upgrade: 'websocket, h2c' }],
      [events, ownPage(devPort), 'POST'],
      ['*', ownPage(devPort)],
    ];
    for (const [target, headers, method] of attempts) {
      const status = await rawUpgrade(devPort, target, headers, method);
      expect(status, `${method ?? 'GET'} ${target} ${JSON.stringify(headers)}`).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
    // Another protocol's upgrade of a page (curl --http2 asks for h2c) is answered as the plain request.
    expect(await rawUpgrade(devPort, '/guide/intro', { Upgrade: 'h2c', Connection: 'Upgrade, HTTP2-Settings', 'HTTP2-Settings': 'AAMAAABkAARAAAAAAAIAAAAA' })).toBe(200);
    expect((await rawRequest(devPort, '/guide/intro')).status).toBe(200);
    expect(await settlesAt(() => dev.openConnections(), { sockets: 0, liveReload: 0 })).toEqual({ sockets: 0, liveReload: 0 });
  });

  it('answers only to loopback names while bound to 127.0.0.1, so a rebound DNS name cannot read it', async () => {
    for (const host of [`localhost:${devPort}`, `127.0.0.1:${devPort}`, `docs.localhost:${devPort}`]) expect((await rawRequest(devPort, '/guide/intro', { Host: host })).status, host).toBe(200);
    for (const host of [`evil.example:${devPort}`, `127.0.0.1.evil.example:${devPort}`, `localhost.evil.example`]) {
      const r = await rawRequest(devPort, '/guide/intro', { Host: host });
      expect(r.status, host).toBe(403);
      expect(r.body).toContain('--host 0.0.0.0');
    }
    expect((await rawRequest(devPort, '/__ctfdocs/events', { Host: `evil.example:${devPort}` })).status).toBe(403);
  });

  it('releases every connection after 500 tabs connect and go away', async () => {
    await openAndDropStreams(devPort, 500);
    expect(await settlesAt(() => dev.openConnections(), { sockets: 0, liveReload: 0 })).toEqual({ sockets: 0, liveReload: 0 });
  });

  it('does not grow its open file handles over 500 reconnects (serve as a child process)', async () => {
    const site = await copyFixture('basic');
    const { child, url } = await serveChild(site, []);
    try {
      const childPort = Number(new URL(url).port);
      const fds = async () => (await readdir(`/proc/${child.pid}/fd`)).length;
      // A first round lets lazily opened handles (watchers, caches) settle.
      await openAndDropStreams(childPort, 50);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const baseline = await fds();
      await openAndDropStreams(childPort, 500);
      expect(await settlesAt(async () => (await fds()) <= baseline, true)).toBe(true);
    } finally {
      await stopChild(child);
    }
  });
});
