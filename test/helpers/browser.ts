// Debian's Chromium driven by playwright-core (no browser download). The test
// command (scripts/test.mjs) finds or installs Chromium and sets CHROME_PATH.
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export function chromePath(): string {
  const p = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(p)) {
    throw new Error(`Chromium not found at ${p}. Run the tests with "npx -y pnpm@10 test" (it installs Debian's chromium as root), or set CHROME_PATH.`);
  }
  return p;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromePath(),
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}
