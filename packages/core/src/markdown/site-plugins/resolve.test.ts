import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeEach, describe, expect, it } from 'vitest';
import { resolveModule, type ResolvedModule } from './resolve.ts';

let root: string;
const put = async (rel: string, text: string) => {
  await mkdir(path.dirname(path.join(root, rel)), { recursive: true });
  await writeFile(path.join(root, rel), text);
};
/** A package with an ESM entry (its exports map) and a file of its own beside it. */
const installPackage = (dir: string, version: string, entry = 'export default () => {};\n') =>
  Promise.all([
    put(`${dir}/node_modules/remark-fake/package.json`, JSON.stringify({ name: 'remark-fake', version, type: 'module', exports: './index.js' })),
    put(`${dir}/node_modules/remark-fake/index.js`, entry),
    put(`${dir}/node_modules/remark-fake/lib/other.js`, 'export const x = 1;\n'),
  ]);
const resolved = (specifier: string, dir = 'site') => {
  const r = resolveModule(specifier, path.join(root, dir));
  if ('problem' in r) throw new Error(r.problem);
  return r as ResolvedModule;
};

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'ctfdocs-plugins-'));
});

describe('resolving a plugin the config names', () => {
  it("finds a package installed beside the site, from the config file's folder, by its exports", async () => {
    await installPackage('', '1.0.0');
    await put('site/ctfdocs.config.yaml', 'title: x\n');
    const r = resolved('remark-fake');
    expect(r.url).toBe(pathToFileURL(path.join(root, 'node_modules/remark-fake/index.js')).href);
    expect(r.localFile).toBeUndefined();
  });

  it("keys a package by its version and its entry file's text, not by the rest of its files", async () => {
    await installPackage('', '1.0.0');
    const first = resolved('remark-fake').fingerprint;
    await put('node_modules/remark-fake/lib/other.js', 'export const x = 2;\n');
    expect(resolved('remark-fake').fingerprint).toBe(first);
    await installPackage('', '1.0.1');
    const newer = resolved('remark-fake').fingerprint;
    expect(newer).not.toBe(first);
    await put('node_modules/remark-fake/index.js', 'export default () => () => {};\n');
    expect(resolved('remark-fake').fingerprint).not.toBe(newer);
  });

  it('finds a local file by a path relative to the config file, with or without its extension, keyed by its text', async () => {
    await put('site/plugins/rehype-note.mjs', 'export default () => {};\n');
    await put('site/plugins/remark-old/index.js', 'module.exports = () => {};\n');
    const file = resolved('./plugins/rehype-note.mjs');
    expect(file.url).toBe(pathToFileURL(path.join(root, 'site/plugins/rehype-note.mjs')).href);
    expect(file.localFile).toBe(path.join(root, 'site/plugins/rehype-note.mjs'));
    // As require() finds it, which is how Docusaurus configs name local plugins.
    expect(resolved('./plugins/remark-old').url).toBe(pathToFileURL(path.join(root, 'site/plugins/remark-old/index.js')).href);
    await put('site/plugins/rehype-note.mjs', 'export default () => () => {};\n');
    expect(resolved('./plugins/rehype-note.mjs').fingerprint).not.toBe(file.fingerprint);
  });

  it('says what is missing and how to fix it: a package to install, a path to correct', async () => {
    await installPackage('elsewhere', '1.0.0');
    const missing = resolveModule('remark-fake', path.join(root, 'site'));
    expect(missing).toEqual({ problem: expect.stringContaining('"remark-fake" is not installed beside the site'), hint: expect.stringContaining('npm install remark-fake') });
    const scoped = resolveModule('@acme/remark-x/sub', path.join(root, 'site'));
    expect('hint' in scoped && scoped.hint).toContain('npm install @acme/remark-x');
    const badPath = resolveModule('./plugins/nope.mjs', path.join(root, 'site'));
    expect(badPath).toEqual({ problem: expect.stringContaining('no module at ./plugins/nope.mjs'), hint: expect.stringContaining("relative to the config file's folder") });
    // A built-in module is no plugin file.
    expect('problem' in resolveModule('node:fs', path.join(root, 'site'))).toBe(true);
    expect('problem' in resolveModule('fs', path.join(root, 'site'))).toBe(true);
  });
});
