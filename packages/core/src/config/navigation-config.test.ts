// themeConfig.progressBar, themeConfig.pageLoader and themeConfig.analytics.
import { describe, expect, it } from 'vitest';
import { parseConfig } from './load.ts';

const base = `title: Site
url: https://example.com
`;

describe('navigation and analytics config', () => {
  it('defaults the progress bar and page loader to the spec constants', () => {
    const { config } = parseConfig(base, 'site.yaml');
    expect(config?.themeConfig.progressBar).toEqual({ delay: 200, minimum: 0.08, speed: 200, trickleRate: 0.02, trickleSpeed: 800 });
    expect(config?.themeConfig.pageLoader).toEqual({ delay: 200 });
    expect(config?.themeConfig.analytics).toBeUndefined();
  });

  it('accepts GA4 and Universal Analytics IDs, anonymising IPs by default', () => {
    for (const id of ['G-ABC123DEF4', 'UA-1234567-1']) {
      const { config, diagnostics } = parseConfig(`${base}themeConfig:\n  analytics:\n    trackingID: ${id}\n`, 'site.yaml');
      expect(diagnostics).toEqual([]);
      expect(config?.themeConfig.analytics).toEqual({ trackingID: id, anonymizeIP: true });
    }
  });

  it('refuses a tracking ID that is not one, naming the key, line and fix', () => {
    const { diagnostics } = parseConfig(`${base}themeConfig:\n  analytics:\n    trackingID: '{key}'\n`, 'site.yaml');
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ severity: 'error', file: 'site.yaml', line: 5, configPath: 'themeConfig.analytics.trackingID' });
    expect(diagnostics[0].message).toContain('G-ABC123DEF4');
  });

  it('refuses a progress bar minimum outside 0 to 1', () => {
    const { diagnostics } = parseConfig(`${base}themeConfig:\n  progressBar:\n    minimum: 2\n`, 'site.yaml');
    expect(diagnostics[0]?.configPath).toBe('themeConfig.progressBar.minimum');
  });
});
