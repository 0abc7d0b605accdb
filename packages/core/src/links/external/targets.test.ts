import { describe, expect, it } from 'vitest';
import { checkedUrl, isLocalOrReserved } from './targets.ts';

describe('checkedUrl', () => {
  it('drops the fragment, reads protocol-relative links as https, and refuses other schemes and malformed URLs', () => {
    expect(checkedUrl('https://ctfd.io/docs#install')).toBe('https://ctfd.io/docs');
    expect(checkedUrl('//cdn.ctfd.io/a.js')).toBe('https://cdn.ctfd.io/a.js');
    expect(checkedUrl('HTTP://CTFd.io')).toBe('http://ctfd.io/');
    expect(checkedUrl('mailto:a@ctfd.io')).toBeUndefined();
    expect(checkedUrl('https://')).toBeUndefined();
  });
});

describe('isLocalOrReserved', () => {
  it.each([
    'http://localhost:8000/admin',
    'http://app.localhost/',
    'http://127.0.0.1:4000',
    'http://10.1.2.3/',
    'http://172.20.0.5/',
    'http://192.168.1.1/',
    'http://169.254.169.254/latest/meta-data',
    'http://0.0.0.0:8000',
    'http://[::1]:8000/',
    'http://[fd00::1]/',
    'http://[::ffff:127.0.0.1]/',
    'https://example.com/x',
    'https://www.example.org/',
    'https://ctf.example/',
    'http://ctfd.test/',
    'http://nowhere.invalid/',
    'http://printer.local/',
  ])('skips %s', (url) => {
    expect(isLocalOrReserved(url)).toBe(true);
  });

  it.each(['https://ctfd.io/', 'https://github.com/CTFd/CTFd', 'http://8.8.8.8/', 'https://example.community/', 'https://172.32.0.1/', 'https://[2606:4700::1111]/'])('checks %s', (url) => {
    expect(isLocalOrReserved(url)).toBe(false);
  });
});
