import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { parseConfig } from './load.ts';
import { checkConfigPaths } from './check-paths.ts';
import { loadContent } from '../content/load.ts';

const basic = path.resolve(fileURLToPath(import.meta.url), '../../../../../test/fixtures/basic');
const dirs: string[] = [];
afterEach(async () => Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true }))));

async function site(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ctfdocs-paths-'));
  dirs.push(dir);
  await cp(basic, dir, { recursive: true });
  return dir;
}

async function problems(rootDir: string, extra: string) {
  const loaded = parseConfig(`title: T\nurl: https://example.com\ndocs:\n  - id: guide\n    path: ../content/guide\n    routeBasePath: /guide\n${extra}`, 'site/ctfdocs.config.yaml');
  expect(loaded.diagnostics).toEqual([]);
  return checkConfigPaths(loaded.config!, { rootDir, configFile: loaded.file, locate: loaded.locate });
}

describe('paths the config names', () => {
  it('accepts a site whose folders and favicon exist, and a missing default static folder', async () => {
    const dir = await site();
    expect(await problems(dir, '')).toEqual([]);
    await cp(path.join(basic, 'content'), path.join(dir, 'site/static'), { recursive: true });
    await writeFile(path.join(dir, 'site/static/favicon.ico'), 'icon');
    expect(await problems(dir, 'favicon: /favicon.ico\n')).toEqual([]);
    expect(await problems(dir, 'favicon: https://cdn.example.com/favicon.ico\n')).toEqual([]);
  });

  it('names a missing docs folder, static folder and favicon, each with its key and line', async () => {
    const dir = await site();
    const missingDocs = parseConfig('title: T\nurl: https://example.com\ndocs:\n  - id: guide\n    path: ../content/nothere\n    routeBasePath: /guide\n', 'site/ctfdocs.config.yaml');
    expect(await checkConfigPaths(missingDocs.config!, { rootDir: dir, configFile: missingDocs.file, locate: missingDocs.locate })).toEqual([
      expect.objectContaining({ severity: 'error', file: 'site/ctfdocs.config.yaml', line: 5, configPath: 'docs[0].path', message: 'docs[0].path: docs folder "content/nothere" does not exist' }),
    ]);
    expect(await problems(dir, 'staticDirectories: [static, assets]\nfavicon: img/favicon.svg\n')).toEqual([
      expect.objectContaining({ line: 7, configPath: 'staticDirectories[1]', message: 'staticDirectories[1]: static folder "site/assets" does not exist' }),
      expect.objectContaining({ line: 8, configPath: 'favicon', message: 'favicon: "img/favicon.svg" is in none of the static folders (site/static, site/assets)' }),
    ]);
    expect(await problems(dir, 'blog:\n  - id: news\n    path: news\n')).toEqual([
      expect.objectContaining({ severity: 'error', line: 9, configPath: 'blog[0].path', message: 'blog[0].path: blog folder "site/news" does not exist' }),
    ]);
  });

  it('names a missing theme component or MDX components module at its key and line', async () => {
    const dir = await site();
    await writeFile(path.join(dir, 'site/Footer.tsx'), 'export default () => null;');
    expect(await problems(dir, 'themeComponents:\n  Footer: ./Footer.tsx\n  DocItem/Footer: ./src/theme/DocFooter.tsx\nmdxComponents: ./src/mdx.tsx\n')).toEqual([
      expect.objectContaining({
        line: 9,
        configPath: 'themeComponents.DocItem/Footer',
        message: 'themeComponents.DocItem/Footer: module "site/src/theme/DocFooter.tsx" does not exist',
      }),
      expect.objectContaining({ line: 10, configPath: 'mdxComponents', message: 'mdxComponents: module "site/src/mdx.tsx" does not exist' }),
    ]);
  });

  it('names a missing customCss file, and a script, stylesheet or head tag file in no static folder', async () => {
    const dir = await site();
    await cp(path.join(basic, 'content'), path.join(dir, 'site/static'), { recursive: true });
    await writeFile(path.join(dir, 'site/custom.css'), ':root {}');
    await writeFile(path.join(dir, 'site/static/widget.js'), '1');
    const found = [
      'customCss: [./custom.css, ./css/missing.css]',
      'scripts: [/widget.js, "/widget.js?v=2", https://cdn.example.com/x.js, /js/missing.js]',
      'stylesheets: [{ href: /css/missing.css }]',
      'headTags:',
      '  - { tagName: link, attributes: { rel: preload, as: script, href: /widget.js } }',
      '  - { tagName: link, attributes: { rel: manifest, href: /site.webmanifest } }',
      '  - { tagName: meta, attributes: { name: x, content: /not-a-file } }',
    ].join('\n');
    expect(await problems(dir, `${found}\n`)).toEqual([
      expect.objectContaining({ line: 12, configPath: 'headTags[1].attributes.href', message: 'headTags[1].attributes.href: "/site.webmanifest" is in none of the static folders (site/static)' }),
      expect.objectContaining({ line: 9, configPath: 'stylesheets[0]', message: 'stylesheets[0]: "/css/missing.css" is in none of the static folders (site/static)' }),
      expect.objectContaining({ line: 8, configPath: 'scripts[3]', message: 'scripts[3]: "/js/missing.js" is in none of the static folders (site/static)' }),
      expect.objectContaining({ line: 7, configPath: 'customCss[1]', message: 'customCss[1]: stylesheet "site/css/missing.css" does not exist' }),
    ]);
    expect(await problems(dir, 'customCss: ./nothere.css\n')).toEqual([
      expect.objectContaining({ line: 7, configPath: 'customCss', message: 'customCss: stylesheet "site/nothere.css" does not exist' }),
    ]);
  });

  it('reports a _category_.yml link to a doc that does not exist, naming the file and line', async () => {
    const dir = await site();
    await writeFile(path.join(dir, 'content/guide/setup/_category_.yml'), 'label: Setting up\nlink:\n  type: doc\n  id: setup/nothere\n');
    const loaded = parseConfig(`title: T\nurl: https://example.com\ndocs:\n  - id: guide\n    path: ../content/guide\n    routeBasePath: /guide\n`, 'site/ctfdocs.config.yaml');
    const g = await loadContent(loaded.config!, { rootDir: dir, includeDrafts: false });
    expect(g.diagnostics).toEqual([
      expect.objectContaining({ severity: 'error', file: 'content/guide/setup/_category_.yml', line: 4, message: 'link.id: no doc "setup/nothere" in instance "guide"' }),
    ]);
  });
});
