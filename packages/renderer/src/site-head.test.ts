import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Memo, parseConfig, readRules } from '@ctfdocs/core';
import type { Stylesheet } from './stylesheet.ts';
import { makeSiteHead } from './site-head.ts';

const dirs: string[] = [];
afterEach(async () => Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true }))));

async function siteWith(css: Record<string, string>) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ctfdocs-head-'));
  dirs.push(dir);
  for (const [rel, text] of Object.entries(css)) {
    await mkdir(path.dirname(path.join(dir, rel)), { recursive: true });
    await writeFile(path.join(dir, rel), text);
  }
  const loaded = parseConfig('title: T\nurl: https://docs.example.com\ncustomCss: ./custom.css\nscripts: [https://cdn.example.com/a.js]\n', 'ctfdocs.config.yaml', dir);
  const config = loaded.config!;
  const head = (memo: Memo<Stylesheet>) => makeSiteHead({ config, dev: true, rootDir: dir, rules: readRules({ rootDir: dir, configFile: loaded.file, config }), frames: [], memo });
  return { dir, head };
}

describe("serve's site head", () => {
  it('keeps the stylesheet while the files it read are the same, and makes it again when one changes', async () => {
    const { dir, head } = await siteWith({ 'custom.css': '@import "./part.css";\n', 'part.css': '.brand { color: teal; }\n' });
    const memo = new Memo<Stylesheet>();
    const first = await head(memo);
    expect(first.policy).toMatch(/script-src 'self' 'sha256-[^']+' https:\/\/cdn\.example\.com;/);
    expect(first.headTags).toBe('<script src="https://cdn.example.com/a.js"></script>');
    expect((await head(memo)).stylesheet).toBe(first.stylesheet);
    // An imported file, which the config does not name, is one of those the stylesheet read.
    await writeFile(path.join(dir, 'part.css'), '.brand { color: olive; }\n');
    const second = await head(memo);
    expect(second.stylesheet).not.toBe(first.stylesheet);
    expect(Buffer.from(second.stylesheet.contents).toString()).toContain('olive');
  });

  it('makes a stylesheet that failed again, so that adding the missing file mends it', async () => {
    const { dir, head } = await siteWith({ 'custom.css': '.logo { background: url(./logo.png); }\n' });
    const memo = new Memo<Stylesheet>();
    expect((await head(memo)).diagnostics.map((d) => d.code)).toEqual(['custom-css/unresolved']);
    await writeFile(path.join(dir, 'logo.png'), 'png');
    const mended = await head(memo);
    expect(mended.diagnostics).toEqual([]);
    expect(mended.stylesheet.media.map((m) => m.file)).toEqual([expect.stringMatching(/^assets\/media\/logo\.[A-Z0-9]+\.png$/)]);
  });
});
