// Debian's Chromium driven by playwright-core (no browser download). The test
// command (scripts/test.mjs) finds or installs Chromium and sets CHROME_PATH.
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

export function chromePath(): string {
  const p = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(p)) {
    throw new Error(`Chromium not found at ${p}. Run the tests with "npx -y pnpm@10 test" (it installs Debian's chromium as root), or set CHROME_PATH.`);
  }
  return p;
}

/** A Chromium of the caller's own, closed by its close(): for scripts (the benches), whose process must end when they do. */
export function launchOwnBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromePath(),
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

let shared: Promise<Browser> | undefined;

async function sharedBrowser(): Promise<Browser> {
  shared ??= launchOwnBrowser();
  const browser = await shared.catch(() => undefined);
  if (browser?.isConnected()) return browser;
  // The last launch failed or the browser went away: launch again, and let a failure reach the caller.
  shared = launchOwnBrowser();
  return shared;
}

/**
 * Chromium for one test file. Test files share their worker's modules
 * (vitest.config.ts, `isolate: false`), so one Chromium is launched per
 * worker and lent to each file: a launch costs about half a second of CPU,
 * and there are some forty browser test files. Nothing passes between
 * files: every page and context a file opens is a new browser context (no
 * cookies, storage or cache in common), and the file's `close()` closes the
 * contexts it opened and leaves the browser to the next file. Playwright
 * stops the browser when the worker exits.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await sharedBrowser();
  const opened = new Set<BrowserContext>();
  const own = <T extends BrowserContext>(context: T): T => {
    opened.add(context);
    context.once('close', () => opened.delete(context));
    return context;
  };
  const lent: Partial<Browser> = {
    newContext: async (options) => own(await browser.newContext(options)),
    newPage: async (options) => {
      const page = await browser.newPage(options);
      own(page.context());
      return page;
    },
    close: async () => {
      await Promise.all([...opened].map((context) => context.close().catch(() => undefined)));
    },
    contexts: () => [...opened],
  };
  return new Proxy(browser, {
    get(target, key, receiver) {
      if (key in lent) return lent[key as keyof Browser];
      const value = Reflect.get(target, key, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
