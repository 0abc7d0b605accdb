import { describe, expect, it } from 'vitest';
import { isAbsoluteUrl, isExternalUrl, urlScheme } from './url.ts';

describe('URL kinds', () => {
  it('names the scheme in lower case, and none for paths', () => {
    expect(urlScheme('HTTPS://example.com')).toBe('https');
    expect(urlScheme(' mailto:a@b.c')).toBe('mailto');
    expect(urlScheme('/docs/intro')).toBeUndefined();
    expect(urlScheme('./a:b.md')).toBeUndefined();
  });

  it('tells URLs that leave the site from paths on it', () => {
    for (const url of ['https://example.com', 'mailto:a@b.c', '//cdn.example.com/x.js', 'data:image/png;base64,AA']) expect(isAbsoluteUrl(url)).toBe(true);
    for (const url of ['/docs/intro', 'intro.md', '#anchor', '../a', '?q=1']) expect(isAbsoluteUrl(url)).toBe(false);
  });

  it('opens only web addresses in a new tab', () => {
    for (const url of ['https://example.com', 'HTTP://example.com', '//cdn.example.com']) expect(isExternalUrl(url)).toBe(true);
    for (const url of ['mailto:a@b.c', 'tel:123', '/docs', '#top', 'https:/one-slash']) expect(isExternalUrl(url)).toBe(false);
  });
});
