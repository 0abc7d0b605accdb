// A fixture site under `ctfdocs serve` (watching) for the tests of one file,
// and how those tests ask it for a page.
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startServer, type RunningServer } from '@ctfdocs/dev-server';
import { copyFixture } from './fixture.ts';

export interface ServedFixture {
  dir: string;
  server: RunningServer;
}

export function useServedFixture(name = 'basic'): ServedFixture {
  const served = {} as ServedFixture;
  beforeAll(async () => {
    served.dir = await copyFixture(name);
    served.server = await startServer({ rootDir: served.dir, configPath: 'site/ctfdocs.config.yaml', outDir: path.join(served.dir, 'build'), port: 0, host: '127.0.0.1', watch: true, log: () => {} });
  });
  afterAll(async () => {
    await served.server?.close();
  });
  return served;
}

export interface Answer {
  status: number;
  body: string;
}

/** GET `pathname` from the served site. */
export function getPage(served: ServedFixture, pathname: string): Promise<Answer> {
  const url = new URL(served.server.url);
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: url.port, path: pathname }, (res) => {
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

/** Waits until `pathname` answers what `shows` looks for (a save is built after the watcher sees it). */
export async function untilPage(served: ServedFixture, pathname: string, shows: (r: Answer) => boolean, ms = 20_000): Promise<Answer> {
  const deadline = Date.now() + ms;
  for (;;) {
    const r = await getPage(served, pathname);
    if (shows(r)) return r;
    if (Date.now() > deadline) throw new Error(`${pathname} never showed the save; it answers ${r.status}:\n${r.body.slice(0, 2000)}`);
    await new Promise((res) => setTimeout(res, 50));
  }
}
