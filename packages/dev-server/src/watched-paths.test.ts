import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { watchedPaths } from './watched-paths.ts';

describe('the paths serve watches', () => {
  it('adds the docs folders, sidebars, static folders and versioning files a config beside docusaurus.config.js names', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'ctfdocs-watch-'));
    await writeFile(
      path.join(dir, 'ctfdocs.config.yaml'),
      'title: T\nurl: https://t.example.com\nstaticDirectories: [static, ../elsewhere]\ndocs:\n  - { id: docs, path: docs, routeBasePath: /docs, sidebarPath: sidebars.yaml }\n  - { id: community, path: community, routeBasePath: /community }\n',
    );
    for (const f of ['versions.json', 'community_versions.json']) await writeFile(path.join(dir, f), '[]');
    for (const d of ['versioned_docs', 'versioned_sidebars', 'i18n', 'node_modules', 'build']) await mkdir(path.join(dir, d));
    const rel = (await watchedPaths(dir, 'ctfdocs.config.yaml')).map((p) => path.relative(dir, p));
    expect(rel).toEqual(['community', 'community_versions.json', 'content', 'ctfdocs.config.yaml', 'docs', 'i18n', 'sidebars.yaml', 'site', 'specs', 'static', 'versioned_docs', 'versioned_sidebars', 'versions.json']);
  });

  it('watches content/, site/ and specs/ for the usual layout', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'ctfdocs-watch-'));
    await mkdir(path.join(dir, 'site'));
    await writeFile(path.join(dir, 'site/ctfdocs.config.yaml'), 'title: T\nurl: https://t.example.com\ndocs:\n  - { id: docs, path: content/docs, routeBasePath: /docs }\n');
    const rel = (await watchedPaths(dir, 'site/ctfdocs.config.yaml')).map((p) => path.relative(dir, p));
    expect(rel).toEqual(['content', 'content/docs', 'site', 'site/ctfdocs.config.yaml', 'site/static', 'specs']);
  });
});
