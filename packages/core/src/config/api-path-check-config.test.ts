import { describe, expect, it } from 'vitest';
import { parseConfig } from './load.ts';

const site = (checkPaths: string) => `title: Site\nurl: https://example.com\napiReferences:\n  - route: /api\n    title: API\n    spec: specs/api.yaml\n    checkPaths:\n${checkPaths}`;

describe('apiReferences[].checkPaths', () => {
  it('defaults to warning about unknown paths, with nothing ignored and the prefix left to the spec', () => {
    const { config, diagnostics } = parseConfig(site('      ignore: [/swagger.json]\n'), 'c.yaml');
    expect(diagnostics).toEqual([]);
    expect(config?.apiReferences[0].checkPaths).toEqual({ ignore: ['/swagger.json'], onUnknownPath: 'warn' });
  });

  it('rejects a prefix with a trailing slash and an unknown key, naming the key path', () => {
    const { diagnostics } = parseConfig(site('      prefix: /api/v1/\n      severity: warn\n'), 'c.yaml');
    expect(diagnostics.map((d) => d.configPath).sort()).toEqual(['apiReferences[0].checkPaths.prefix', 'apiReferences[0].checkPaths.severity']);
    expect(diagnostics.find((d) => d.configPath === 'apiReferences[0].checkPaths.severity')?.message).toContain('unknown key "severity"');
  });
});
