#!/usr/bin/env node
// The type check (`pnpm typecheck`, and part of the test command): the Node
// code without DOM types, the browser code without Node's, then the whole
// tree with both (tests, which drive browsers and fake DOMs; tools; editors).
//
// It runs TypeScript 7's native compiler (the `typescript-native` package,
// an alias of typescript@7): the whole tree in 2.6 s against 9.2 s for
// TypeScript 5.9, which it passes too. TypeScript 5.9 stays for what needs
// the compiler's JavaScript API, which TypeScript 7 does not have
// (scripts/public-types.mjs, the code-size and doc-comment tests).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const TSCONFIGS = ['tsconfig.node.json', 'tsconfig.browser.json', 'tsconfig.json'];

/** The command that runs the type check alone, for the messages of a failed one. */
export const TYPECHECK_COMMAND = 'npx -y pnpm@10 typecheck';

const repo = fileURLToPath(new URL('..', import.meta.url));

/**
 * The native tsc executable of this platform's package, run directly: the
 * package's `bin/tsc` is a Node script that starts it as a child, which a
 * stopped check would leave running.
 */
export function nativeTsc(root = repo) {
  const platformPackage = `@typescript/typescript-${process.platform}-${process.arch}`;
  let dir;
  try {
    const fromPackage = createRequire(createRequire(path.join(root, 'package.json')).resolve('typescript-native/package.json'));
    dir = path.dirname(fromPackage.resolve(`${platformPackage}/package.json`));
  } catch {
    throw new Error(`TypeScript 7's compiler for this platform (typescript-native and ${platformPackage}) is not installed in ${root}: run npx -y pnpm@10 install.`);
  }
  const exe = path.join(dir, 'lib', process.platform === 'win32' ? 'tsc.exe' : 'tsc');
  if (!existsSync(exe)) throw new Error(`TypeScript 7's compiler is missing at ${exe}: run npx -y pnpm@10 install again.`);
  return exe;
}

/** Runs tsc on each config in turn; prints the errors and returns false at the first that fails. */
export function typecheck() {
  const tsc = nativeTsc();
  for (const config of TSCONFIGS) {
    const run = spawnSync(tsc, ['-p', config, '--noEmit'], { stdio: 'inherit', cwd: repo });
    if (run.status !== 0) {
      console.error(`Type check failed (${config}; ${TYPECHECK_COMMAND} runs it alone): fix the errors above.`);
      return false;
    }
  }
  console.log('Type check passed.');
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    if (!typecheck()) process.exit(1);
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  }
}
