// `ctfdocs check` and `ctfdocs build` with API references: an invalid
// document or a dangling $ref is reported with file, line and JSON pointer;
// a spec given as a URL is fetched, cached and used offline.
import { afterEach, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { copyFixture, edit, repoRoot, runCli, write } from '../helpers/fixture.ts';

const addReference = (dir: string, spec: string) =>
  edit(dir, 'site/ctfdocs.config.yaml', (s) => s.replace(/^themeConfig:/m, `apiReferences:\n  - route: /api\n    title: Lab API\n    spec: ${spec}\nthemeConfig:`));

/** `ctfdocs check` on the fixture site with the lab spec changed by `breakIt`. */
async function checkBroken(breakIt: (spec: string) => string) {
  const dir = await copyFixture('basic');
  const spec = breakIt(await readFile(path.join(repoRoot, 'test/fixtures/api-specs/lab-openapi-3.0.yaml'), 'utf8'));
  await write(dir, 'specs/lab.yaml', spec);
  await addReference(dir, '../specs/lab.yaml');
  const r = await runCli(dir, ['check']);
  return { spec, r, output: r.stdout + r.stderr };
}

describe('ctfdocs check with a broken API description', () => {
  it('names the file, line and JSON pointer of an unresolvable $ref and fails', async () => {
    const { spec, r, output } = await checkBroken((s) => s.replace("$ref: '#/components/schemas/Crew'", "$ref: '#/components/schemas/Squad'"));
    const line = spec.split('\n').findIndex((l) => l.includes('#/components/schemas/Squad')) + 1;
    expect(r.code).not.toBe(0);
    expect(output).toContain(`specs/lab.yaml:${line}`);
    expect(output).toContain('/paths/~1crews~1{crew_id}/get/responses/200/content/application~1json/schema/$ref');
    expect(output).toContain('#/components/schemas/Squad');
  });

  it('warns with the file, line and JSON pointer of a schema violation', async () => {
    const { spec, output } = await checkBroken((s) =>
      s.replace("        '400':\n          description: The body was not understood.", "        '400':\n          summary: The body was not understood."),
    );
    const line = spec.split('\n').findIndex((l) => l.includes('summary: The body was not understood.'));
    expect(output).toMatch(new RegExp(`warning specs/lab\\.yaml:${line}:\\d+ .*at /paths/~1exercises/post/responses/400`));
  });
});

describe('an API description given as a URL', () => {
  let server: Server | undefined;
  afterEach(async () => {
    server?.closeAllConnections();
    await new Promise((r) => (server ? server.close(r) : r(undefined)));
    server = undefined;
  });

  it('is fetched at build time, cached, and used from the cache when the server is gone', async () => {
    const body = await readFile(path.join(repoRoot, 'test/fixtures/api-specs/lab-openapi-3.0.yaml'));
    server = createServer((_req, res) => res.end(body));
    await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/lab.yaml`;
    const dir = await copyFixture('basic');
    await addReference(dir, url);
    const online = await runCli(dir, ['build']);
    expect(online.code, online.stderr).toBe(0);
    expect(await readFile(path.join(dir, 'build/api.html'), 'utf8')).toContain('id="operation/getCrew"');

    server.closeAllConnections();
    await new Promise((r) => server!.close(r));
    server = undefined;
    const offline = await runCli(dir, ['build', '--out-dir', 'offline']);
    expect(offline.code, offline.stderr).toBe(0);
    expect(offline.stdout + offline.stderr).toMatch(/warning site\/ctfdocs\.config\.yaml:\d+:\d+ Could not fetch .*\n\s+at apiReferences\[0\]\.spec/);
    expect(await readFile(path.join(dir, 'offline/api.html'), 'utf8')).toContain('id="operation/getCrew"');
  });

  it('fails the build with the config key path when it cannot be fetched and nothing is cached', async () => {
    // A port that was just free: nothing answers there.
    const probe = createServer();
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(probe.address() as { port: number }).port}/lab.yaml`;
    await new Promise((r) => probe.close(r));
    const dir = await copyFixture('basic');
    await addReference(dir, url);
    const r = await runCli(dir, ['build']);
    expect(r.code).not.toBe(0);
    const output = r.stdout + r.stderr;
    const config = (await readFile(path.join(dir, 'site/ctfdocs.config.yaml'), 'utf8')).split('\n');
    const line = config.findIndex((l) => l.includes(url)) + 1;
    const column = config[line - 1].indexOf(url) + 1;
    expect(output).toContain(`error site/ctfdocs.config.yaml:${line}:${column} Could not fetch the API description ${url} (ECONNREFUSED), and there is no cached copy`);
    expect(output).toMatch(/\n\s+at apiReferences\[0\]\.spec\n/);
  });
});

describe('the API description itself', () => {
  it('is copied into the build and linked from the reference for download', async () => {
    const dir = await copyFixture('basic');
    const spec = await readFile(path.join(repoRoot, 'test/fixtures/api-specs/lab-openapi-3.0.yaml'), 'utf8');
    await write(dir, 'specs/lab.yaml', spec);
    await addReference(dir, '../specs/lab.yaml');
    const r = await runCli(dir, ['build']);
    expect(r.code, r.stderr).toBe(0);
    const html = await readFile(path.join(dir, 'build/api.html'), 'utf8');
    const link = html.match(/<a class="api-download" href="([^"]+)" download="lab.yaml">/);
    expect(link).not.toBeNull();
    expect(await readFile(path.join(dir, 'build', link![1]), 'utf8')).toBe(spec);
  });
});
