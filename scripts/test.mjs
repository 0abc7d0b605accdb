#!/usr/bin/env node
// The README's test command: find Chromium for the browser tests (installing
// Debian's package when running as root without one), lint and type-check,
// then run every test.
import { existsSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { runStaticChecks } from './static-checks.mjs';
import { slowestFiles } from './slowest-files.mjs';

function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  return candidates.find((p) => existsSync(p));
}

let chrome = findChromium();
if (!chrome) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error('The browser tests need Chromium, and none was found (CHROME_PATH or /usr/bin/chromium).');
    console.error('Install it with:  sudo apt-get update && sudo apt-get install -y chromium');
    console.error('or point CHROME_PATH at a Chromium or Chrome binary.');
    process.exit(1);
  }
  console.log("Chromium not found; installing Debian's chromium package…");
  const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (run('apt-get', ['update']).status !== 0 || run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium']).status !== 0) {
    console.error('Installing chromium with apt-get failed. Install it by hand: apt-get update && apt-get install -y chromium');
    process.exit(1);
  }
  chrome = findChromium();
  if (!chrome) {
    console.error('apt-get reported success but /usr/bin/chromium is still missing.');
    process.exit(1);
  }
}

// The contract test of the API code samples runs them with curl and with
// Python's requests (test/specs/sample-contract.test.ts). As root, Debian's
// packages are installed when missing; otherwise the command is printed (the
// test then skips only the Python samples, saying so).
const works = (cmd, args) => spawnSync(cmd, args, { stdio: 'ignore' }).status === 0;
const missing = [];
if (!works('curl', ['--version'])) missing.push('curl');
if (!works('python3', ['-c', 'import requests']) && !works('/usr/bin/python3', ['-c', 'import requests'])) missing.push('python3-requests');
if (missing.length) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const install = ['install', '-y', '--no-install-recommends', ...missing];
  if (isRoot) {
    console.log(`Installing Debian's ${missing.join(' and ')} for the code-sample contract test…`);
    const run = (args) => spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
    if (!run(['update']) || !run(install)) console.error(`Installing ${missing.join(' ')} failed: apt-get ${install.join(' ')}`);
  } else {
    console.error(`The code-sample contract test needs ${missing.join(' and ')}: sudo apt-get ${install.join(' ')}`);
  }
}

// Lint and format (biome.jsonc: Biome's recommended rules, import cycles as
// errors, and its formatter over the code) and the TypeScript strict type
// check fail the run like a test, before it (static-checks.mjs). Only when
// the whole suite runs; a filtered run is for one thing at a time.
const whole = process.argv.length <= 2;
if (whole) {
  const checks = await runStaticChecks();
  console.log(checks.report);
  if (!checks.ok) process.exit(1);
}

const report = 'test-results/vitest.json';
// The whole suite also measures the core's line coverage and fails below its
// floor (vitest.config.ts); a filtered run would measure too little to judge.
const coverage = whole ? ['--coverage'] : [];
const args = ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...coverage, ...process.argv.slice(2)];
const status = spawnSync('npx', ['--no-install', ...args], { stdio: 'inherit', env: { ...process.env, CHROME_PATH: chrome } }).status ?? 1;
// A plain closing line that any CI can read, whatever it knows of vitest.
try {
  const { numPassedTests, numFailedTests, numPendingTests, testResults } = JSON.parse(readFileSync(report, 'utf8'));
  console.log(slowestFiles(testResults, 10));
  console.log(`${numPassedTests} passed, ${numFailedTests} failed${numPendingTests ? `, ${numPendingTests} skipped` : ''}`);
} catch {
  console.log('0 passed, 1 failed');
  process.exit(status || 1);
}
process.exit(status);
