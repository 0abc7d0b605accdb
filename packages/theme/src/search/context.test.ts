import { describe, expect, it } from 'vitest';
import { testSite as site, testVersion as version } from '../search-providers/testing.ts';
import { recordContextsOf, searchContextOf } from './context.ts';

describe('search contexts', () => {
  const guide = [version('1.0', true), version('current', false)];

  it('keys a doc by its locale and version, and other pages by the latest version', () => {
    const ar = site('ar', { guide });
    expect(searchContextOf(ar, 'current')).toBe('ar-current');
    expect(searchContextOf(ar, '1.0')).toBe('ar-1.0');
    expect(searchContextOf(ar)).toBe('ar-1.0');
    expect(recordContextsOf(ar, { instanceId: 'guide', version: 'current' })).toEqual(['ar-current']);
    expect(recordContextsOf(ar, { instanceId: 'guide', version: '1.0' })).toEqual(['ar-1.0']);
    expect(recordContextsOf(ar)).toEqual(['ar-1.0', 'ar-current']);
  });

  it('puts the latest docs of an instance into the versions it lacks', () => {
    const two = site('en', { guide, api: [version('current', true)] });
    expect(recordContextsOf(two, { instanceId: 'api', version: 'current' })).toEqual(['en-current', 'en-1.0']);
    expect(recordContextsOf(two, { instanceId: 'guide', version: '1.0' })).toEqual(['en-1.0']);
  });

  it('uses `<locale>-current` on a site without docs', () => {
    const plain = site('fr', {});
    expect(searchContextOf(plain)).toBe('fr-current');
    expect(recordContextsOf(plain)).toEqual(['fr-current']);
  });

  it('has one context for everything when contextualSearch is false', () => {
    const off = site('ar', { guide }, { contextualSearch: false });
    expect(searchContextOf(off, 'current')).toBe('all');
    expect(recordContextsOf(off, { instanceId: 'guide', version: 'current' })).toEqual(['all']);
    expect(recordContextsOf(off)).toEqual(['all']);
  });

  it('has no context without search', () => {
    expect(searchContextOf(site('en', { guide }, null))).toBeUndefined();
  });
});
