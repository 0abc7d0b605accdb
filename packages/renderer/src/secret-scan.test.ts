import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Memo, SecretScanner, type CheckSecretsConfig, type SiteModel } from '@ctfdocs/core';
import { SecretMaker } from '../../../test/helpers/secrets.ts';
import { MemoryOutput } from './output.ts';
import type { RenderedRoute } from './page-output.ts';
import { SecretScan, type SecretMemo } from './secret-scan.ts';

const make = new SecretMaker('secret-scan');
const settings: CheckSecretsConfig = { enabled: true, onSecret: 'throw', allow: [], patterns: [] };
const model = (over: Partial<SiteModel['secrets']> = {}) => ({ secrets: { findings: [], ms: 0, ...over } }) as unknown as SiteModel;
const route = (file: string, source: string) => ({ file, source }) as RenderedRoute;

describe('SecretScan', () => {
  it('hands every file on to the output unchanged', async () => {
    const memory = new MemoryOutput();
    const scan = new SecretScan(memory, settings, '/site');
    await scan.put('a.html', { contents: '<p>a</p>' });
    await scan.put('img.png', { copyFrom: '/nowhere/img.png' });
    expect([...scan.paths()]).toEqual(['a.html', 'img.png']);
    expect(memory.files.get('a.html')).toEqual({ contents: '<p>a</p>' });
  });

  it('scans written files as output, under the page they were made for, and not the content chunks', async () => {
    const [a, b] = [make.ctfdToken(), make.ctfdToken()];
    const scan = new SecretScan(new MemoryOutput(), settings, '/site');
    await scan.put('about.html', { contents: `<p>${a}</p>` });
    await scan.put('__chunks/about.json', { contents: JSON.stringify({ html: `<p>${b}</p>` }) });
    await scan.put('fr/__chunks/about.json', { contents: JSON.stringify({ html: `<p>${b}</p>` }) });
    await scan.put('blob.bin', { contents: new Uint8Array([0, 1, 2, ...Buffer.from(b)]) });
    const { diagnostics } = scan.report({ models: [model()], routes: [route('about.html', 'site/pages/about.tsx')], configFile: 'site/ctfdocs.config.yaml', outputDir: 'build' });
    expect(diagnostics.map((d) => [d.code, d.file])).toEqual([['secrets/ctfd-token', 'site/pages/about.tsx']]);
  });

  it('scans copied text files once, as the site files they are, and skips binary ones', async () => {
    const rootDir = await mkdtemp(path.join(os.tmpdir(), 'ctfdocs-secret-scan-'));
    const token = make.ctfdToken();
    await writeFile(path.join(rootDir, 'notes.txt'), `line 1\nexport CTFD_TOKEN=${token}\n`);
    await writeFile(path.join(rootDir, 'logo.png'), token);
    await writeFile(path.join(rootDir, 'data.bin'), Buffer.from([0x89, 0, ...Buffer.from(token)]));
    const scan = new SecretScan(new MemoryOutput(), settings, rootDir);
    for (const prefix of ['', 'fr/']) for (const f of ['notes.txt', 'logo.png', 'data.bin']) await scan.put(`${prefix}${f}`, { copyFrom: path.join(rootDir, f) });
    const { diagnostics } = scan.report({ models: [model()], routes: [], configFile: 'c.yaml', outputDir: 'build' });
    expect(diagnostics.map((d) => [d.file, d.line, d.column])).toEqual([['notes.txt', 2, 'export CTFD_TOKEN='.length + 1]]);
  });

  it('reports the site files every locale scanned, and folds the output that repeats them', async () => {
    const token = make.ctfdToken();
    const scan = new SecretScan(new MemoryOutput(), settings, '/site');
    await scan.put('docs/a.html', { contents: `<code>${token}</code>` });
    const atSource = {
      kind: 'ctfd-token',
      title: 'CTFd access token',
      placeholder: '<CTFD_TOKEN>',
      file: 'content/docs/a.md',
      line: 4,
      column: 1,
      fingerprint: 'f',
      shown: 's',
      excused: false,
      examplesAllowed: false,
    };
    const [{ fingerprint }] = SecretScanner.for(settings)!.scan(token, { file: 'content/docs/a.md' });
    const { diagnostics, ms } = scan.report({
      models: [model({ findings: [{ ...atSource, fingerprint }], ms: 2 }), model({ findings: [{ ...atSource, fingerprint }], ms: 1 })],
      routes: [],
      configFile: 'c.yaml',
      outputDir: 'build',
    });
    expect(diagnostics.map((d) => [d.file, d.line])).toEqual([['content/docs/a.md', 4]]);
    expect(ms).toBeGreaterThanOrEqual(3);
  });

  it("keeps, for serve, what each output file held while its contents are the same, and a whole build's prune forgets files no longer written", async () => {
    const memo: SecretMemo = new Memo();
    const page = `<p>${make.ctfdToken()}</p>`;
    const build = async (files: Record<string, string | { contents: string; key: string }>, whole = true) => {
      const scan = new SecretScan(new MemoryOutput(), settings, '/site', memo);
      for (const [rel, contents] of Object.entries(files)) await scan.put(rel, typeof contents === 'string' ? { contents } : contents);
      const { diagnostics } = scan.report({ models: [model()], routes: [], configFile: 'c.yaml', outputDir: 'build' });
      if (whole) memo.pruneUnused();
      return diagnostics;
    };
    expect(await build({ 'a.html': page, 'b.html': '<p>b</p>' })).toHaveLength(1);
    expect(memo.stats).toMatchObject({ hits: 0, misses: 2 });
    // serve's first pages (a build of some pages, which prunes nothing) find a.html's findings.
    expect(await build({ 'a.html': page }, false)).toHaveLength(1);
    expect(memo.stats).toMatchObject({ hits: 1, misses: 2 });
    // The next whole build drops b.html, which it did not write.
    expect(await build({ 'a.html': '<p>a</p>' })).toEqual([]);
    expect(memo.size).toBe(2);
    expect(await build({ 'a.html': '<p>a</p>' })).toEqual([]);
    expect(memo.size).toBe(1);
    // Contents named by their maker's key are known by it: the same key is the same findings.
    expect(await build({ 'a.html': { contents: page, key: 'render key of a' } })).toHaveLength(1);
    expect(await build({ 'a.html': { contents: page, key: 'render key of a' } })).toHaveLength(1);
    expect(memo.stats).toMatchObject({ hits: 3, misses: 4 });
  });

  it('does nothing when the scan is off', async () => {
    const scan = new SecretScan(new MemoryOutput(), { ...settings, enabled: false }, '/site');
    await scan.put('a.html', { contents: make.ctfdToken() });
    expect(scan.report({ models: [model()], routes: [], configFile: 'c.yaml', outputDir: 'build' }).diagnostics).toEqual([]);
  });
});
