// The test command's static checks (scripts/static-checks.mjs), run before
// the tests: a lint finding or a type error fails the run and says which
// check failed and how to run it alone.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: the script is plain JavaScript without types.
import { runStaticChecks } from '../../scripts/static-checks.mjs';
// @ts-expect-error: the script is plain JavaScript without types.
import { nativeTsc } from '../../scripts/typecheck.mjs';

type Checked = { ok: boolean; report: string };
let dir: string;

beforeAll(async () => {
  // Outside the repository: its own Biome config and tsconfigs, no .gitignore above it.
  dir = await mkdtemp(path.join(os.tmpdir(), 'ctfdocs-static-checks-'));
  await writeFile(path.join(dir, 'biome.json'), JSON.stringify({ formatter: { enabled: false }, files: { includes: ['**/*.ts'] } }));
  // ES2022 alone: the DOM's types take tsc most of a second to read, and these probes need none.
  const tsconfig = JSON.stringify({ compilerOptions: { strict: true, noEmit: true, types: [], lib: ['ES2022'] }, include: ['*.ts'] });
  for (const name of ['tsconfig.node.json', 'tsconfig.browser.json', 'tsconfig.json']) await writeFile(path.join(dir, name), tsconfig);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function check(source: string): Promise<Checked> {
  await writeFile(path.join(dir, 'code.ts'), source);
  return runStaticChecks(dir);
}

describe('the static checks', () => {
  it('pass clean code, saying both passed', async () => {
    const checked = await check('export const count: number = 1;\n');
    expect(checked.report).toBe('Lint and format check passed.\nType check passed.');
    expect(checked.ok).toBe(true);
  });

  it('fail on a type error, with the error and the command to run alone', async () => {
    const checked = await check('export const count: number = "one";\n');
    expect(checked.ok).toBe(false);
    expect(checked.report).toContain("code.ts(1,14): error TS2322: Type 'string' is not assignable to type 'number'.");
    expect(checked.report).toContain('Type check failed (tsconfig.node.json; npx -y pnpm@10 typecheck runs it alone): fix the errors above.');
  });

  it('fail on a lint finding before type-checking', async () => {
    const checked = await check('export function stop(): void {\n  debugger;\n}\n');
    expect(checked.ok).toBe(false);
    expect(checked.report).toContain('lint/suspicious/noDebugger');
    expect(checked.report).toContain('Lint or format check failed (npx biome ci .)');
    expect(checked.report).not.toContain('Type check');
  });

  it("say how to install TypeScript 7's compiler where it is missing, in one line", () => {
    // `dir` has no node_modules: no typescript-native, no platform package.
    expect(() => nativeTsc(dir)).toThrow(
      `TypeScript 7's compiler for this platform (typescript-native and @typescript/typescript-${process.platform}-${process.arch}) is not installed in ${dir}: run npx -y pnpm@10 install.`,
    );
    expect(nativeTsc()).toMatch(/[\\/]lib[\\/]tsc(\.exe)?$/);
  });
});
