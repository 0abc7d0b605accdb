// The checks of the test command that read the code rather than run it:
// Biome (lint and format) and the three type checks (typecheck.mjs). The
// test command runs them beside the tests at a lower priority, so they take
// the share of the two cores the tests leave idle (while a test waits on a
// server, a browser or a timer) instead of running first: run first, they
// took about 25 s before the first test started.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { TSCONFIGS } from './typecheck.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));
/** Below the tests' priority (0), which matter more to the run's length. */
const LOWER = 10;

/** Runs a package's command-line script in `cwd` at a lower priority; resolves to its exit status and everything it printed. */
function runQuietly(cwd, script, args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [resolveScript(script), ...args], { cwd, env: { ...process.env, FORCE_COLOR: '0' } });
    try {
      setPriority(child.pid, LOWER);
    } catch {
      // Not allowed here: the check only runs at the tests' priority.
    }
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', (err) => resolve({ status: 1, output: `${output}${err.message}\n` }));
    child.on('close', (status) => resolve({ status, output }));
  });
}

const resolveScript = createRequire(`${repo}package.json`).resolve;

/**
 * Lint and format first, then each type check in turn, on the tree at
 * `root` (the repository); resolves to whether all passed and what to
 * print: the passing lines, or a failing check's output and how to run it
 * alone.
 */
export async function runStaticChecks(root = repo) {
  const lines = [];
  const lint = await runQuietly(root, '@biomejs/biome/bin/biome', ['ci', '--error-on-warnings', '--colors=off', '.']);
  if (lint.status !== 0) {
    return { ok: false, report: `${lint.output}Lint or format check failed (npx biome ci .): fix the findings above; \`npx biome format --write .\` formats.` };
  }
  lines.push('Lint and format check passed.');
  for (const config of TSCONFIGS) {
    const tsc = await runQuietly(root, 'typescript/bin/tsc', ['-p', config, '--noEmit', '--pretty', 'false']);
    if (tsc.status !== 0) return { ok: false, report: [...lines, `${tsc.output}Type check failed (npx tsc -p ${config} --noEmit): fix the errors above.`].join('\n') };
  }
  lines.push('Type check passed.');
  return { ok: true, report: lines.join('\n') };
}
