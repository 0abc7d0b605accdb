// The CTFd Docs content against the spec's route list and the writing rules.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkNameLists, loadConfig, loadContent, splitFrontMatter, type ContentGraph, type SiteConfig } from '@ctfdocs/core';
import { repoRoot } from '../helpers/fixture.ts';

const shared = path.resolve(repoRoot, '../shared/spec/routes.tsv');
const routesFile = existsSync(shared) ? shared : path.join(repoRoot, 'test/fixtures/spec-routes.tsv');

function specRoutes(): Array<{ section: string; route: string }> {
  return readFileSync(routesFile, 'utf8')
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'))
    .map((l) => {
      const [section, route] = l.split('\t').map((s) => s.trim());
      return { section, route };
    });
}

let graph: ContentGraph;
let config: SiteConfig;
beforeAll(async () => {
  config = (await loadConfig(repoRoot, 'site/ctfdocs.config.yaml')).config!;
  graph = await loadContent(config, { rootDir: repoRoot, includeDrafts: false });
});

describe('CTFd Docs content', () => {
  it(`has a page for every route of the spec's list (${path.relative(repoRoot, routesFile)})`, () => {
    const docRoutes = new Set(graph.instances.flatMap((i) => i.docs.filter((d) => d.visibility.html).map((d) => d.route)));
    const pageRoutes = new Set(graph.pages.map((p) => p.route));
    const missing = specRoutes()
      .filter(({ section, route }) => {
        if (section === 'api-reference' || route === '/search' || route === '/docs') return false; // generated, checked in the browser tests
        return !docRoutes.has(route) && !pageRoutes.has(route);
      })
      .map((r) => r.route);
    expect(missing).toEqual([]);
  });

  it('keeps the copy of the route list in the repository in step with the spec', () => {
    if (!existsSync(shared)) return void console.log('../shared is not beside this checkout: compared against the copy only');
    expect(readFileSync(path.join(repoRoot, 'test/fixtures/spec-routes.tsv'), 'utf8')).toBe(readFileSync(shared, 'utf8'));
  });

  it('records every markdown page once in the fact audit, with the CTFd and ctfcli refs and the date it was checked', () => {
    const audit = readFileSync(path.join(repoRoot, 'docs/fact-audit.md'), 'utf8');
    const table = audit.slice(audit.indexOf('| Page | CTFd ref | ctfcli ref | Checked |'));
    const rows = table
      .slice(0, table.indexOf('\n\n'))
      .split('\n')
      .slice(2)
      .map((l) => l.split(' | ').map((c) => c.replace(/^\| /, '')));
    const problems = rows.flatMap(([page, ctfd, ctfcli, date]) => [
      ...(/^[0-9a-f]{8,40}$/.test(ctfd) ? [] : [`${page}: CTFd ref "${ctfd}"`]),
      ...(/^(\d+\.\d+\.\d+|–)$/.test(ctfcli) ? [] : [`${page}: ctfcli ref "${ctfcli}"`]),
      ...(/^\d{4}-\d{2}-\d{2}$/.test(date) ? [] : [`${page}: date "${date}"`]),
    ]);
    expect(problems).toEqual([]);
    const pages = [...graph.instances.flatMap((i) => i.docs.map((d) => d.source)), ...graph.pages.map((p) => p.source).filter((f) => /\.mdx?$/.test(f))].map((f) => f.replace(/^content\//, ''));
    expect(rows.map(([page]) => page).sort()).toEqual([...new Set(pages)].sort());
  });

  it('gives every page a title, a description of at most 160 characters, no h1 in the body and real substance', () => {
    const problems: string[] = [];
    for (const doc of graph.instances.flatMap((i) => i.docs)) {
      const { frontMatter, body } = splitFrontMatter(readFileSync(path.join(repoRoot, doc.source), 'utf8'), doc.source);
      const prose = body.replace(/```[\s\S]*?```/g, '');
      const words = prose.split(/\s+/).filter(Boolean).length;
      if (!frontMatter.title) problems.push(`${doc.source}: no title`);
      if (!frontMatter.description) problems.push(`${doc.source}: no description`);
      else if (frontMatter.description.length > 160) problems.push(`${doc.source}: description over 160 characters`);
      if (/^# /m.test(prose)) problems.push(`${doc.source}: h1 in the body`);
      if (words < 300) problems.push(`${doc.source}: ${words} words`);
    }
    expect(problems).toEqual([]);
  });

  it('points the search modal\'s "Let us know." link at a new issue on the docs repository, with the query in the title (spec §8)', () => {
    const reportUrl = config.themeConfig.search?.reportUrl ?? '';
    expect(reportUrl).toMatch(/^https:\/\/github\.com\/[\w.-]+\/[\w.-]+\/issues\/new\?title=[^&]*\{query\}/);
  });

  it('checks every /api/v1 path the pages write against the CTFd API spec', () => {
    const ref = config.apiReferences.find((r) => r.spec === 'specs/ctfd-api.yaml');
    expect(ref?.checkPaths).toMatchObject({ prefix: '/api/v1', onUnknownPath: 'warn' });
    expect(ref?.checkPaths?.instances).toBeUndefined();
  });

  it("checks every upper-case setting name the pages write against CTFd's, and finds none missing", async () => {
    const check = config.checkNames.find((c) => c.names === 'specs/ctfd-config-names.txt');
    expect(check).toMatchObject({ onUnknownName: 'warn' });
    expect(check?.include).toBeUndefined();
    const found = await checkNameLists(config, graph, { rootDir: repoRoot, configFile: 'site/ctfdocs.config.yaml', locateConfig: () => undefined });
    expect(found.map((d) => `${d.file}:${d.line} ${d.message}`)).toEqual([]);
  });
});
