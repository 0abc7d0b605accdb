// The checks of the test command that read the code rather than run it:
// Biome (lint and format) and the three type checks (typecheck.mjs), run
// before the tests, their output kept for the report. Run beside the tests
// instead (at nice 10, then 19), they made the whole command 4-9 s slower:
// the tests are CPU-bound, and slower still with another 35 s of CPU time
// among them.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { nativeTsc, TSCONFIGS, TYPECHECK_COMMAND } from './typecheck.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));
const resolveScript = createRequire(`${repo}package.json`).resolve;

/**
 * Runs `command` with `args` in `cwd`; resolves to its exit status and
 * everything it printed. `stop()` ends it early.
 */
function runQuietly(cwd, command, args) {
  let child;
  const done = new Promise((resolve) => {
    child = spawn(command, args, { cwd, env: { ...process.env, FORCE_COLOR: '0' } });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', (err) => resolve({ status: 1, output: `${output}${err.message}\n` }));
    child.on('close', (status) => resolve({ status, output }));
  });
  return Object.assign(done, { stop: () => child.kill() });
}

const tscArgs = (config) => ['-p', config, '--noEmit', '--pretty', 'false'];

/** A package's command-line script, run with this Node. */
const nodeScript = (script, args) => [process.execPath, [resolveScript(script), ...args]];

/**
 * Lint and format, then each type check, on the tree at `root` (the
 * repository); resolves to whether all passed and what to print: the
 * passing lines, or the first failing check's output (in that order) and
 * how to run it alone. The whole tree's check (the longest) runs in a lane
 * of its own beside Biome and the other two: with TypeScript 5.9, 18.0 s
 * instead of 20.6 s for all four on two cores; with TypeScript 7's native
 * compiler, 5.4 s.
 */
export async function runStaticChecks(root = repo) {
  const sides = TSCONFIGS.slice(0, -1);
  const whole = TSCONFIGS.at(-1);
  let tsc;
  try {
    tsc = nativeTsc();
  } catch (err) {
    return { ok: false, report: err.message };
  }
  const wholeRun = runQuietly(root, tsc, tscArgs(whole));
  const lint = await runQuietly(root, ...nodeScript('@biomejs/biome/bin/biome', ['ci', '--error-on-warnings', '--colors=off', '.']));
  if (lint.status !== 0) {
    wholeRun.stop();
    await wholeRun;
    return { ok: false, report: `${lint.output}Lint or format check failed (npx biome ci .): fix the findings above; \`npx biome format --write .\` formats.` };
  }
  const results = new Map();
  for (const config of sides) results.set(config, await runQuietly(root, tsc, tscArgs(config)));
  results.set(whole, await wholeRun);
  for (const config of TSCONFIGS) {
    const run = results.get(config);
    if (run.status !== 0) return { ok: false, report: `Lint and format check passed.\n${run.output}Type check failed (${config}; ${TYPECHECK_COMMAND} runs it alone): fix the errors above.` };
  }
  return { ok: true, report: 'Lint and format check passed.\nType check passed.' };
}
