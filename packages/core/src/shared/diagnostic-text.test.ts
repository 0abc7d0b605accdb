import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../types.ts';
import { bySeverity, formatDiagnostic, formatDiagnostics } from './diagnostic-text.ts';

const broken: Diagnostic = {
  severity: 'error',
  code: 'config/invalid',
  message: 'must start with "/"',
  file: 'site/ctfdocs.config.yaml',
  line: 4,
  column: 3,
  configPath: 'docs[0].routeBasePath',
  hint: 'Write the route as /docs.',
};

describe('diagnostic text', () => {
  it('names severity, file, line, column, key path and hint', () => {
    expect(formatDiagnostic(broken)).toBe(['error site/ctfdocs.config.yaml:4:3 must start with "/"', '  at docs[0].routeBasePath', '  hint: Write the route as /docs.'].join('\n'));
  });

  it('leaves out what the diagnostic does not have, and a key path the message already names', () => {
    expect(formatDiagnostic({ severity: 'warning', code: 'x', message: 'docs[0].path: no such folder', configPath: 'docs[0].path' })).toBe('warning docs[0].path: no such folder');
    expect(formatDiagnostic({ severity: 'warning', code: 'x', message: 'm', file: 'a.md' })).toBe('warning a.md m');
  });

  it('colours the label, location and hint only when asked', () => {
    const coloured = formatDiagnostic(broken, true);
    expect(coloured).toContain('\x1b[31;1merror\x1b[0m');
    expect(coloured).toContain('\x1b[36msite/ctfdocs.config.yaml:4:3\x1b[0m');
    expect(coloured.replace(/\x1b\[[\d;]*m/g, '')).toBe(formatDiagnostic(broken));
  });

  it('labels a notice as such, in blue, and lists errors, then warnings, then notices', () => {
    const notice: Diagnostic = { severity: 'notice', code: 'build/runs-code', message: 'runs code', file: 'a.mdx', line: 1 };
    expect(formatDiagnostic(notice)).toBe('notice a.mdx:1 runs code');
    expect(formatDiagnostic(notice, true)).toContain('\x1b[34;1mnotice\x1b[0m');
    const warning: Diagnostic = { severity: 'warning', code: 'y', message: 'w' };
    expect(bySeverity([notice, warning, broken]).map((d) => d.severity)).toEqual(['error', 'warning', 'notice']);
  });

  it('puts several one after another', () => {
    const warning: Diagnostic = { severity: 'warning', code: 'y', message: 'w' };
    expect(formatDiagnostics([broken, warning])).toBe(`${formatDiagnostic(broken)}\nwarning w`);
  });
});
