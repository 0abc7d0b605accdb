import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { headTagOf, Memo, parseConfig, readRules } from '@ctfdocs/core';
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

  it("writes site plugins' head tags after the config's, and the policy allows what they load as it does the config's", async () => {
    const { dir } = await siteWith({ 'custom.css': '' });
    const loaded = parseConfig('title: T\nurl: https://docs.example.com\nscripts: [https://cdn.example.com/a.js]\n', 'ctfdocs.config.yaml', dir);
    const config = loaded.config!;
    const inline = "document.documentElement.dataset.plugin = 'ran';";
    const pluginTags = [
      headTagOf({ tagName: 'script', attributes: {}, innerHTML: inline }, ['plugins', 0], '/'),
      headTagOf({ tagName: 'script', attributes: { src: 'https://widgets.example.org/w.js', async: true } }, ['plugins', 0], '/'),
      headTagOf({ tagName: 'link', attributes: { rel: 'stylesheet', href: 'https://fonts.example.net/f.css' } }, ['plugins', 1], '/'),
    ];
    const rules = readRules({ rootDir: dir, configFile: loaded.file, config });
    const without = await makeSiteHead({ config, dev: false, rootDir: dir, rules, frames: [] });
    const head = await makeSiteHead({ config, dev: false, rootDir: dir, rules, frames: [], pluginTags });
    expect(head.headTags).toBe(
      `<script src="https://cdn.example.com/a.js"></script><script>${inline}</script><script src="https://widgets.example.org/w.js" async></script><link rel="stylesheet" href="https://fonts.example.net/f.css">`,
    );
    const hash = `'sha256-${createHash('sha256').update(inline).digest('base64')}'`;
    expect(without.policy).not.toContain(hash);
    expect(head.policy).toMatch(new RegExp(`script-src 'self' 'sha256-[^']+' ${hash.replace(/[+/]/g, '\\$&')} https://cdn\\.example\\.com https://widgets\\.example\\.org;`));
    expect(head.policy).toContain("style-src 'self' 'unsafe-inline' https://fonts.example.net;");
    expect(head.policy).toContain("connect-src 'self' https://cdn.example.com https://widgets.example.org;");
  });
});
