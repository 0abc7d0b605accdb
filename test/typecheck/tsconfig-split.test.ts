// The two sides' type checks keep each to its own world: browser code
// (tsconfig.browser.json) cannot import `node:` modules or use Node's
// globals, and Node code (tsconfig.node.json) cannot use the DOM. Each probe
// is checked under a config that extends the real one, so a change that
// loosens either config fails here.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/fixture.ts';
import { runTsc } from '../helpers/tsc.ts';

let dir: string;

beforeAll(async () => {
  // Inside the repository, so the probe finds the workspace's @types as the real code does.
  await mkdir(path.join(repoRoot, 'test/tmp'), { recursive: true });
  dir = await mkdtemp(path.join(repoRoot, 'test/tmp/tsconfig-split-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const usesNodeFs = `import { readFileSync } from 'node:fs';\nexport const text: string = readFileSync('page.md', 'utf8');\n`;
const usesProcess = `export const mode: string | undefined = process.env.NODE_ENV;\n`;
const usesDocument = `export const title: string = document.title;\n`;

/** The probes, by the config each is checked under. */
const PROBES = {
  'tsconfig.browser.json': { 'browser-fs.ts': usesNodeFs, 'browser-process.ts': usesProcess, 'browser-document.ts': usesDocument },
  'tsconfig.node.json': { 'node-document.ts': usesDocument, 'node-fs.ts': usesNodeFs + usesProcess },
};

/**
 * Type-checks each config's probes in one tsc program under a config
 * extending it (the probes are modules: none sees another's names); resolves
 * to tsc's exit status, the lines tsc printed about each probe, and its error lines.
 */
async function check(base: keyof typeof PROBES): Promise<{ status: number; lines: Record<string, string>; errors: string[] }> {
  const files = Object.entries(PROBES[base]);
  for (const [name, source] of files) await writeFile(path.join(dir, name), source);
  const config = path.join(dir, `${base}.probes.json`);
  await writeFile(config, JSON.stringify({ extends: path.join(repoRoot, base), include: [], files: files.map(([name]) => path.join(dir, name)) }));
  const result = await runTsc(['-p', config, '--noEmit', '--pretty', 'false']);
  const about = (name: string) =>
    result.output
      .split('\n')
      .filter((l) => l.includes(name))
      .join('\n');
  const errors = result.output.split('\n').filter((l) => / error TS\d+:/.test(l));
  return { status: result.status, lines: Object.fromEntries(files.map(([name]) => [name, about(name)])), errors };
}

let browser: Awaited<ReturnType<typeof check>>;
let node: Awaited<ReturnType<typeof check>>;
beforeAll(async () => {
  [browser, node] = await Promise.all([check('tsconfig.browser.json'), check('tsconfig.node.json')]);
});

describe('tsconfig.browser.json', () => {
  it('rejects an import of a node: module', async () => {
    expect(browser.status).not.toBe(0);
    // TypeScript 7 names the missing Node types where 5.9 said only that the module is not found (TS2307).
    expect(browser.lines['browser-fs.ts']).toContain("browser-fs.ts(1,30): error TS2591: Cannot find name 'node:fs'. Do you need to install type definitions for node?");
  });

  it("rejects Node's globals", async () => {
    expect(browser.status).not.toBe(0);
    expect(browser.lines['browser-process.ts']).toContain("browser-process.ts(1,41): error TS2591: Cannot find name 'process'");
  });

  it('accepts the DOM', async () => {
    expect(browser.lines['browser-document.ts']).toBe('');
    // Nothing else failed: every error is one of the two rejected probes'.
    expect(browser.errors.filter((l) => !/browser-(fs|process)\.ts\(/.test(l))).toEqual([]);
  });

  it("checks the client and worker bundles without Node's types reaching them through a package", async () => {
    // A browser module importing a package whose types reference Node's would make
    // `node:fs` resolvable again for every browser file: the program must not contain them.
    const result = await runTsc(['-p', path.join(repoRoot, 'tsconfig.browser.json'), '--listFilesOnly']);
    expect(result.status).toBe(0);
    const files = result.output.split('\n').filter(Boolean);
    expect(files).toContain(path.join(repoRoot, 'packages/theme/src/client/entry.ts'));
    expect(files).toContain(path.join(repoRoot, 'packages/theme/src/search/worker.ts'));
    expect(files.filter((f) => f.includes('/@types/node/'))).toEqual([]);
  });
});

describe('tsconfig.node.json', () => {
  it('rejects the DOM', async () => {
    expect(node.status).not.toBe(0);
    expect(node.lines['node-document.ts']).toContain("node-document.ts(1,30): error TS2584: Cannot find name 'document'");
  });

  it('accepts node: modules and their globals', async () => {
    expect(node.lines['node-fs.ts']).toBe('');
    expect(node.errors.filter((l) => !l.includes('node-document.ts('))).toEqual([]);
  });
});
