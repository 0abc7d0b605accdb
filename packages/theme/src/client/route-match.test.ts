import { describe, expect, it } from 'vitest';
import { LruMap } from './lru.ts';
import { createRouteMatcher, ROUTE_CACHE_LIMIT } from './route-match.ts';

describe('LruMap', () => {
  it('drops the least recently used entry when full', () => {
    const m = new LruMap<string, number>(2);
    m.set('a', 1);
    m.set('b', 2);
    m.get('a');
    m.set('c', 3);
    expect([m.has('a'), m.has('b'), m.has('c')]).toEqual([true, false, true]);
    expect(m.size).toBe(2);
  });
});

describe('route matching', () => {
  it('maps paths under baseUrl to routes and chunk URLs', () => {
    const { match } = createRouteMatcher('/');
    expect(match('/')).toEqual({ route: '/', chunk: '/__chunks/index.json' });
    expect(match('/docs/overview')).toEqual({ route: '/docs/overview', chunk: '/__chunks/docs/overview.json' });
    expect(match('/docs/overview/')).toEqual({ route: '/docs/overview', chunk: '/__chunks/docs/overview.json' });
  });

  it('respects baseUrl and leaves files and other paths alone', () => {
    const { match } = createRouteMatcher('/site/');
    expect(match('/site')).toEqual({ route: '/', chunk: '/site/__chunks/index.json' });
    expect(match('/site/guide/intro')?.chunk).toBe('/site/__chunks/guide/intro.json');
    expect(match('/other/page')).toBeNull();
    expect(match('/site/specs/api.yaml')).toBeNull();
    expect(match('/site/img/logo.png')).toBeNull();
    expect(match('/site/assets/sidebars/abc')).toBeNull();
  });

  it(`keeps at most ${ROUTE_CACHE_LIMIT} patterns, dropping the least recently used`, () => {
    const matcher = createRouteMatcher('/');
    for (let i = 0; i <= ROUTE_CACHE_LIMIT; i++) matcher.match(`/page-${i}`);
    expect(matcher.cache.size).toBe(ROUTE_CACHE_LIMIT);
    expect(matcher.cache.has('/page-0')).toBe(false);
    expect(matcher.cache.has(`/page-${ROUTE_CACHE_LIMIT}`)).toBe(true);
  });
});
