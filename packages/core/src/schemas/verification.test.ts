import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config/load.ts';

const site = (...lines: string[]) => ['title: Site', 'url: https://example.com', ...lines].join('\n');

describe('product and verification', () => {
  it('has no product by default, and the verification policy on with its defaults', () => {
    const { config } = parseConfig(site(), 'c.yaml');
    expect(config?.product).toBeUndefined();
    expect(config?.verification).toEqual({ onOutdated: 'warn', onUnverified: 'log' });
  });

  it('reads the product, its version as written, and the policy', () => {
    const { config, diagnostics } = parseConfig(site('product:', '  name: CTFd', '  version: 3.8.7', 'verification:', '  maxAgeDays: 180', '  onOutdated: throw', '  onUnverified: warn'), 'c.yaml');
    expect(diagnostics).toEqual([]);
    expect(config?.product).toEqual({ name: 'CTFd', version: '3.8.7' });
    expect(config?.verification).toEqual({ maxAgeDays: 180, onOutdated: 'throw', onUnverified: 'warn' });
  });

  it('takes true for the defaults and false for reporting nothing', () => {
    expect(parseConfig(site('verification: true'), 'c.yaml').config?.verification).toEqual({ onOutdated: 'warn', onUnverified: 'log' });
    expect(parseConfig(site('verification: false'), 'c.yaml').config?.verification).toEqual({ onOutdated: 'ignore', onUnverified: 'ignore' });
  });

  it.each([
    [['product:', '  version: 3.8.7'], 'product.name', 3],
    [['product:', '  name: CTFd', '  version: 3.8'], 'product.version', 5],
    [['product:', '  name: CTFd', '  version: latest'], 'product.version', 5],
    [['verification:', '  maxAgeDays: 0'], 'verification.maxAgeDays', 4],
    [['verification:', '  onOutdated: error'], 'verification.onOutdated', 4],
    [['verification:', '  onUnverified: notice'], 'verification.onUnverified', 4],
  ])('refuses %j at its key path and line', (lines, configPath, line) => {
    const { config, diagnostics } = parseConfig(site(...lines), 'c.yaml');
    expect(config).toBeUndefined();
    expect(diagnostics).toMatchObject([{ severity: 'error', file: 'c.yaml', configPath, line }]);
  });

  it('names the shapes verification takes', () => {
    const { diagnostics } = parseConfig(site('verification: sometimes'), 'c.yaml');
    expect(diagnostics).toMatchObject([{ severity: 'error', configPath: 'verification', line: 3 }]);
    expect(diagnostics[0].message).toContain('must be true, false, or a map of maxAgeDays, onOutdated and onUnverified');
  });

  it('says to quote a version YAML read as a number', () => {
    const { diagnostics } = parseConfig(site('product:', '  name: CTFd', '  version: 3.10'), 'c.yaml');
    expect(diagnostics[0].message).toContain('in quotes');
  });
});
