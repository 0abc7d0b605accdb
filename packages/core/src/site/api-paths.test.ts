import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../config/load.ts';
import { loadContent } from '../content/load.ts';
import { CompileWorkers } from '../markdown/compile-pool.ts';
import { assembleSite } from './assemble.ts';

const spec = `openapi: 3.1.0
info: { title: T, version: '1' }
servers: [{ url: https://ctf.example.com/api/v1 }]
paths:
  /users:
    get: { responses: { '200': { description: OK } } }
`;

let root: string;
const workers = new CompileWorkers();
beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'ctfdocs-api-paths-'));
  for (const dir of ['content/docs', 'content/guides', 'site/pages', 'specs']) mkdirSync(path.join(root, dir), { recursive: true });
  writeFileSync(path.join(root, 'specs/api.yaml'), spec);
  writeFileSync(path.join(root, 'content/docs/intro.md'), '---\ntitle: Intro\n---\n\nList them with `GET /api/v1/users`.\n\nNot `GET /api/v1/user`.\n');
  writeFileSync(path.join(root, 'content/guides/start.md'), '---\ntitle: Start\n---\n\nOr `/api/v1/teams`.\n');
  writeFileSync(path.join(root, 'site/pages/about.md'), '---\ntitle: About\n---\n\nSee /api/v1/about.\n');
});
afterAll(async () => {
  rmSync(root, { recursive: true, force: true });
  await workers.close();
});

async function check(checkPaths: string) {
  const text = `title: T
url: https://docs.example.com
docs:
  - { id: docs, path: ../content/docs, routeBasePath: /docs }
  - { id: guides, path: ../content/guides, routeBasePath: /guides }
apiReferences:
  - route: /api
    title: API
    spec: ../specs/api.yaml
${checkPaths}`;
  const loaded = parseConfig(text, 'site/ctfdocs.config.yaml');
  expect(loaded.diagnostics).toEqual([]);
  const graph = await loadContent(loaded.config!, { rootDir: root, includeDrafts: false });
  const model = await assembleSite(graph, workers, { rootDir: root, config: loaded.config!, configFile: loaded.file, locateConfig: loaded.locate, dev: false });
  return model.diagnostics.filter((d) => d.code === 'api/unknown-path' || d.code === 'config/reference');
}

describe('apiReferences[].checkPaths', () => {
  it('checks every docs instance and site page against the spec, with the prefix taken from its server URL', async () => {
    const found = await check('    checkPaths: {}\n');
    expect(found.map((d) => `${d.file}:${d.line} ${d.message}`).sort()).toEqual([
      'content/docs/intro.md:7 GET /api/v1/user is not an operation of specs/api.yaml',
      'content/guides/start.md:5 /api/v1/teams is not an operation of specs/api.yaml',
      'site/pages/about.md:5 /api/v1/about is not an operation of specs/api.yaml',
    ]);
  });

  it('checks only the instances listed', async () => {
    const found = await check('    checkPaths: { instances: [guides], onUnknownPath: throw }\n');
    expect(found.map((d) => [d.severity, d.file])).toEqual([['error', 'content/guides/start.md']]);
  });

  it('reports an unknown instance at its line in the config', async () => {
    const [d] = await check('    checkPaths:\n      instances: [guide]\n');
    expect(d).toMatchObject({ code: 'config/reference', message: 'apiReferences[0].checkPaths.instances: no docs instance "guide"', line: 11 });
  });

  it('makes nothing of the spec when checkPaths is not set', async () => {
    expect(await check('')).toEqual([]);
  });
});
