// A spec given as an http(s) URL is fetched at build time and cached so that
// a later build without network still has it.
import { afterEach, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_CACHE_DIR, cachePathFor, fetchRemoteSpec, isRemoteSpec } from './remote.ts';

const DOC = 'openapi: 3.1.0\ninfo: { title: Remote, version: "1" }\npaths: {}\n';
let server: Server | undefined;

/** A local server answering /spec.yaml with `status` and DOC. */
async function serve(status = 200): Promise<string> {
  server = createServer((req, res) => {
    res.statusCode = req.url === '/spec.yaml' ? status : 404;
    res.end(res.statusCode === 200 ? DOC : 'nope');
  });
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  return `http://127.0.0.1:${port}/spec.yaml`;
}
async function stop() {
  if (!server) return;
  // fetch keeps connections alive: drop them, or close() waits for them.
  server.closeAllConnections();
  await new Promise((r) => server!.close(r));
  server = undefined;
}
afterEach(stop);

const where = (rootDir: string) => ({ rootDir, configFile: 'site/ctfdocs.config.yaml', configPath: 'apiReferences[1].spec', line: 40, column: 11 });

describe('remote API descriptions', () => {
  it('recognises http and https URLs only', () => {
    expect(isRemoteSpec('https://demo.ctfd.io/api/v1/swagger.json')).toBe(true);
    expect(isRemoteSpec('http://localhost:8000/spec.yaml')).toBe(true);
    expect(isRemoteSpec('specs/ctfd-api.yaml')).toBe(false);
  });

  it('fetches into .ctfdocs-cache and builds from the copy when the server is gone', async () => {
    const rootDir = await mkdtemp(path.join(tmpdir(), 'ctfdocs-remote-'));
    const url = await serve();
    const first = await fetchRemoteSpec(url, where(rootDir));
    expect(first.diagnostics).toEqual([]);
    expect(first.absPath).toBe(cachePathFor(rootDir, url));
    expect(path.relative(rootDir, first.absPath!)).toMatch(new RegExp(`^${API_CACHE_DIR}/[0-9a-f]{16}\\.yaml$`));
    expect(await readFile(first.absPath!, 'utf8')).toBe(DOC);
    await stop();

    const offline = await fetchRemoteSpec(url, where(rootDir));
    expect(offline.absPath).toBe(first.absPath);
    expect(offline.diagnostics).toEqual([expect.objectContaining({ severity: 'warning', code: 'api/offline', configPath: 'apiReferences[1].spec' })]);
    expect(await readdir(path.join(rootDir, API_CACHE_DIR))).toEqual([path.basename(first.absPath!)]);
  });

  it('fails with the config key path, file and line when the fetch fails and nothing is cached', async () => {
    const rootDir = await mkdtemp(path.join(tmpdir(), 'ctfdocs-remote-'));
    const url = await serve(503);
    const { absPath, diagnostics } = await fetchRemoteSpec(url, where(rootDir));
    expect(absPath).toBeUndefined();
    expect(diagnostics).toEqual([
      expect.objectContaining({ severity: 'error', code: 'api/fetch-failed', file: 'site/ctfdocs.config.yaml', line: 40, column: 11, configPath: 'apiReferences[1].spec' }),
    ]);
    expect(diagnostics[0].message).toContain(url);
    expect(diagnostics[0].message).toContain('503');
  });
});
