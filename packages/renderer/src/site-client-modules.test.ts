import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '@ctfdocs/core';
import { siteClientModules } from './site-client-modules.ts';

let rootDir: string;
const files: Record<string, string> = {
  'site/src/clientModules/routes.js': 'export function onRouteDidUpdate() {}\n',
  'site/src/css/extra.css': '.extra { color: teal; }\n',
  'site/node_modules/widget-client/package.json': JSON.stringify({ name: 'widget-client', exports: { '.': './client.js' } }),
  'site/node_modules/widget-client/client.js': 'document.documentElement.dataset.widget = "ran";\n',
};
beforeAll(async () => {
  rootDir = await mkdtemp(path.join(os.tmpdir(), 'ctfdocs-site-client-modules-'));
  for (const [rel, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(rootDir, rel)), { recursive: true });
    await writeFile(path.join(rootDir, rel), text);
  }
});
afterAll(() => rm(rootDir, { recursive: true, force: true }));

const load = (yaml: string) => {
  const loaded = parseConfig(`title: T\nurl: https://docs.example.com\n${yaml}`, 'site/ctfdocs.config.yaml', rootDir);
  return { ...loaded, config: loaded.config! };
};

describe('clientModules', () => {
  it("resolves each from the config file's folder (with or without ./, extension optional), or as a package installed beside the site", async () => {
    const found = await siteClientModules(load('clientModules:\n  - ./src/clientModules/routes\n  - src/css/extra.css\n  - widget-client\n'), rootDir);
    expect(found.diagnostics).toEqual([]);
    expect(found.modules.map((m) => [path.relative(rootDir, m.file), m.namedBy])).toEqual([
      ['site/src/clientModules/routes.js', 'clientModules[0]'],
      ['site/src/css/extra.css', 'clientModules[1]'],
      ['site/node_modules/widget-client/client.js', 'clientModules[2]'],
    ]);
  });

  it('reports a module that is not there as an error at its entry, and leaves it out', async () => {
    const found = await siteClientModules(load('clientModules:\n  - ./src/css/extra.css\n  - ./src/clientModules/nowhere.js\n  - not-installed\n'), rootDir);
    expect(found.modules.map((m) => m.namedBy)).toEqual(['clientModules[0]']);
    expect(found.diagnostics).toEqual([
      expect.objectContaining({
        severity: 'error',
        code: 'config/client-module',
        message: 'clientModules[1]: "./src/clientModules/nowhere.js" could not be found',
        file: 'site/ctfdocs.config.yaml',
        line: 5,
        configPath: 'clientModules[1]',
        hint: expect.stringContaining("relative to the config file's folder"),
      }),
      expect.objectContaining({ code: 'config/client-module', line: 6, configPath: 'clientModules[2]', message: 'clientModules[2]: "not-installed" could not be found' }),
    ]);
  });
});
