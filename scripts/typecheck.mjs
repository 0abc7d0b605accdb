#!/usr/bin/env node
// The type check (`pnpm typecheck`, and part of the test command): the Node
// code without DOM types, the browser code without Node's, then the whole
// tree with both (tests, which drive browsers and fake DOMs; tools; editors).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const TSCONFIGS = ['tsconfig.node.json', 'tsconfig.browser.json', 'tsconfig.json'];

/** Runs tsc on each config in turn; prints the errors and returns false at the first that fails. */
export function typecheck() {
  const repo = fileURLToPath(new URL('..', import.meta.url));
  for (const config of TSCONFIGS) {
    const tsc = spawnSync('npx', ['--no-install', 'tsc', '-p', config, '--noEmit'], { stdio: 'inherit', cwd: repo });
    if (tsc.status !== 0) {
      console.error(`Type check failed (npx tsc -p ${config} --noEmit): fix the errors above.`);
      return false;
    }
  }
  console.log('Type check passed.');
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url) && !typecheck()) process.exit(1);
