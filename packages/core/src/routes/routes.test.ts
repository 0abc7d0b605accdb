import { describe, expect, it } from 'vitest';
import { joinRoute } from './join.ts';
import { findDuplicateRoutes } from './duplicates.ts';
import { unsafeRouteReason } from './safe.ts';

describe('joinRoute', () => {
  it('follows the no-trailing-slash policy', () => {
    expect(joinRoute('/docs', 'a/b')).toBe('/docs/a/b');
    expect(joinRoute('/docs', '')).toBe('/docs');
    expect(joinRoute('/', '')).toBe('/');
    expect(joinRoute('/docs/', '/x/')).toBe('/docs/x');
  });
});

describe('findDuplicateRoutes', () => {
  const routes = [
    { path: '/a', kind: 'doc' as const, source: 'content/x/a.md' },
    { path: '/a', kind: 'page' as const, source: 'site/pages/a.md' },
    { path: '/b', kind: 'doc' as const, source: 'content/x/b.md' },
  ];
  it('names both sources of a duplicate route', () => {
    const d = findDuplicateRoutes(routes, 'warn');
    expect(d).toHaveLength(1);
    expect(d[0].severity).toBe('warning');
    expect(d[0].message).toContain('content/x/a.md');
    expect(d[0].message).toContain('site/pages/a.md');
  });
  it('follows onDuplicateRoutes', () => {
    expect(findDuplicateRoutes(routes, 'throw')[0].severity).toBe('error');
    expect(findDuplicateRoutes(routes, 'ignore')).toEqual([]);
  });
});

describe('unsafeRouteReason', () => {
  it('accepts routes and route pieces, absolute or not', () => {
    for (const r of ['/', '/docs/a', 'search', 'a/b-c_d.e', '/v1.2/x', '...', 'a..b', '/%2e%2e']) expect(unsafeRouteReason(r), r).toBeUndefined();
  });
  it('refuses what could name a file outside the output folder', () => {
    for (const r of ['..', '/../x', 'a/../../b', '/a/./b', 'a/..', 'a\\b', '\\..\\x', 'a\0b', 'a\nb', 'a\u007fb', 'C:/x', 'c:x']) expect(unsafeRouteReason(r), JSON.stringify(r)).toBeDefined();
  });
});
