// The two sides' type checks keep each to its own world: browser code
// (tsconfig.browser.json) cannot import `node:` modules or use Node's
// globals, and Node code (tsconfig.node.json) cannot use the DOM. Each probe
// is checked under a config that extends the real one, so a change that
// loosens either config fails here.
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/fixture.ts';

const tsc = createRequire(path.join(repoRoot, 'package.json')).resolve('typescript/bin/tsc');
let dir: string;

beforeAll(async () => {
  // Inside the repository, so the probe finds the workspace's @types as the real code does.
  await mkdir(path.join(repoRoot, 'test/tmp'), { recursive: true });
  dir = await mkdtemp(path.join(repoRoot, 'test/tmp/tsconfig-split-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Type-checks one probe file under a config extending `base`; returns tsc's exit status and its output. */
async function check(base: string, name: string, source: string): Promise<{ status: number | null; output: string }> {
  const probe = path.join(dir, name);
  await writeFile(probe, source);
  const config = path.join(dir, `${name}.tsconfig.json`);
  await writeFile(config, JSON.stringify({ extends: path.join(repoRoot, base), include: [], files: [probe] }));
  const result = spawnSync(process.execPath, [tsc, '-p', config, '--noEmit', '--pretty', 'false'], { encoding: 'utf8' });
  return { status: result.status, output: result.stdout + result.stderr };
}

const usesNodeFs = `import { readFileSync } from 'node:fs';\nexport const text: string = readFileSync('page.md', 'utf8');\n`;
const usesProcess = `export const mode: string | undefined = process.env.NODE_ENV;\n`;
const usesDocument = `export const title: string = document.title;\n`;

describe('tsconfig.browser.json', () => {
  it('rejects an import of a node: module', async () => {
    const { status, output } = await check('tsconfig.browser.json', 'browser-fs.ts', usesNodeFs);
    expect(status).not.toBe(0);
    expect(output).toContain("browser-fs.ts(1,30): error TS2307: Cannot find module 'node:fs'");
  });

  it("rejects Node's globals", async () => {
    const { status, output } = await check('tsconfig.browser.json', 'browser-process.ts', usesProcess);
    expect(status).not.toBe(0);
    expect(output).toContain("error TS2591: Cannot find name 'process'");
  });

  it('accepts the DOM', async () => {
    const { status, output } = await check('tsconfig.browser.json', 'browser-document.ts', usesDocument);
    expect(output).toBe('');
    expect(status).toBe(0);
  });

  it("checks the client and worker bundles without Node's types reaching them through a package", () => {
    // A browser module importing a package whose types reference Node's would make
    // `node:fs` resolvable again for every browser file: the program must not contain them.
    const result = spawnSync(process.execPath, [tsc, '-p', path.join(repoRoot, 'tsconfig.browser.json'), '--listFilesOnly'], { encoding: 'utf8' });
    expect(result.status).toBe(0);
    const files = result.stdout.split('\n').filter(Boolean);
    expect(files).toContain(path.join(repoRoot, 'packages/theme/src/client/entry.ts'));
    expect(files).toContain(path.join(repoRoot, 'packages/theme/src/search/worker.ts'));
    expect(files.filter((f) => f.includes('/@types/node/'))).toEqual([]);
  });
});

describe('tsconfig.node.json', () => {
  it('rejects the DOM', async () => {
    const { status, output } = await check('tsconfig.node.json', 'node-document.ts', usesDocument);
    expect(status).not.toBe(0);
    expect(output).toContain("error TS2584: Cannot find name 'document'");
  });

  it('accepts node: modules and their globals', async () => {
    const { status, output } = await check('tsconfig.node.json', 'node-fs.ts', usesNodeFs + usesProcess);
    expect(output).toBe('');
    expect(status).toBe(0);
  });
});
