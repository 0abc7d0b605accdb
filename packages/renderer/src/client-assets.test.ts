import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildClientAssets } from './client-assets.ts';

/** Issue #30's budget for the script every page loads: its size before the reader features. */
const MAIN_GZIP_BUDGET = 9_085;

describe('the client bundle', () => {
  it('keeps the script every page loads within its budget, with what only some pages need in chunks it loads there', async () => {
    const assets = await buildClientAssets({ baseUrl: '/', searchProvider: 'local' });
    expect(gzipSync(assets.js.contents).length).toBeLessThanOrEqual(MAIN_GZIP_BUDGET);
    const main = Buffer.from(assets.js.contents).toString('utf8');
    const staticImports = [...main.matchAll(/import\{[^}]*\}from"\.\/([^"]+)"/g)].map((m) => m[1]);
    const dynamicImports = [...main.matchAll(/import\("\.\/([^"]+)"\)/g)].map((m) => m[1]);
    // A page with math (its stylesheet across client navigation), serve's live reload, the crash page's retry.
    for (const lazy of ['page-styles', 'live-reload', 'crash-retry']) {
      expect(dynamicImports.some((f) => f.startsWith(`${lazy}.`))).toBe(true);
      expect(staticImports.some((f) => f.startsWith(`${lazy}.`))).toBe(false);
    }
    // Their code is in those chunks, not in a chunk every page loads with the script.
    const loadedWithMain = assets.extra.filter((e) => staticImports.some((f) => e.file.endsWith(`/${f}`)));
    for (const code of [main, ...loadedWithMain.map((e) => Buffer.from(e.contents).toString('utf8'))]) {
      expect(code).not.toContain('WebSocket');
      expect(code).not.toContain('/__ctfdocs/');
      expect(code).not.toContain('link[rel=stylesheet][data-precedence]');
    }
  });
});
