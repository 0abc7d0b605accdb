import { describe, expect, it } from 'vitest';
import type { SecretFinding } from './scanner.ts';
import { secretDiagnostics, type SecretReportInput } from './report.ts';

const finding = (over: Partial<SecretFinding>): SecretFinding => ({
  kind: 'ctfd-token',
  title: 'CTFd access token',
  placeholder: '<CTFD_TOKEN>',
  file: 'content/docs/a.md',
  line: 3,
  column: 5,
  fingerprint: '0123456789abcdef',
  shown: 'ctfd…2f (69 characters)',
  excused: false,
  examplesAllowed: false,
  ...over,
});

const report = (over: Partial<SecretReportInput>) =>
  secretDiagnostics({ severity: 'error', sources: [], outputs: [], pageOf: () => undefined, configFile: 'site/ctfdocs.config.yaml', outputDir: 'build', ...over });

describe('secretDiagnostics', () => {
  it('reports a site file finding at its place, with the kind, the masked secret, the fingerprint and a hint', () => {
    const [d] = report({ sources: [finding({ configPath: undefined })] });
    expect(d).toMatchObject({ severity: 'error', code: 'secrets/ctfd-token', file: 'content/docs/a.md', line: 3, column: 5 });
    expect(d.message).toBe('CTFd access token ctfd…2f (69 characters), fingerprint 0123456789abcdef');
    expect(d.hint).toContain('<CTFD_TOKEN>');
    expect(d.hint).toContain('"- fingerprint: 0123456789abcdef" to checkSecrets.allow in site/ctfdocs.config.yaml');
  });

  it('names the key of a config finding, and tells how to mark a made-up value of a site pattern', () => {
    const [config] = report({ sources: [finding({ file: 'site/ctfdocs.config.yaml', configPath: 'themeConfig.announcementBar.content' })] });
    expect(config).toMatchObject({ configPath: 'themeConfig.announcementBar.content' });
    expect(config.message).toMatch(/^themeConfig\.announcementBar\.content: /);
    const [flag] = report({ sources: [finding({ kind: 'ctf-flag', examplesAllowed: true })], severity: 'warning' });
    expect(flag).toMatchObject({ severity: 'warning', code: 'secrets/ctf-flag' });
    expect(flag.hint).toContain('code block marked example');
  });

  it('reports a place once however many locales loaded the file, and nothing let through', () => {
    expect(report({ sources: [finding({}), finding({}), finding({ line: 9, excused: true })] })).toHaveLength(1);
  });

  it('leaves out of the output findings the secrets site files hold, reported there or let through', () => {
    const sources = [finding({ fingerprint: 'aaaaaaaaaaaaaaaa' }), finding({ fingerprint: 'bbbbbbbbbbbbbbbb', excused: true })];
    const outputs = [finding({ file: 'docs/a.html', fingerprint: 'aaaaaaaaaaaaaaaa' }), finding({ file: 'llms-full.txt', fingerprint: 'bbbbbbbbbbbbbbbb' })];
    expect(report({ sources, outputs }).map((d) => d.file)).toEqual(['content/docs/a.md']);
  });

  it('reports a secret only the output holds once, under the page it was written for, counting the other files', () => {
    const outputs = [
      finding({ file: 'llms-full.txt', line: 40, column: 2 }),
      finding({ file: 'about.html', line: 1, column: 900 }),
      finding({ file: 'about.md', line: 7, column: 1 }),
      finding({ file: 'other.txt', fingerprint: 'cccccccccccccccc', line: 2, column: 3 }),
    ];
    const diagnostics = report({ outputs, pageOf: (f) => (f === 'about.html' ? 'site/pages/about.tsx' : undefined) });
    expect(diagnostics.map((d) => [d.file, d.line, d.column])).toEqual([
      ['site/pages/about.tsx', undefined, undefined],
      ['build/other.txt', 2, 3],
    ]);
    expect(diagnostics[0].message).toBe(
      'CTFd access token ctfd…2f (69 characters), fingerprint 0123456789abcdef, in the build output: build/about.html and 2 other files, made for site/pages/about.tsx (no site file holds it as written)',
    );
  });

  it('lets an output finding be when checkSecrets.allow names it', () => {
    expect(report({ outputs: [finding({ file: 'a.html', excused: true })] })).toEqual([]);
  });
});
