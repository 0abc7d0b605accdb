import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../config/load.ts';
import { loadContent } from '../content/load.ts';
import { CompileWorkers } from '../markdown/compile-pool.ts';
import { assembleSite } from './assemble.ts';

let root: string;
const workers = new CompileWorkers();
beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'ctfdocs-name-lists-'));
  for (const dir of ['content/docs/deployment', 'content/guides', 'site/pages', 'specs']) mkdirSync(path.join(root, dir), { recursive: true });
  writeFileSync(path.join(root, 'specs/keys.txt'), '# Keys of the program\nSECRET_KEY\nDATABASE_URL\n');
  writeFileSync(path.join(root, 'content/docs/deployment/config.md'), '---\ntitle: Config\n---\n\nSet `SECRET_KEY`.\n\nThen `DATABSE_URL`.\n');
  writeFileSync(path.join(root, 'content/docs/intro.md'), '---\ntitle: Intro\n---\n\nSee `MAIL_SERVER`.\n');
  writeFileSync(path.join(root, 'content/guides/start.md'), '---\ntitle: Start\n---\n\nOr `REDIS_URL`.\n');
  writeFileSync(path.join(root, 'site/pages/about.md'), '---\ntitle: About\n---\n\nAnd `UPLOAD_FOLDER`.\n');
});
afterAll(async () => {
  rmSync(root, { recursive: true, force: true });
  await workers.close();
});

async function check(checkNames: string) {
  const text = `title: T
url: https://docs.example.com
docs:
  - { id: docs, path: ../content/docs, routeBasePath: /docs }
  - { id: guides, path: ../content/guides, routeBasePath: /guides }
checkNames:
${checkNames}`;
  const loaded = parseConfig(text, 'site/ctfdocs.config.yaml');
  expect(loaded.diagnostics).toEqual([]);
  const graph = await loadContent(loaded.config!, { rootDir: root, includeDrafts: false });
  const model = await assembleSite(graph, workers, { rootDir: root, config: loaded.config!, configFile: loaded.file, locateConfig: loaded.locate, dev: false });
  return model.diagnostics.filter((d) => d.code === 'names/unknown' || d.code === 'config/reference');
}

const keys = "  - names: ../specs/keys.txt\n    kind: server setting\n    match: '[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+'\n";

describe('checkNames[]', () => {
  it('reports a wrong key with its file and line in every doc and site page, the list read relative to the config file', async () => {
    const found = await check(keys);
    expect(found.map((d) => `${d.file}:${d.line}:${d.column} ${d.message}`).sort()).toEqual([
      'content/docs/deployment/config.md:7:7 `DATABSE_URL` is not a known server setting: specs/keys.txt does not list it',
      'content/docs/intro.md:5:6 `MAIL_SERVER` is not a known server setting: specs/keys.txt does not list it',
      'content/guides/start.md:5:5 `REDIS_URL` is not a known server setting: specs/keys.txt does not list it',
      'site/pages/about.md:5:6 `UPLOAD_FOLDER` is not a known server setting: specs/keys.txt does not list it',
    ]);
    expect(found.find((d) => d.file === 'content/docs/deployment/config.md')?.hint).toContain('Nearest: `DATABASE_URL`.');
  });

  it('checks only the instances and folders listed in include', async () => {
    const found = await check(`${keys}    include: [docs/deployment, guides]\n`);
    expect(found.map((d) => d.file).sort()).toEqual(['content/docs/deployment/config.md', 'content/guides/start.md']);
  });

  it('reports an unreadable list and an unknown instance at their lines in the config', async () => {
    const [missing] = await check("  - names: ../specs/nope.txt\n    match: '[A-Z_]+'\n");
    expect(missing).toMatchObject({ severity: 'error', code: 'config/reference', file: 'site/ctfdocs.config.yaml', line: 7, configPath: 'checkNames[0].names' });
    expect(missing.message).toBe('checkNames[0].names: cannot read specs/nope.txt (ENOENT)');
    const [instance] = await check(`${keys}    include: [doc/deployment]\n`);
    expect(instance).toMatchObject({ code: 'config/reference', line: 10, message: 'checkNames[0].include: no docs instance "doc"' });
  });
});
