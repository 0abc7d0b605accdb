import { describe, expect, it } from 'vitest';
import { isSafeUrl } from './rehype-links.ts';
import { compileForTest } from './testing.ts';

describe('rehype-links', () => {
  it('opens external links in a new tab without the opener or the referrer', async () => {
    const { html } = await compileForTest('See [CTFd](https://ctfd.io/docs).');
    expect(html).toBe('<p>See <a href="https://ctfd.io/docs" target="_blank" rel="noopener noreferrer">CTFd</a>.</p>');
  });

  it('leaves links inside the site as they are', async () => {
    const { html } = await compileForTest('[Flags](/docs/challenges/flags) and [below](#setup).');
    expect(html).toBe('<p><a href="/docs/challenges/flags">Flags</a> and <a href="#setup">below</a>.</p>');
  });

  it('keeps mailto: and tel: links in the page', async () => {
    const { html } = await compileForTest('[Mail](mailto:support@ctfd.io) or [call](tel:+15551234).');
    expect(html).toBe('<p><a href="mailto:support@ctfd.io">Mail</a> or <a href="tel:+15551234">call</a>.</p>');
  });

  it('drops the URL of a link or image with an unsafe scheme and keeps its text', async () => {
    const { html } = await compileForTest('[click](javascript:alert(1)) ![logo](data:image/svg+xml,x)');
    expect(html).toBe('<p><a>click</a> <img alt="logo"></p>');
  });

  it('judges the scheme, whatever its case, and relative URLs as safe', () => {
    expect(isSafeUrl('JavaScript:alert(1)')).toBe(false);
    expect(isSafeUrl('vbscript:x')).toBe(false);
    expect(isSafeUrl('HTTPS://ctfd.io')).toBe(true);
    expect(isSafeUrl('./flags.md')).toBe(true);
    expect(isSafeUrl('/img/logo.png')).toBe(true);
  });
});
