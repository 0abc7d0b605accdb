import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, headersFile, metaContentSecurityPolicy, NO_SOURCES } from './headers.ts';
import { SEARCH_MANIFEST } from './search-index.ts';

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

/**
 * The values of a header every rule of a _headers file that matches `url`
 * gives, read as Netlify and Cloudflare Pages do: each rule is a path whose
 * `*` matches anything, and every matching rule applies.
 */
function headerFor(file: string, url: string, name: string): string[] {
  const values: string[] = [];
  let matches = false;
  for (const line of file.split('\n')) {
    if (!line.trim()) continue;
    if (!/^\s/.test(line)) {
      const pattern = new RegExp(
        `^${line
          .trim()
          .split('*')
          .map((part) => part.replace(/[.?+^$()[\]{}|\\]/g, '\\$&'))
          .join('.*')}$`,
      );
      matches = pattern.test(url);
    } else if (matches) {
      const [key, ...rest] = line.trim().split(':');
      if (key.toLowerCase() === name.toLowerCase()) values.push(rest.join(':').trim());
    }
  }
  return values;
}

describe('headersFile', () => {
  for (const baseUrl of ['/', '/docs/']) {
    it(`has caches keep content-hashed assets for a year and check the search manifest on every use (baseUrl ${baseUrl})`, () => {
      const file = headersFile("default-src 'self'", baseUrl, { searchManifest: true });
      for (const asset of ['assets/js/main.0123456789.js', 'assets/search/en-current.0123456789/b3.json', 'assets/sidebars/0123456789.html']) {
        expect(headerFor(file, baseUrl + asset, 'Cache-Control'), asset).toEqual(['public, max-age=31536000, immutable']);
      }
      // One rule, and no immutable one beside it: hosts join the values of every rule that matches.
      expect(headerFor(file, baseUrl + SEARCH_MANIFEST, 'Cache-Control')).toEqual(['no-cache']);
      expect(headerFor(file, `${baseUrl}guide/intro`, 'Cache-Control')).toEqual([]);
      expect(headerFor(file, `${baseUrl}guide/intro`, 'Content-Security-Policy')).toEqual(["default-src 'self'"]);
    });
  }

  it('has no rule for the search manifest when the site is searched elsewhere', () => {
    expect(headersFile("default-src 'self'", '/', { searchManifest: false })).not.toContain(SEARCH_MANIFEST);
  });
});
