// A page that is slow to compile cannot stop serve from answering: every page
// is compiled on a worker thread under the page budget while the server goes
// on serving the last good build.
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type RunningServer } from '@ctfdocs/dev-server';
import { copyFixture, write } from '../helpers/fixture.ts';
import { PAGE_BUDGET } from '../../packages/core/src/markdown/page-budget.ts';

let dir: string;
let server: RunningServer;
let url: string;
const log: string[] = [];
/** What happened during the rebuild a test watches, in order. */
let events: string[] = [];
/** Called when a build of serve enters its compile phase. */
let onCompile: (() => void) | undefined;
/**
 * Half the shipped budget's CPU time: a page runs over it as it runs over
 * the shipped one, 3 s of CPU time sooner.
 */
const BUDGET = { ms: PAGE_BUDGET.ms / 2, mb: PAGE_BUDGET.mb };

beforeAll(async () => {
  dir = await copyFixture('basic');
  server = await startServer({
    rootDir: dir,
    configPath: 'site/ctfdocs.config.yaml',
    outDir: path.join(dir, 'build'),
    port: 0,
    host: '127.0.0.1',
    watch: true,
    log: (l) => log.push(l),
    pageBudget: BUDGET,
    onPhase: (phase) => {
      events.push(`phase ${phase}`);
      if (phase === 'compile') onCompile?.();
    },
    onProgress: (phase, done, total) => {
      if (phase === 'compile' && done === total) events.push('compiled');
    },
  });
  await server.idle();
  url = server.url.replace('localhost', '127.0.0.1');
});
afterAll(async () => {
  await server?.close();
});

/**
 * Save `body` as a page and, as its rebuild enters the compile phase, ask for
 * another page and an asset: are they answered before the page is compiled?
 */
async function saveAndAsk(file: string, body: string) {
  events = [];
  const built = server.nextBuild();
  const answered = new Promise<{ page: number; text: string; asset: number }>((resolve, reject) => {
    onCompile = () => {
      onCompile = undefined;
      Promise.all([fetch(`${url}/guide/intro`), fetch(`${url}/robots.txt`)])
        .then(async ([page, asset]) => {
          events.push('answered');
          resolve({ page: page.status, text: await page.text(), asset: asset.status });
        })
        .catch(reject);
    };
  });
  await write(dir, file, `---\ntitle: Slow\n---\n\n${body}\n`);
  return { answered: await answered, built: await built };
}

it('answers a page and an asset while a small page that takes about a second to compile, within its budget, is compiled after a save', { timeout: 120_000 }, async () => {
  // 5 KB: a table header of 800 columns over 800 one-cell rows, each padded to 800 cells: about 1 s of CPU time to compile, under the 3 s budget.
  const { answered, built } = await saveAndAsk('content/guide/heavy.md', `|${'a|'.repeat(800)}\n|${'-|'.repeat(800)}\n${'x\n'.repeat(800)}`);
  expect(events.indexOf('answered')).toBeGreaterThan(events.indexOf('phase compile'));
  expect(events.indexOf('answered')).toBeLessThan(events.indexOf('compiled'));
  expect(answered.page).toBe(200);
  expect(answered.text).toContain('<h1');
  expect(answered.asset).toBe(200);
  expect(built.ok).toBe(true);
  expect((await fetch(`${url}/guide/heavy`)).status).toBe(200);
});

it('answers other requests while a slow page compiles, and reports the page when its budget runs out', { timeout: 120_000 }, async () => {
  // 120 KB that micromark takes about a minute to parse.
  const { answered, built } = await saveAndAsk('content/guide/slow.md', 'a~ '.repeat(40_000));
  expect(events.indexOf('answered')).toBeLessThan(events.indexOf('compiled'));
  expect(answered.page).toBe(200);
  expect(built.ok).toBe(false);
  expect(log.join('\n')).toMatch(new RegExp(`content/guide/slow\\.md.*took more than ${BUDGET.ms / 1000} s of CPU time`));
});
