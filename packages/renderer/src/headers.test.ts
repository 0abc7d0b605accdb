import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, metaContentSecurityPolicy } from './headers.ts';

describe('contentSecurityPolicy', () => {
  it('allows no outside script or connection without analytics', () => {
    const csp = contentSecurityPolicy(['x()']);
    expect(csp).not.toContain('googletagmanager');
    expect(csp).toContain("connect-src 'self';");
  });

  it('allows frames from exactly the origins pages embed, and has no frame-src without them', () => {
    expect(contentSecurityPolicy([], { frames: ['https://player.vimeo.com', 'https://www.youtube-nocookie.com'] })).toContain(
      "; frame-src 'self' https://player.vimeo.com https://www.youtube-nocookie.com;",
    );
    expect(contentSecurityPolicy([], { frames: [] })).not.toContain('frame-src');
    expect(metaContentSecurityPolicy(contentSecurityPolicy([], { frames: ['https://codesandbox.io'] }))).toContain("frame-src 'self' https://codesandbox.io");
  });

  it('lets the browser connect to exactly the search hosts it is given, beside analytics', () => {
    const connect = (opts: Parameters<typeof contentSecurityPolicy>[1]) =>
      contentSecurityPolicy([], opts)
        .split('; ')
        .find((d) => d.startsWith('connect-src'));
    expect(connect({ search: ['https://APP-dsn.algolia.net', 'https://APP-1.algolianet.com'] })).toBe("connect-src 'self' https://APP-dsn.algolia.net https://APP-1.algolianet.com");
    expect(connect({ search: [] })).toBe("connect-src 'self'");
    expect(connect({ analytics: true, search: ['https://APP-dsn.algolia.net'] })).toMatch(/^connect-src 'self' https:\/\/\*\.google-analytics\.com .* https:\/\/APP-dsn\.algolia\.net$/);
  });

  it("allows Google's tag script and collection endpoints with analytics", () => {
    const directives = Object.fromEntries(
      contentSecurityPolicy(['x()'], { analytics: true })
        .split('; ')
        .map((d) => [d.split(' ')[0], d]),
    );
    expect(directives['script-src']).toContain('https://www.googletagmanager.com');
    expect(directives['connect-src']).toContain('https://*.google-analytics.com');
    expect(directives['default-src']).toBe("default-src 'self'");
  });
});

describe('metaContentSecurityPolicy', () => {
  it('keeps every directive a meta element can carry and drops the ones browsers ignore there', () => {
    const policy = contentSecurityPolicy(['x()']);
    const meta = metaContentSecurityPolicy(`${policy}; report-uri /csp; sandbox`);
    expect(meta).toBe(
      policy
        .split('; ')
        .filter((d) => !d.startsWith('frame-ancestors'))
        .join('; '),
    );
    expect(meta).toContain("script-src 'self' 'sha256-");
    expect(meta).not.toMatch(/frame-ancestors|report-uri|sandbox/);
  });
});
