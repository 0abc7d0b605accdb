import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config/load.ts';

const site = (checkSecrets: string) => `title: Site\nurl: https://example.com\n${checkSecrets}`;

describe('checkSecrets', () => {
  it('is on by default, failing the build on a secret', () => {
    expect(parseConfig(site(''), 'c.yaml').config?.checkSecrets).toEqual({ enabled: true, onSecret: 'throw', allow: [], patterns: [] });
  });

  it('takes true, false, or a map', () => {
    expect(parseConfig(site('checkSecrets: false'), 'c.yaml').config?.checkSecrets.enabled).toBe(false);
    expect(parseConfig(site('checkSecrets: true'), 'c.yaml').config?.checkSecrets.enabled).toBe(true);
    const { config, diagnostics } = parseConfig(
      site(
        [
          'checkSecrets:',
          '  onSecret: warn',
          '  allow:',
          '    - fingerprint: 0123456789abcdef',
          '    - value: flag{t17_8c1e4f0a}',
          '  patterns:',
          '    - name: ctf-flag',
          "      regex: 'flag\\{(?<secret>[^}]+)\\}'",
          '      realLooking: random',
        ].join('\n'),
      ),
      'c.yaml',
    );
    expect(diagnostics).toEqual([]);
    expect(config?.checkSecrets).toEqual({
      enabled: true,
      onSecret: 'warn',
      allow: [{ fingerprint: '0123456789abcdef' }, { value: 'flag{t17_8c1e4f0a}' }],
      patterns: [{ name: 'ctf-flag', regex: 'flag\\{(?<secret>[^}]+)\\}', ignoreCase: false, realLooking: 'random' }],
    });
  });

  it.each([
    ['checkSecrets: yes', 'checkSecrets', 'must be true, false, or a map of enabled, onSecret, allow and patterns'],
    ['checkSecrets:\n  allow:\n    - fingerprint: ABC', 'checkSecrets.allow[0].fingerprint', 'must be the 16 hex digits a secrets/… finding prints'],
    ['checkSecrets:\n  allow:\n    - { value: x, files: "*.pem" }', 'checkSecrets.allow[0]', 'give exactly one of fingerprint, value or files'],
    ['checkSecrets:\n  patterns:\n    - { name: jwt, regex: x }', 'checkSecrets.patterns[0].name', 'must differ from the built-in kinds'],
    ['checkSecrets:\n  patterns:\n    - { name: Flag, regex: x }', 'checkSecrets.patterns[0].name', 'must be a lower-case name'],
    ['checkSecrets:\n  patterns:\n    - { name: flag, regex: "flag{(" }', 'checkSecrets.patterns[0].regex', 'is not a valid regular expression'],
    ['checkSecrets:\n  patterns:\n    - { name: flag, regex: "a*" }', 'checkSecrets.patterns[0].regex', 'matches the empty string'],
    ['checkSecrets:\n  patterns:\n    - { name: flag, regex: a }\n    - { name: flag, regex: b }', 'checkSecrets.patterns[1].name', 'is the name of an earlier pattern'],
    ['checkSecrets:\n  onSecret: fail', 'checkSecrets.onSecret', 'is not allowed'],
  ])('refuses %j at its key, with its line', (yaml, configPath, message) => {
    const { config, diagnostics } = parseConfig(site(yaml), 'site/ctfdocs.config.yaml');
    expect(config).toBeUndefined();
    expect(diagnostics[0]).toMatchObject({ severity: 'error', file: 'site/ctfdocs.config.yaml', configPath });
    expect(diagnostics[0].message).toContain(message);
    expect(diagnostics[0].line).toBeGreaterThanOrEqual(3);
  });
});
