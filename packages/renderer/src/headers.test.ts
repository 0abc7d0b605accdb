import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, metaContentSecurityPolicy, NO_SOURCES } from './headers.ts';

const directives = (policy: string) => Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d]));

describe('contentSecurityPolicy', () => {
  it("allows the site's own files and inline scripts by hash, and nothing outside it, with no sources", () => {
    const csp = directives(contentSecurityPolicy({ ...NO_SOURCES, inlineScripts: ['x()'] }));
    expect(csp['default-src']).toBe("default-src 'self'");
    expect(csp['script-src']).toMatch(/^script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'$/);
    expect(csp['connect-src']).toBe("connect-src 'self'");
    expect(csp['style-src']).toBe("style-src 'self' 'unsafe-inline'");
    expect(csp['font-src']).toBe("font-src 'self' data:");
    expect(csp['frame-src']).toBeUndefined();
    expect(csp['manifest-src']).toBeUndefined();
  });

  it('writes each source under its directive once, frames and manifests only when there are some', () => {
    const csp = directives(
      contentSecurityPolicy({
        inlineScripts: [],
        script: ['https://a.example', 'https://a.example'],
        style: ['https://b.example'],
        font: ['https://c.example'],
        connect: ['https://d.example'],
        frame: ['https://e.example'],
        manifest: ['https://f.example'],
      }),
    );
    expect(csp['script-src']).toBe("script-src 'self' https://a.example");
    expect(csp['style-src']).toBe("style-src 'self' 'unsafe-inline' https://b.example");
    expect(csp['font-src']).toBe("font-src 'self' data: https://c.example");
    expect(csp['connect-src']).toBe("connect-src 'self' https://d.example");
    expect(csp['frame-src']).toBe("frame-src 'self' https://e.example");
    expect(csp['manifest-src']).toBe("manifest-src 'self' https://f.example");
  });
});

describe('metaContentSecurityPolicy', () => {
  it('keeps every directive a meta element can carry and drops the ones browsers ignore there', () => {
    const policy = contentSecurityPolicy({ ...NO_SOURCES, inlineScripts: ['x()'] });
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
