import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config/load.ts';

const site = (yaml: string) => `title: Site\nurl: https://docs.ctfd.io\n${yaml}`;

describe('externalLinks and onBrokenExternalLinks', () => {
  it('default to a polite pace, a day of cache, local addresses skipped and a 404 an error', () => {
    const { config } = parseConfig(site(''), 'c.yaml');
    expect(config?.onBrokenExternalLinks).toBe('throw');
    expect(config?.externalLinks).toEqual({ ignore: [], checkLocal: false, concurrency: 8, perHostConcurrency: 2, timeout: 10_000, retries: 2, maxRetryAfter: 60, cacheHours: 24 });
  });

  it.each([
    ['externalLinks:\n  ignore: ["https://(ctfd.io"]', 'externalLinks.ignore[0]', 'is not a valid regular expression'],
    ['externalLinks:\n  concurrency: 0', 'externalLinks.concurrency', ''],
    ['externalLinks:\n  timeout: 10s', 'externalLinks.timeout', ''],
    ['externalLinks:\n  cacheDays: 1', 'externalLinks.cacheDays', 'cacheDays'],
    ['onBrokenExternalLinks: fail', 'onBrokenExternalLinks', 'is not allowed'],
  ])('refuses %j at its key, with its line', (yaml, configPath, message) => {
    const { config, diagnostics } = parseConfig(site(yaml), 'site/ctfdocs.config.yaml');
    expect(config).toBeUndefined();
    expect(diagnostics[0]).toMatchObject({ severity: 'error', file: 'site/ctfdocs.config.yaml', configPath });
    expect(diagnostics[0].message).toContain(message);
    expect(diagnostics[0].line).toBeGreaterThanOrEqual(3);
  });
});
