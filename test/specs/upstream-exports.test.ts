// The real Swagger 2.0 exports in ../shared/upstream (CTFd's API from a demo
// instance, the king-of-the-hill agent) must render without error. They are
// not copied into this repository: CI has ../shared beside the checkout; a
// checkout without it says so in a test of its own.
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildSite } from '@ctfdocs/renderer';
import { copyFixture, edit, repoRoot } from '../helpers/fixture.ts';

const upstreamDir = path.resolve(repoRoot, '../shared/upstream');
const present = existsSync(upstreamDir);
const exports = present ? readdirSync(upstreamDir).filter((f) => f.endsWith('.json')) : [];

function operationCount(file: string): number {
  const doc = JSON.parse(readFileSync(path.join(upstreamDir, file), 'utf8'));
  return Object.values<any>(doc.paths).reduce((n, item) => n + ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'].filter((m) => item[m]).length, 0);
}

// Only one of the two groups is declared, so neither shows up as skipped.
if (present)
  describe('upstream API exports in ../shared/upstream', () => {
    it('finds the exports', () => {
      expect(exports.sort()).toEqual(['ctfd-api.swagger.json', 'koth-agent.swagger.json']);
    });

    it('renders every operation of each export on a built site, without a diagnostic', async () => {
      const rootDir = await copyFixture('basic');
      const refs = exports.map((f, i) => `  - { route: /upstream/${i}, title: ${JSON.stringify(f)}, spec: ${JSON.stringify(path.join(upstreamDir, f))} }`);
      await edit(rootDir, 'site/ctfdocs.config.yaml', (s) => s.replace(/^themeConfig:/m, ['apiReferences:', ...refs, 'themeConfig:'].join('\n')));
      const outDir = await mkdtemp(path.join(repoRoot, 'test/tmp/out-upstream-'));
      const result = await buildSite({ rootDir, configPath: 'site/ctfdocs.config.yaml', outDir, write: true });
      expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      // CTFd's export carries keys the Swagger 2.0 schema does not allow (a `title` on query parameters): reported, and drawn anyway.
      for (const d of result.diagnostics.filter((x) => x.code.startsWith('api/'))) expect(d).toMatchObject({ severity: 'warning', code: 'api/invalid', line: expect.any(Number) });
      expect(result.ok).toBe(true);
      for (const [i, f] of exports.entries()) {
        const html = await readFile(path.join(outDir, `upstream/${i}.html`), 'utf8');
        expect((html.match(/class="api-operation"/g) ?? []).length, f).toBe(operationCount(f));
      }
    });
  });
else
  describe('upstream API exports', () => {
    it(`are not rendered: ${upstreamDir} is not beside this checkout (CI has it)`, () => {
      console.warn(`NOTE: ${upstreamDir} is absent, so the upstream Swagger 2.0 exports were not rendered. Check out ../shared beside the repository to run that test.`);
      expect(existsSync(upstreamDir)).toBe(false);
    });
  });
