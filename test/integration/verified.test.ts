// `verified` front matter end to end, on the verified fixture: what `build`
// and `check` report (file:line, the summary), and the line readers see
// under the title, in English and in French.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, edit, runCli, write, type CliResult } from '../helpers/fixture.ts';

let dir: string;
let built: CliResult;

beforeAll(async () => {
  dir = await copyFixture('verified');
  built = await runCli(dir, ['build']);
}, 120_000);

const page = (route: string) => readFile(path.join(dir, 'build', `${route}.html`), 'utf8');
/** The `verified` line of a page as HTML, without React's text separators; undefined when there is none. */
const verifiedLine = (html: string) => /<p class="page-verified">(.*?)<\/p>/.exec(html)?.[1].replaceAll('<!-- -->', '');

describe('build', () => {
  it('succeeds, reporting each outdated page at the line of its `verified`', () => {
    expect(built.code, built.stderr).toBe(0);
    expect(built.stdout).toMatch(/— 2 warnings\./);
    expect(built.stderr).toContain('warning docs/older.md:3 verified against Acme Server 2.3.9, older than the current Acme Server 2.4.0 (product.version)');
    expect(built.stderr).toMatch(/warning docs\/stale\.md:3 verified \d+ days ago \(1990-01-01\), more than verification\.maxAgeDays \(10000\)/);
    expect(built.stderr).toContain('hint: Re-check the page against Acme Server 2.4.0\'s source, then set verified: { version: "2.4.0", date: ');
    // Notices are check's: a build prints problems only.
    expect(built.stderr).not.toContain('docs/unverified.md');
    for (const quiet of ['docs/current.md', 'docs/own-title.md', 'pages/about.md', 'pages/colophon.md']) expect(built.stderr).not.toContain(quiet);
  });

  it('draws "Checked against …" under the title, with the day in a <time>', async () => {
    const html = await page('docs/current');
    expect(verifiedLine(html)).toBe('Checked against Acme Server 2.4.0 on <time dateTime="2026-11-24">November 24, 2026</time>');
    expect(html).toMatch(/<header><h1>Current<\/h1><p class="page-verified">/);
  });

  it("puts it right under a body's own h1, and on site pages too", async () => {
    expect(await page('docs/own-title')).toMatch(/<h1 id="the-pages-own-title">The page&#x27;s own title<\/h1><p class="page-verified">/);
    expect(verifiedLine(await page('docs/own-title'))).toBe('Checked against Acme Server v2.4 on <time dateTime="2026-11-20">November 20, 2026</time>');
    expect(verifiedLine(await page('about'))).toBe('Checked against Acme Server 2.4.0 on <time dateTime="2026-11-21">November 21, 2026</time>');
  });

  it('shows nothing on a page without `verified`', async () => {
    expect(verifiedLine(await page('docs/unverified'))).toBeUndefined();
    expect(verifiedLine(await page('colophon'))).toBeUndefined();
  });

  it("speaks the page's language: the translated text and the day as French writes it", async () => {
    expect(verifiedLine(await page('fr/docs/current'))).toBe('Vérifié avec Acme Server 2.4.0 le <time dateTime="2026-11-24">24 novembre 2026</time>');
  });
});

describe('check', () => {
  it('lists the doc never checked as a notice, counted apart in the summary', async () => {
    const r = await runCli(dir, ['check']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('notice docs/unverified.md:1 not verified against Acme Server 2.4.0: the page has no "verified" front matter');
    expect(r.stdout + r.stderr).toMatch(/0 errors, 2 warnings\. 1 page not verified against the product\./);
  }, 120_000);

  it('fails on outdated pages with onOutdated: throw, and on a `verified` of the wrong shape at its line', async () => {
    const copy = await copyFixture('verified');
    await edit(copy, 'ctfdocs.config.yaml', (s) => s.replace('  maxAgeDays: 10000', '  maxAgeDays: 10000\n  onOutdated: throw\n  onUnverified: warn'));
    await write(copy, 'docs/bad.md', '---\ntitle: Bad\nverified: { version: 2.4, date: 2026-11-31 }\n---\n\nText.\n');
    const r = await runCli(copy, ['check', '--format', 'json']);
    expect(r.code).toBe(1);
    const report = JSON.parse(r.stdout) as { errors: number; warnings: number; notices: number; diagnostics: Array<{ severity: string; code: string; file: string; line: number; hint?: string }> };
    const found = report.diagnostics.map((d) => `${d.severity} ${d.code} ${d.file}:${d.line}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'error verification/older-version docs/older.md:3',
        'error verification/too-old docs/stale.md:3',
        'warning verification/unverified docs/unverified.md:1',
        'error frontmatter/invalid docs/bad.md:3',
      ]),
    );
    const bad = report.diagnostics.filter((d) => d.code === 'frontmatter/invalid');
    expect(bad).toHaveLength(2);
    for (const d of bad) expect(d.hint).toContain('verified: { version: "3.8.7", date: 2026-11-24 }');
    expect(report.notices).toBe(0);
  }, 120_000);
});
