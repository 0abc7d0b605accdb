import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from './format.ts';

describe('formatDiagnostic', () => {
  it('names the file, line and column, the config path and the hint', () => {
    const text = formatDiagnostic({ severity: 'error', code: 'config/x', message: 'bad value', file: 'site/c.yaml', line: 3, column: 5, configPath: 'themeConfig.navbar', hint: 'Fix it.' });
    expect(text.split('\n')).toEqual(['error site/c.yaml:3:5 bad value', '  at themeConfig.navbar', '  hint: Fix it.']);
  });
  it('paints only when asked', () => {
    const d = { severity: 'warning' as const, code: 'x', message: 'm' };
    expect(formatDiagnostic(d)).toBe('warning m');
    expect(formatDiagnostic(d, true)).toContain('\x1b[33;1mwarning\x1b[0m');
  });
});
