import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '@ctfdocs/core';
import { formatGithub, printDiagnostics, summary } from './report.ts';

const notice: Diagnostic = { severity: 'notice', code: 'build/runs-code', message: 'MDX page runs code at build time', file: 'content/docs/a.mdx', line: 1, hint: 'Review it.' };
const warning: Diagnostic = { severity: 'warning', code: 'link/broken-anchor', message: 'Broken anchor', file: 'content/docs/b.md', line: 3 };

function printed(diagnostics: Diagnostic[], format: 'text' | 'json' | 'github'): string {
  const out = new PassThrough();
  let text = '';
  out.on('data', (d) => (text += d));
  printDiagnostics(diagnostics, format, out, false);
  return text;
}

describe('notices', () => {
  it('are ::notice workflow commands with file and line, so a pull request shows them on the file', () => {
    expect(formatGithub(notice)).toBe('::notice file=content/docs/a.mdx,line=1,title=build/runs-code::MDX page runs code at build time (Review it.)');
  });

  it('are listed after errors and warnings, in text and GitHub formats', () => {
    expect(printed([notice, warning], 'text').split('\n')[0]).toMatch(/^warning /);
    expect(printed([notice, warning], 'github').split('\n')[1]).toMatch(/^::notice /);
  });

  it('are counted apart in JSON', () => {
    expect(JSON.parse(printed([notice, warning], 'json'))).toMatchObject({ errors: 0, warnings: 1, notices: 1 });
  });

  it('are neither errors nor warnings in the summary line, which says how many pages run code', () => {
    expect(summary([notice, warning])).toBe('0 errors, 1 warning. 1 page runs code at build time.');
    expect(summary([notice, { ...notice, file: 'c.mdx' }])).toBe('0 errors, 0 warnings. 2 pages run code at build time.');
    expect(summary([warning])).toBe('0 errors, 1 warning.');
  });

  it("count the site's components that run code apart from its pages", () => {
    const component = { ...notice, code: 'build/runs-code-component', file: 'site/src/theme/Footer.tsx' };
    expect(summary([notice, component])).toBe('0 errors, 0 warnings. 1 page runs code at build time, 1 site component too.');
    expect(summary([component, { ...component, file: 'site/src/mdx.tsx' }])).toBe('0 errors, 0 warnings. 2 site components run code at build time.');
    expect(summary([component])).toBe('0 errors, 0 warnings. 1 site component runs code at build time.');
  });

  it('counts the docs not verified against the product apart, and other notices as such', () => {
    const unverified: Diagnostic = { severity: 'notice', code: 'verification/unverified', message: 'not verified', file: 'content/docs/c.md', line: 1 };
    expect(summary([notice, unverified, { ...unverified, file: 'd.md' }])).toBe('0 errors, 0 warnings. 1 page runs code at build time, 2 pages not verified against the product.');
    expect(summary([unverified, { ...notice, code: 'other/kind' }])).toBe('0 errors, 0 warnings. 1 page not verified against the product, 1 other notice.');
  });
});
