// No request can stop `ctfdocs serve`, watching or previewing a build: odd
// request targets, broken escapes, bad Host headers and oversized paths are
// answered (4xx) and the server goes on serving pages. Any web page the
// writer opens can send such requests (`<img src="http://127.0.0.1:3000//">`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, runCli } from '../helpers/fixture.ts';
import { OVERSIZED_IN_PIECES, rawRequest, sendInPieces } from '../helpers/raw-http.ts';
import { serveChild, stopChild, type ServeChild } from '../helpers/serve-child.ts';

const TARGETS = [
  '//',
  '///',
  '//evil.example/x',
  '//evil.example/x/',
  '/%',
  '/%zz',
  '/%00',
  '/%2e%2e/',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/guide//intro',
  '/guide/%2F%2Fevil.example/',
  'http://evil.example/',
  'http://127.0.0.1/guide/intro',
  '*',
  'guide/intro',
  '/?',
  '/#x',
  `/${'a'.repeat(8_000)}`,
  `/${'a/'.repeat(4_000)}`,
  `/${'%2e%2e/'.repeat(1_000)}`,
  `/${'a'.repeat(40_000)}`,
];

const HOSTS = ['', '[::1', '[', ':', 'localhost:', 'localhost:99999999', '127.0.0.1:abc'];

for (const mode of ['watch', 'no-watch'] as const) {
  describe(`serve (${mode}) answers every request and keeps serving`, () => {
    let served: ServeChild;
    let port: number;
    beforeAll(async () => {
      const dir = await copyFixture('basic');
      if (mode === 'no-watch') {
        const built = await runCli(dir, ['build']);
        if (built.code !== 0) throw new Error(built.stderr);
      }
      served = await serveChild(dir, mode === 'no-watch' ? ['--no-watch'] : []);
      port = Number(new URL(served.url).port);
    });
    afterAll(async () => {
      if (served) await stopChild(served.child);
    });

    for (const target of TARGETS) {
      it(`answers ${target.length > 60 ? `${target.slice(0, 20)}… (${target.length} characters)` : target}`, async () => {
        const r = await rawRequest(port, target);
        expect(r.status).toBeGreaterThanOrEqual(200);
        expect(r.status).toBeLessThan(500);
        // A redirect never leaves this server (`Location: //evil.example/x` would).
        if (r.headers.location !== undefined) expect(r.headers.location).toMatch(/^\/(?![/\\])/);
        expect(served.child.exitCode).toBeNull();
        expect((await rawRequest(port, '/guide/intro')).status).toBe(200);
      });
    }

    it('answers an oversized request that is still arriving, without resetting the connection', async () => {
      const { received, errors } = await sendInPieces(port, OVERSIZED_IN_PIECES);
      expect(received.split('\r\n')[0]).toBe('HTTP/1.1 431 Request Header Fields Too Large');
      expect(errors).toEqual([]);
      expect((await rawRequest(port, '/guide/intro')).status).toBe(200);
    });

    for (const host of HOSTS) {
      it(`answers a request with Host ${JSON.stringify(host)}`, async () => {
        const r = await rawRequest(port, '/guide/intro', { Host: host });
        expect(r.status).toBeGreaterThanOrEqual(400);
        expect(r.status).toBeLessThan(500);
        expect(served.child.exitCode).toBeNull();
        expect((await rawRequest(port, '/guide/intro')).status).toBe(200);
      });
    }

    it('answers every target with every method it refuses', async () => {
      for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'TRACE', 'CONNECT', 'X']) {
        for (const target of ['//', '/%', '*']) {
          const r = await rawRequest(port, target, {}, method);
          expect(r.status, `${method} ${target}`).toBeGreaterThanOrEqual(400);
          expect(r.status, `${method} ${target}`).toBeLessThan(500);
        }
      }
      expect(served.child.exitCode).toBeNull();
      expect((await rawRequest(port, '/guide/intro')).status).toBe(200);
      expect(served.stderr()).not.toMatch(/\n\s+at /);
    });
  });
}
