import { describe, expect, it } from 'vitest';
import { contentHash } from './content-hash.ts';
import { PageUses, vendored, vendorUrls } from './vendor-assets.ts';

const text = (contents: Uint8Array | string) => (typeof contents === 'string' ? contents : Buffer.from(contents).toString('utf8'));

describe('vendored browser files', () => {
  it("publishes KaTeX's stylesheet naming only fonts that are published, WOFF2 only", async () => {
    const files = (await vendored('katex')).files();
    const names = new Set(files.map((f) => f.file));
    const css = files.find((f) => f.file.endsWith('.css'))!;
    const urls = [...text(css.contents).matchAll(/url\(([^)]+)\)/g)].map((m) => m[1]);
    expect(urls.length).toBeGreaterThan(15);
    for (const url of urls) {
      expect(url).toMatch(/\.woff2$/);
      expect(names.has(css.file.replace(/[^/]*$/, '') + url)).toBe(true);
    }
    expect([...names].filter((f) => !f.endsWith('.css')).every((f) => f.endsWith('.woff2'))).toBe(true);
    // The theme's math styles follow KaTeX's, in the one stylesheet pages with math load.
    expect(text(css.contents)).toMatch(/\.math-error>code\{color:var\(--ctfdocs-color-danger\)\}/);
  });

  it("publishes Mermaid's modules as .js, each import of another naming a file that is published", async () => {
    const files = (await vendored('mermaid')).files();
    const names = new Set(files.map((f) => f.file));
    expect([...names].every((f) => f.endsWith('.js'))).toBe(true);
    let imports = 0;
    for (const f of files) {
      for (const m of text(f.contents).matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["'](\.\.?\/[^"'\s]+)["']/g)) {
        imports++;
        expect(names.has(new URL(m[1], `https://x/${f.file}`).pathname.slice(1))).toBe(true);
      }
    }
    expect(imports).toBeGreaterThan(100);
  });

  it('names each package by a hash of its entry, under assets/, on the site base', async () => {
    const urls = await vendorUrls('/docs/');
    expect(urls.mathStylesheet).toMatch(/^\/docs\/assets\/vendor\/katex-[0-9a-f]{10}\/katex-swap\.min\.css$/);
    expect(urls.mermaid).toMatch(/^\/docs\/assets\/vendor\/mermaid-[0-9a-f]{10}\/mermaid\.esm\.min\.js$/);
  });

  it("names the folder by the entry as published: a change to the theme's math styles, appended to KaTeX's, is a new URL", async () => {
    for (const name of ['katex', 'mermaid'] as const) {
      const { dir, files } = await vendored(name);
      expect(dir).toBe(`assets/vendor/${name}-${contentHash(files()[0].contents)}/`);
    }
  });

  it('writes the files of a package only when a page uses it', async () => {
    const urls = await vendorUrls('/');
    const uses = new PageUses(urls);
    uses.see('<html><head></head><body><p>Nothing here; not even data-diagram=&quot;mermaid&quot; as text.</p></body></html>');
    expect(await uses.files()).toEqual([]);
    uses.see(`<html><head><link rel="stylesheet" href="${urls.mathStylesheet}" data-precedence="katex"/></head></html>`);
    expect(new Set((await uses.files()).map((f) => f.file.split('/')[2].replace(/-.*/, '')))).toEqual(new Set(['katex']));
    uses.see('<div class="diagram" data-diagram="mermaid"></div>');
    expect(new Set((await uses.files()).map((f) => f.file.split('/')[2].replace(/-.*/, '')))).toEqual(new Set(['katex', 'mermaid']));
  });
});
