// Relevance of the local search on the CTFd site: queries an organiser would
// type, each with the page that must be among the first three results. Runs
// the worker's query code in Node over the index a real build writes.
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '@ctfdocs/renderer';
import { SearchEngine } from '../../packages/theme/src/search/engine.ts';
import type { SearchManifest } from '@ctfdocs/core';
import { repoRoot } from '../helpers/fixture.ts';

const QUERIES: Array<[query: string, page: string]> = [
  ['add a flag', '/docs/challenges/flags'],
  ['regex flag', '/docs/challenges/flags'],
  ['case insensitive flag', '/docs/challenges/flags'],
  ['hint cost', '/docs/challenges/hints'],
  ['unlock hint', '/docs/challenges/hints'],
  ['challenge requirements', '/docs/challenges/requirements'],
  ['prerequisite challenge', '/docs/challenges/requirements'],
  ['upload challenge files', '/docs/challenges/files'],
  ['dynamic scoring decay', '/docs/custom-challenges/dynamic-value'],
  ['dynamic value', '/docs/custom-challenges/dynamic-value'],
  ['king of the hill', '/docs/custom-challenges/king-of-the-hill'],
  ['multiple choice', '/docs/custom-challenges/multiple-choice'],
  ['manual verification', '/docs/custom-challenges/manual-verification'],
  ['notifications', '/docs/notifications/overview'],
  ['notifcation', '/docs/notifications/overview'],
  ['send a notification', '/tutorials/notifications/sending-a-notification'],
  ['scoreboard freeze', '/docs/settings/competition-times'],
  ['start and end time', '/docs/settings/competition-times'],
  ['team mode', '/docs/accounts/user-mode'],
  ['team size', '/docs/settings/accounts'],
  ['admin roles', '/docs/accounts/admin-roles'],
  ['brackets', '/docs/settings/brackets'],
  ['custom fields', '/docs/settings/custom-fields'],
  ['email server smtp', '/docs/settings/emails'],
  ['single sign-on', '/docs/settings/single-sign-on'],
  ['sso', '/docs/settings/single-sign-on'],
  ['privacy policy', '/docs/settings/legal'],
  ['docker install', '/docs/deployment/installation'],
  ['SECRET_KEY', '/docs/deployment/configuration'],
  ['update ctfd', '/docs/deployment/updating'],
  ['export csv', '/docs/exports/csv'],
  ['import backup', '/docs/imports/ctfd-imports'],
  ['discord', '/docs/integrations/discord'],
  ['slack', '/docs/integrations/slack'],
  ['webhooks', '/docs/integrations/webhooks'],
  ['first blood', '/tutorials/integrations/webhooks/using-api-first-blood'],
  ['ctfcli', '/docs/management/ctfcli/overview'],
  ['challenge.yml', '/tutorials/ctfcli/challenge-structure'],
  ['api token', '/docs/api/getting-started'],
  ['swagger', '/docs/api/swagger-ui'],
  ['media library', '/docs/pages/media-library'],
  ['page variables', '/docs/pages/variables'],
  ['custom theme', '/tutorials/themes/uploading-custom-themes'],
  ['alpine', '/docs/themes/alpine-js'],
  ['plugin install', '/tutorials/plugins/installing-ctfd-plugins'],
  ['flag type plugin', '/docs/plugins/flag-types'],
  ['awards', '/tutorials/scoring/awards'],
  ['reset ctfd', '/tutorials/configuration/resetting-a-ctfd-instance'],
  ['google analytics', '/tutorials/integrations/google-analytics-integration'],
  ['custom domain', '/hosted/management/setting-custom-domains'],
  ['site password', '/hosted/security/setting-site-password'],
  ['invoice', '/hosted/billing/billing-and-invoices'],
  ['deploybot', '/enterprise/deploybot/overview'],
  ['challenge categories', '/events/challenge-categories'],
  ['powered by footer', '/tutorials/configuration/changing-powered-by-footer'],
  ['GET /challenges', '/docs/api/redoc'],
  ['submit flag attempt api', '/docs/api/redoc'],
];

let engine: SearchEngine;

beforeAll(async () => {
  const result = await buildSite({ rootDir: repoRoot, configPath: 'site/ctfdocs.config.yaml', outDir: '', write: false });
  expect(
    result.ok,
    result.diagnostics
      .filter((d) => d.severity === 'error')
      .map((d) => `${d.file ?? ''}: ${d.message}`)
      .join('\n'),
  ).toBe(true);
  const text = (url: string) => {
    const file = result.files.get(url.replace(/^\//, ''));
    if (!file || !('contents' in file)) throw new Error(`No file ${url} in the build`);
    return typeof file.contents === 'string' ? file.contents : new TextDecoder().decode(file.contents);
  };
  const manifest = JSON.parse(text('/search-manifest.json')) as SearchManifest;
  engine = new SearchEngine(manifest.indexes['en-current'], async (url) => JSON.parse(text(url)));
}, 120_000);

describe('search relevance on the CTFd site', () => {
  it('has enough queries to mean something', () => {
    expect(QUERIES.length).toBeGreaterThanOrEqual(40);
  });

  it('finds the expected page in the top 3 for at least 90% of the queries', async () => {
    const misses: string[] = [];
    for (const [query, page] of QUERIES) {
      const { hits } = await engine.search(query, { limit: 3, bodies: true });
      const pages = hits.map((h) => h.url.replace(/#.*$/, ''));
      if (!pages.includes(page)) misses.push(`"${query}" → wanted ${page}, got ${pages.join(', ') || 'nothing'}`);
    }
    const passed = QUERIES.length - misses.length;
    console.log(`relevance: ${passed}/${QUERIES.length} queries found their page in the top 3`);
    if (misses.length) console.log(misses.join('\n'));
    expect(passed / QUERIES.length, misses.join('\n')).toBeGreaterThanOrEqual(0.9);
  });
});
