// `ctfdocs check --external` on a site whose pages and navbar link to a
// local stand-in of other sites (test/helpers/link-server.ts): each problem
// is a GitHub annotation on the file and line the link was written (the
// config's line for the navbar's), a rerun asks only what the cache does not
// hold, and nothing is asked without --external.
import { mkdir, mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli, write, type CliResult } from '../helpers/fixture.ts';
import { SLOW_MS, startLinkServer, type LinkServer } from '../helpers/link-server.ts';

let server: LinkServer;
let dir: string;

beforeAll(async () => {
  server = await startLinkServer();
  await mkdir(path.join(repoRoot, 'test/tmp'), { recursive: true });
  dir = await mkdtemp(path.join(repoRoot, 'test/tmp/external-links-'));
  const s = server.origin;
  await write(
    dir,
    'site/ctfdocs.config.yaml',
    [
      'title: Links',
      'url: https://links.ctfdocs.dev',
      'docs:',
      '  - id: docs',
      '    path: ../content/docs',
      '    routeBasePath: /docs',
      'externalLinks:',
      '  checkLocal: true',
      '  timeout: 2000',
      '  ignore: [/ignored$]',
      'themeConfig:',
      '  navbar:',
      '    items:',
      `      - href: ${s}/moved`,
      '        label: Moved',
      '',
    ].join('\n'),
  );
  await write(
    dir,
    'content/docs/intro.md',
    [
      '---',
      'title: Intro',
      '---',
      '',
      `Fine: [ok](${s}/ok) and [elsewhere](${s}/elsewhere).`,
      '',
      `Gone: [gone](${s}/gone#section).`,
      '',
      `Busy: [busy](${s}/busy).`,
      '',
      `Slow: <a href="${s}/slow">slow</a>`,
      '',
      `Dropped: [drop](${s}/drop), ignored: [x](${s}/ignored).`,
      '',
    ].join('\n'),
  );
  await write(dir, 'site/pages/index.md', '# Links\n');
});

afterAll(() => server.close());

const annotations = (r: CliResult) =>
  r.stderr
    .split('\n')
    .filter((l) => l.startsWith('::') && l.includes('external-link/'))
    .sort();

describe('check --external', () => {
  let first: CliResult;
  beforeAll(async () => {
    first = await runCli(dir, ['check', '--external', '--format', 'github']);
  }, 60_000 + SLOW_MS);

  it('prints a workflow annotation at the file and line of each problem, and fails on a broken link', () => {
    const s = server.origin;
    expect(first.code).toBe(1);
    expect(annotations(first)).toEqual([
      `::error file=content/docs/intro.md,line=7,col=7,title=external-link/broken::External link ${s}/gone#section answered 404 Not Found (Link to where the page is now (an archived copy, if it is gone), or remove the link.)`,
      `::warning file=content/docs/intro.md,line=11,col=7,title=external-link/timeout::External link ${s}/slow did not answer within 2 s (Run the check again later, or raise externalLinks.timeout for a slow site.)`,
      `::warning file=content/docs/intro.md,line=13,col=10,title=external-link/unreachable::External link ${s}/drop could not be reached: the connection was dropped before an answer (Check the address; if the site is gone, link to an archived copy or remove the link.)`,
      `::warning file=site/ctfdocs.config.yaml,line=14,col=15,title=external-link/redirect::External link ${s}/moved (themeConfig.navbar.items[0].href) moved permanently (301) to ${s}/new-home (Link to the new address: the old one may stop redirecting.)`,
    ]);
  });

  it('waits out a 429 and asks again, skips ignored links, and says what it did', () => {
    expect(server.hits.get('HEAD /busy')).toBe(2);
    expect(server.count('/ignored')).toBe(0);
    expect(first.stdout).toContain('External links: 8 (1 skipped, 0 from the cache, 7 asked with');
  });

  it('asks again on a rerun only the links that did not answer', async () => {
    const before = new Map([...server.hits]);
    const second = await runCli(dir, ['check', '--external', '--format', 'github']);
    const asked = [...server.hits].filter(([k, n]) => n > (before.get(k) ?? 0)).map(([k]) => k);
    expect(asked.sort()).toEqual(['GET /drop', 'HEAD /drop', 'HEAD /slow']);
    expect(second.stdout).toContain('External links: 8 (1 skipped, 5 from the cache, 2 asked with 3 requests).');
    expect(annotations(second)).toEqual(annotations(first));
  }, 60_000);

  it('is off by default in check and build', async () => {
    const before = [...server.hits.values()].reduce((a, b) => a + b, 0);
    const check = await runCli(dir, ['check']);
    expect(check.code).toBe(0);
    expect(check.stdout).not.toContain('External links');
    const build = await runCli(dir, ['build', '--quiet']);
    expect(build.code).toBe(0);
    expect([...server.hits.values()].reduce((a, b) => a + b, 0)).toBe(before);
  }, 60_000);
});
