// serve's own endpoints (live reload, "Try again") answer only the pages serve
// sent, which carry its per-process token; any other site open in the
// writer's browser is refused. Rebuilds asked for faster than they run are
// folded together, so a flood of requests costs a bounded number of them.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '@ctfdocs/dev-server';
import { copyFixture } from '../helpers/fixture.ts';
import { rawRequest } from '../helpers/raw-http.ts';
import { openLiveSocket, serveToken } from '../helpers/serve-token.ts';

let server: RunningServer;
let port: number;
let token: string;
const logs: string[] = [];

beforeAll(async () => {
  const dir = await copyFixture('basic');
  server = await startServer({ rootDir: dir, configPath: 'site/ctfdocs.config.yaml', outDir: path.join(dir, 'build'), port: 0, host: '127.0.0.1', watch: true, log: (l) => logs.push(l) });
  port = Number(new URL(server.url).port);
  token = await serveToken(server.url);
  await server.idle();
});
afterAll(async () => {
  await server?.close();
});

const own = () => ({ Origin: `http://127.0.0.1:${port}`, 'Sec-Fetch-Site': 'same-origin', Host: `127.0.0.1:${port}` });
const rebuildsAskedBy = (reason: string) => logs.filter((l) => l.startsWith('Built ') && l.includes(reason)).length;

describe('serve refuses cross-site requests to its own endpoints', () => {
  it('puts a fresh token in every page it sends, and a different one in another process', async () => {
    expect(token).toMatch(/^[\w-]{24}$/);
    const dir = await copyFixture('basic');
    const other = await startServer({ rootDir: dir, configPath: 'site/ctfdocs.config.yaml', outDir: path.join(dir, 'build'), port: 0, host: '127.0.0.1', watch: true, log: () => {} });
    try {
      expect(await serveToken(other.url)).not.toBe(token);
    } finally {
      await other.close();
    }
  });

  for (const endpoint of ['events', 'rerender', 'anything-else']) {
    const method = endpoint === 'rerender' ? 'POST' : 'GET';
    it(`refuses ${method} /__ctfdocs/${endpoint} from another site or without the token (403)`, async () => {
      const before = rebuildsAskedBy('Try again');
      const attempts: Array<[string, Record<string, string>]> = [
        [`/__ctfdocs/${endpoint}`, {}],
        [`/__ctfdocs/${endpoint}`, own()],
        [`/__ctfdocs/${endpoint}?token=`, own()],
        [`/__ctfdocs/${endpoint}?token=${token.slice(1)}`, own()],
        [`/__ctfdocs/${endpoint}?token=${token}x`, own()],
        [`/__ctfdocs/${endpoint}?token=${token}`, { ...own(), 'Sec-Fetch-Site': 'cross-site' }],
        [`/__ctfdocs/${endpoint}?token=${token}`, { ...own(), 'Sec-Fetch-Site': 'same-site' }],
        [`/__ctfdocs/${endpoint}?token=${token}`, { ...own(), 'Sec-Fetch-Site': 'none' }],
        [`/__ctfdocs/${endpoint}?token=${token}`, { ...own(), Origin: 'http://evil.example' }],
        [`/__ctfdocs/${endpoint}?token=${token}`, { ...own(), Origin: 'null' }],
      ];
      for (const [target, headers] of attempts) {
        const r = await rawRequest(port, target, headers, method);
        expect(r.status, `${target} ${JSON.stringify(headers)}`).toBe(403);
      }
      await server.idle();
      expect(rebuildsAskedBy('Try again')).toBe(before);
    });
  }

  it('answers its own pages: the live-reload socket (a WebSocket upgrade of GET), a re-render with POST, nothing else', async () => {
    expect((await rawRequest(port, `/__ctfdocs/rerender?token=${token}`, own(), 'POST')).status).toBe(204);
    expect((await rawRequest(port, `/__ctfdocs/rerender?token=${token}`, own(), 'GET')).status).toBe(405);
    expect((await rawRequest(port, `/__ctfdocs/events?token=${token}`, own(), 'POST')).status).toBe(405);
    expect((await rawRequest(port, `/__ctfdocs/nothing?token=${token}`, own(), 'GET')).status).toBe(404);
    const plain = await rawRequest(port, `/__ctfdocs/events?token=${token}`, own(), 'GET');
    expect([plain.status, plain.headers.upgrade]).toEqual([426, 'websocket']);
    // The request asked to close the connection: the answer closes it too. (With `Connection: Upgrade` alone,
    // Node kept the socket open until its keep-alive timeout, so this request took 6 s.)
    expect(plain.headers.connection?.split(/,\s*/)).toEqual(['Upgrade', 'close']);
    const socket = await openLiveSocket(server.url, `/__ctfdocs/events?token=${token}`);
    socket.close();
  });
});

describe('rebuilds asked for by requests are folded together', () => {
  it('300 "Try again" requests at once give at most a few rebuilds, and every request is answered after one', async () => {
    await server.idle();
    const before = rebuildsAskedBy('Try again');
    const answers = await Promise.all(Array.from({ length: 300 }, () => rawRequest(port, `/__ctfdocs/rerender?token=${token}`, own(), 'POST')));
    expect(answers.map((a) => a.status)).toEqual(Array(300).fill(204));
    await server.idle();
    const rebuilds = rebuildsAskedBy('Try again') - before;
    expect(rebuilds).toBeGreaterThanOrEqual(1);
    // One running and one waiting at any moment: the requests arrive while the first rebuild runs, so all but the first share the second.
    expect(rebuilds).toBeLessThanOrEqual(5);
  });
});
