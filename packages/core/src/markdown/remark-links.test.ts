import { describe, expect, it } from 'vitest';
import { compileForTest } from './testing.ts';

describe('links', () => {
  it('renders a pathname:// link as a plain link to the path, not recorded for the link checker', async () => {
    const { html, links, diagnostics } = await compileForTest('Get [the report](pathname:///files/report.pdf) or [the app](pathname:///app/#/start).');
    expect(html).toBe('<p>Get <a href="/files/report.pdf" data-pathname-link="">the report</a> or <a href="/app/#/start" data-pathname-link="">the app</a>.</p>');
    expect(links).toEqual([]);
    expect(diagnostics).toEqual([]);
  });
});
