import { describe, expect, it } from 'vitest';
import { resolveRequestPath, splitTarget } from './resolve-path.ts';

describe('resolveRequestPath', () => {
  it('maps routes to files under the no-trailing-slash policy', () => {
    expect(resolveRequestPath('/')).toEqual({ kind: 'file', candidates: ['index.html'] });
    expect(resolveRequestPath('/docs/a')).toEqual({ kind: 'file', candidates: ['docs/a', 'docs/a.html', 'docs/a/index.html'] });
    expect(resolveRequestPath('/docs/a/')).toEqual({ kind: 'redirect', location: '/docs/a' });
  });
  it('refuses paths that could leave the output folder', () => {
    for (const p of ['/../etc/passwd', '/a/%2e%2e/%2e%2e/x', '/a\\..\\b', '/a%5c..%5cb', '/a%00.html', '/%E0%A4%A']) {
      expect(resolveRequestPath(p)).toEqual({ kind: 'bad' });
    }
  });
});

describe('splitTarget', () => {
  it('takes the path and query of an origin-form target, and nothing else', () => {
    expect(splitTarget('/docs/a?x=1')).toEqual({ pathname: '/docs/a', search: '?x=1' });
    expect(splitTarget('//')).toEqual({ pathname: '//', search: '' });
    for (const t of ['*', 'http://evil.example/', 'docs/a', '']) expect(splitTarget(t)).toBeUndefined();
  });
});

describe('redirects', () => {
  it('fold runs of slashes, so a redirect never names another host', () => {
    expect(resolveRequestPath('//')).toEqual({ kind: 'redirect', location: '/' });
    expect(resolveRequestPath('//evil.example/x')).toEqual({ kind: 'redirect', location: '/evil.example/x' });
    expect(resolveRequestPath('//evil.example/x/')).toEqual({ kind: 'redirect', location: '/evil.example/x' });
    expect(resolveRequestPath('/docs//a')).toEqual({ kind: 'redirect', location: '/docs/a' });
  });
});
