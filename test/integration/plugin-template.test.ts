// templates/plugin, the site plugin a team copies to start its own: copied
// into a site as README and templates/README.md say, it builds, adds its
// page from the JSON file, puts its head tag in every page and reports a
// link without a URL at its line of the file, through `check`.
import { cp, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '@ctfdocs/core';
import { copyFixture, edit, repoRoot, runCli, write } from '../helpers/fixture.ts';

async function siteWithTemplate(): Promise<string> {
  const dir = await copyFixture('site-plugins');
  await cp(path.join(repoRoot, 'templates/plugin'), path.join(dir, 'site/plugins/links'), { recursive: true });
  await write(dir, 'site/links.json', `${JSON.stringify([{ title: 'CTFd', url: 'https://ctfd.io' }, { title: 'Nowhere yet' }], null, 2)}\n`);
  await edit(dir, 'site/ctfdocs.config.yaml', (s) => s.replace('plugins:\n', 'plugins:\n  - [./plugins/links/index.mjs, { file: links.json, title: Useful links }]\n'));
  return dir;
}

describe('the plugin template', () => {
  it('builds as copied: its page, its head tag on every page, its check at the line of the file', async () => {
    const dir = await siteWithTemplate();
    const built = await runCli(dir, ['build', '--quiet']);
    expect(built.code, built.stderr).toBe(0);
    const page = await readFile(path.join(dir, 'build/links.html'), 'utf8');
    expect(page).toContain('<h1>Useful links</h1>');
    expect(page).toContain('<a href="https://ctfd.io">CTFd</a>');
    expect(page).not.toContain('Nowhere yet');
    expect(page).toMatch(/<title>Useful links/);
    for (const file of ['build/links.html', 'build/docs/intro.html']) expect(await readFile(path.join(dir, file), 'utf8')).toContain('<meta name="links-count" content="2">');
    const checked = await runCli(dir, ['check', '--format', 'json']);
    const diagnostics = (JSON.parse(checked.stdout) as { diagnostics: Diagnostic[] }).diagnostics;
    expect(diagnostics.filter((d) => d.code === 'plugin/links/no-url')).toEqual([
      expect.objectContaining({ severity: 'warning', file: 'site/links.json', line: 7, message: 'The link "Nowhere yet" has no url, so the page leaves it out' }),
    ]);
  }, 120_000);
});
