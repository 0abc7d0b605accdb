// A fixture site under `ctfdocs serve` (watching) for the tests of one file.
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
