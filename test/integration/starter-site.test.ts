// templates/site, the site `ctfdocs init` starts from: it builds and checks
// with 0 warnings and shows what a new writer needs to see.
import { cp, mkdir, mkdtemp, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/fixture.ts';

async function copyStarter(): Promise<string> {
  await mkdir(path.join(repoRoot, 'test/tmp'), { recursive: true });
  const dir = await mkdtemp(path.join(repoRoot, 'test/tmp/starter-'));
  await cp(path.join(repoRoot, 'templates/site'), dir, { recursive: true });
  return dir;
}

describe('the starter site template', () => {
  it('builds with 0 warnings: home page, two docs instances, an admonition, tabs, a code block, an image, the search box and the colour mode switch', async () => {
    const dir = await copyStarter();
    const r = await runCli(dir, ['build']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/ — 0 warnings\.$/m);
    const home = await readFile(path.join(dir, 'build/index.html'), 'utf8');
    expect(home).toContain('<h1 class="hero-title">My Docs</h1>');
    const intro = await readFile(path.join(dir, 'build/docs/intro.html'), 'utf8');
    for (const part of ['class="admonition admonition-tip"', 'class="tabs"', 'class="code-block"', 'class="search-button"', 'class="color-mode-toggle"']) expect(intro, part).toContain(part);
    expect(intro).toMatch(/<img src="\/assets\/images\/build-flow\.[0-9a-f]+\.svg" alt="[^"]+" width="480" height="80"/);
    expect(await readFile(path.join(dir, 'build/reference/commands.html'), 'utf8')).toContain('<title>Commands | My Docs</title>');
    const check = await runCli(dir, ['check', '--format', 'json']);
    // Nothing wrong; the home page is React, code that runs at build time, which check lists for reviewers.
    expect(JSON.parse(check.stdout)).toEqual({
      errors: 0,
      warnings: 0,
      notices: 1,
      diagnostics: [expect.objectContaining({ severity: 'notice', code: 'build/runs-code', file: 'site/pages/index.tsx' })],
    });
  });

  it('init and new exit 1 with the reason and a hint when they refuse', async () => {
    const dir = await copyStarter();
    const init = await runCli(dir, ['init', '.', '--yes']);
    expect(init.code).toBe(1);
    expect(init.stderr).toContain('error . is not empty\n  hint: Choose a new or empty folder, or pass --force');
    const exists = await runCli(dir, ['new', 'docs/intro']);
    expect(exists.code).toBe(1);
    expect(exists.stderr).toContain('error content/docs/intro.md the page already exists');
    const instance = await runCli(dir, ['new', 'blog/hello', '--template', 'concept']);
    expect(instance.code).toBe(1);
    expect(instance.stderr).toContain('no docs instance "blog"\n  hint: Use one of: docs, reference.');
    const template = await runCli(dir, ['new', 'docs/x', '--template', 'recipe']);
    expect(template.code).toBe(1);
    expect(template.stderr).toContain('no page template "recipe"\n  hint: Use one of: concept, how-to, reference, troubleshooting, tutorial.');
  });

  it('has a workflow that checks with GitHub annotations and then builds', async () => {
    const workflow = parse(await readFile(path.join(repoRoot, 'templates/site/.github/workflows/docs.yml'), 'utf8'));
    const runs = Object.values(workflow.jobs as Record<string, { steps: Array<{ run?: string }> }>).flatMap((j) => j.steps.map((s) => s.run).filter(Boolean));
    expect(runs.indexOf('npx ctfdocs check --format github')).toBeGreaterThanOrEqual(0);
    expect(runs.indexOf('npx ctfdocs build')).toBeGreaterThan(runs.indexOf('npx ctfdocs check --format github'));
  });

  it('starts warm: restores and saves .ctfdocs-cache by lockfile and ctfdocs version, fetches history for last-update dates, and deploys to GitHub Pages', async () => {
    type Step = { uses?: string; run?: string; id?: string; with?: Record<string, string> };
    const workflow = parse(await readFile(path.join(repoRoot, 'templates/site/.github/workflows/docs.yml'), 'utf8')) as { jobs: Record<string, { steps: Step[]; needs?: string; if?: string }> };
    const steps = workflow.jobs.docs.steps;
    const index = (pred: (s: Step) => boolean) => steps.findIndex(pred);
    const cache = steps.find((s) => s.uses?.startsWith('actions/cache@'));
    expect(cache?.with?.path).toBe('.ctfdocs-cache');
    expect(cache?.with?.key).toContain("hashFiles('package-lock.json')");
    expect(cache?.with?.key).toContain('steps.ctfdocs.outputs.version');
    // Restored before the first command that compiles.
    expect(index((s) => s.uses?.startsWith('actions/cache@') ?? false)).toBeLessThan(index((s) => s.run === 'npx ctfdocs check --format github'));
    expect(index((s) => s.id === 'ctfdocs')).toBeLessThan(index((s) => s.uses?.startsWith('actions/cache@') ?? false));
    const history = steps.find((s) => s.run?.includes('git fetch --unshallow'));
    expect(history?.run).toContain('showLastUpdateTime');
    expect(steps.some((s) => s.uses?.startsWith('actions/upload-pages-artifact@') && s.with?.path === 'build')).toBe(true);
    const deploy = workflow.jobs.deploy;
    expect(deploy.needs).toBe('docs');
    expect(deploy.if).toContain("github.ref == 'refs/heads/main'");
    expect(deploy.steps.some((s) => s.uses?.startsWith('actions/deploy-pages@'))).toBe(true);
  });

  it('depends on the ctfdocs version this repository makes', async () => {
    const cli = JSON.parse(await readFile(path.join(repoRoot, 'packages/cli/package.json'), 'utf8'));
    const starter = JSON.parse(await readFile(path.join(repoRoot, 'templates/site/package.json'), 'utf8'));
    expect(starter.devDependencies.ctfdocs).toBe(`^${cli.version}`);
  });
});
