import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort, SLOW_MS, startLinkServer, type LinkServer } from '../../../../../test/helpers/link-server.ts';
import { externalLinksSchema } from '../../schemas/external-links.ts';
import type { Diagnostic } from '../../types.ts';
import { checkExternalLinks, type ExternalCheckOptions } from './check.ts';
import type { ExternalLinks } from './collect.ts';
import { EXTERNAL_LINKS_CACHE } from './cache.ts';
import { retryAfterSeconds } from './probe.ts';

let server: LinkServer;
let root: string;
beforeAll(async () => {
  server = await startLinkServer();
  root = await mkdtemp(path.join(tmpdir(), 'ctfdocs-external-'));
});
afterAll(async () => {
  await server.close();
  await rm(root, { recursive: true, force: true });
});

/** Each path linked from its own line of content/docs/a.md, line = its position + 1. */
function linksTo(origin: string, paths: string[]): ExternalLinks {
  return new Map(paths.map((p, i) => [`${origin}${p}`, [{ written: `${origin}${p}`, file: 'content/docs/a.md', line: i + 1, column: 3 }]]));
}

const options = (over: Partial<ExternalCheckOptions> = {}): ExternalCheckOptions => ({
  rootDir: root,
  config: externalLinksSchema.parse({ checkLocal: true, timeout: 2000, perHostConcurrency: 4 }),
  onBroken: 'throw',
  readCache: true,
  ...over,
});

const brief = (d: Diagnostic) => ({ line: d.line, severity: d.severity, code: d.code });

describe('checkExternalLinks against a local server', () => {
  const paths = ['/ok', '/moved', '/elsewhere', '/gone', '/busy', '/too-busy', '/no-head', '/broken-server', '/slow', '/drop'];
  let first: Awaited<ReturnType<typeof checkExternalLinks>>;
  beforeAll(async () => {
    first = await checkExternalLinks(linksTo(server.origin, paths), options());
  }, SLOW_MS * 3);

  it('reports each problem at the file and line the link was written, with its severity', () => {
    expect(first.diagnostics.map(brief)).toEqual([
      { line: 2, severity: 'warning', code: 'external-link/redirect' },
      { line: 4, severity: 'error', code: 'external-link/broken' },
      { line: 6, severity: 'warning', code: 'external-link/rate-limited' },
      { line: 8, severity: 'warning', code: 'external-link/server-error' },
      { line: 9, severity: 'warning', code: 'external-link/timeout' },
      { line: 10, severity: 'warning', code: 'external-link/unreachable' },
    ]);
    expect(first.diagnostics.every((d) => d.file === 'content/docs/a.md' && d.column === 3)).toBe(true);
  });

  it('says where a permanent redirect leads, and follows a temporary one silently', () => {
    expect(first.diagnostics[0].message).toBe(`External link ${server.origin}/moved moved permanently (301) to ${server.origin}/new-home`);
    expect(server.count('/ok')).toBeGreaterThan(0);
  });

  it('names the status of a broken link and of a server error', () => {
    expect(first.diagnostics[1].message).toBe(`External link ${server.origin}/gone answered 404 Not Found`);
    expect(first.diagnostics[3].message).toBe(`External link ${server.origin}/broken-server answered 503 Service Unavailable`);
  });

  it('waits out a 429 as its Retry-After asks and asks again; reports one that asks for longer than maxRetryAfter', () => {
    // /busy answered 429 once, then 200: no finding for it.
    expect(server.hits.get('HEAD /busy')).toBe(2);
    expect(first.diagnostics[2].message).toContain('asked to wait 3600 s, longer than externalLinks.maxRetryAfter');
    expect(server.count('/too-busy')).toBe(1);
  });

  it('asks with GET when HEAD is refused', () => {
    expect(server.hits.get('HEAD /no-head')).toBe(1);
    expect(server.hits.get('GET /no-head')).toBe(1);
  });

  it('reports a timeout in seconds and a dropped connection in words', () => {
    expect(first.diagnostics[4].message).toBe(`External link ${server.origin}/slow did not answer within 2 s`);
    // A slow host is not asked again with GET: that would double the wait.
    expect(server.hits.get('GET /slow')).toBeUndefined();
    expect(first.diagnostics[5].message).toBe(`External link ${server.origin}/drop could not be reached: the connection was dropped before an answer`);
  });

  it(
    'asks again on a second run only the links whose answer is not kept',
    async () => {
      const before = new Map(paths.map((p) => [p, server.count(p)]));
      const second = await checkExternalLinks(linksTo(server.origin, paths), options());
      const askedAgain = paths.filter((p) => server.count(p) > before.get(p)!);
      expect(askedAgain).toEqual(['/too-busy', '/broken-server', '/slow', '/drop']);
      expect(second.stats).toMatchObject({ links: 10, skipped: 0, cached: 6, asked: 4 });
      expect(second.diagnostics.map(brief)).toEqual(first.diagnostics.map(brief));
      const kept = JSON.parse(await readFile(path.join(root, EXTERNAL_LINKS_CACHE), 'utf8'));
      expect(Object.keys(kept.links).sort()).toEqual(['/busy', '/elsewhere', '/gone', '/moved', '/no-head', '/ok'].map((p) => server.origin + p));
    },
    SLOW_MS * 3,
  );

  it('asks every link again with readCache false (--no-cache)', async () => {
    const before = server.count('/ok');
    const third = await checkExternalLinks(linksTo(server.origin, ['/ok']), options({ readCache: false }));
    expect(server.count('/ok')).toBe(before + 1);
    expect(third.stats).toMatchObject({ cached: 0, asked: 1, requests: 1 });
  });

  it('does not trust a kept answer older than cacheHours', async () => {
    const url = `${server.origin}/ok`;
    await writeFile(path.join(root, EXTERNAL_LINKS_CACHE), JSON.stringify({ format: 1, links: { [url]: { at: Date.now() - 25 * 3_600_000, outcome: { kind: 'http', status: 200 } } } }));
    const before = server.count('/ok');
    await checkExternalLinks(linksTo(server.origin, ['/ok']), options());
    expect(server.count('/ok')).toBe(before + 1);
  });

  it('reports a 404 as a warning under onBrokenExternalLinks: warn, and not at all under ignore', async () => {
    const links = linksTo(server.origin, ['/gone']);
    expect((await checkExternalLinks(links, options({ onBroken: 'warn' }))).diagnostics.map(brief)).toEqual([{ line: 1, severity: 'warning', code: 'external-link/broken' }]);
    expect((await checkExternalLinks(links, options({ onBroken: 'ignore' }))).diagnostics).toEqual([]);
  });

  it('skips links the ignore list matches, and local addresses unless checkLocal', async () => {
    const links = linksTo(server.origin, ['/gone', '/ok']);
    const before = server.count('/gone');
    const ignored = await checkExternalLinks(links, options({ config: externalLinksSchema.parse({ checkLocal: true, ignore: ['/gone$'] }) }));
    expect(ignored.diagnostics).toEqual([]);
    expect(ignored.stats).toMatchObject({ links: 2, skipped: 1 });
    const local = await checkExternalLinks(links, options({ config: externalLinksSchema.parse({}) }));
    expect(local.stats).toMatchObject({ links: 2, skipped: 2, asked: 0 });
    expect(server.count('/gone')).toBe(before);
  });
});

describe('checkExternalLinks without a network', () => {
  it('says so once when no link got an answer, instead of once per link', async () => {
    const nowhere = await closedPort();
    const result = await checkExternalLinks(linksTo(nowhere, ['/a', '/b', '/c']), options());
    expect(result.diagnostics).toEqual([
      {
        severity: 'warning',
        code: 'external-link/offline',
        message: `3 external links could not be reached: no network? (${nowhere}/a: the connection was refused, and 2 more)`,
        hint: 'Run `ctfdocs check --external` where the network reaches other sites; links that did not answer are not cached, so the next run asks them again.',
      },
    ]); // A refused connection is not asked again with GET.
    expect(result.stats.requests).toBe(3);
  });

  it('reports an unreachable link on its own when other links answered', async () => {
    const nowhere = await closedPort();
    const links = new Map([...linksTo(server.origin, ['/ok']), ...linksTo(nowhere, ['/x', '/y'])]);
    const result = await checkExternalLinks(links, options({ readCache: false }));
    expect(result.diagnostics.map((d) => d.code)).toEqual(['external-link/unreachable', 'external-link/unreachable']);
  });

  it('reads a DNS failure as no such host', async () => {
    const notFound: typeof fetch = async () => {
      throw Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error('getaddrinfo ENOTFOUND docs.ctfd.io'), { code: 'ENOTFOUND' }) });
    };
    const links = new Map([...linksTo('https://docs.ctfd.io', ['/a']), ...linksTo('https://github.com', ['/b'])]);
    const result = await checkExternalLinks(links, options({ fetch: notFound }));
    expect(result.diagnostics.map((d) => d.message)).toEqual(['2 external links could not be reached: no network? (https://docs.ctfd.io/a: no such host, and 1 more)']);
  });
});

describe('retryAfterSeconds', () => {
  it('reads seconds and HTTP dates', () => {
    const now = Date.parse('2026-11-24T10:00:00Z');
    expect(retryAfterSeconds('120', now)).toBe(120);
    expect(retryAfterSeconds('Tue, 24 Nov 2026 10:00:30 GMT', now)).toBe(30);
    expect(retryAfterSeconds('Tue, 24 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
    expect(retryAfterSeconds(null, now)).toBeUndefined();
  });
});
