// A page that is slow to compile cannot stop serve from answering: it is
// compiled on a worker under the page budget while the server goes on
// serving the last good build.
import path from 'node:path';
import { expect, it } from 'vitest';
import { startServer } from '@ctfdocs/dev-server';
import { copyFixture, write } from '../helpers/fixture.ts';
import { PAGE_BUDGET } from '../../packages/core/src/markdown/compile-guarded.ts';

it('serve answers other requests while a slow page compiles, and reports the page when its budget runs out', { timeout: 120_000 }, async () => {
  const dir = await copyFixture('basic');
  const log: string[] = [];
  const server = await startServer({ rootDir: dir, configPath: 'site/ctfdocs.config.yaml', outDir: path.join(dir, 'build'), port: 0, host: '127.0.0.1', watch: true, log: (l) => log.push(l) });
  try {
    await server.idle();
    const url = server.url.replace('localhost', '127.0.0.1');
    const built = server.nextBuild().then((b) => ({ first: 'rebuild', ok: b.ok }));
    // 120 KB that micromark takes about a minute to parse.
    await write(dir, 'content/guide/slow.md', `---\ntitle: Slow\n---\n\n${'a~ '.repeat(40_000)}\n`);
    // Let the rebuild reach the compile.
    await new Promise((r) => setTimeout(r, 1_500));
    const answered = fetch(`${url}/guide/intro`).then(async (r) => ({ first: 'answer', status: r.status, text: await r.text() }));
    const first = await Promise.race([built, answered]);
    expect(first.first).toBe('answer');
    expect((await answered).status).toBe(200);
    expect((await built).ok).toBe(false);
    expect(log.join('\n')).toMatch(new RegExp(`content/guide/slow\\.md.*took more than ${PAGE_BUDGET.ms / 1000} s of CPU time`));
  } finally {
    await server.close();
  }
});
