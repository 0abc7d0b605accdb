import { describe, expect, it } from 'vitest';
import { hostAllowed, hostName } from './http.ts';

describe('hostName', () => {
  it('reads the name of a well-formed Host header', () => {
    expect(hostName('LocalHost:3000')).toBe('localhost');
    expect(hostName('127.0.0.1')).toBe('127.0.0.1');
    expect(hostName('[::1]:3000')).toBe('[::1]');
  });
  it('refuses a missing or malformed one', () => {
    for (const h of [undefined, '', '[::1', '[', ':', 'localhost:', 'localhost:99999999', '127.0.0.1:abc', 'a b', 'user@localhost', 'localhost/x']) expect(hostName(h), String(h)).toBeUndefined();
  });
});

describe('hostAllowed', () => {
  it('answers only loopback names while bound to loopback', () => {
    expect(hostAllowed('localhost', '127.0.0.1')).toBe(true);
    expect(hostAllowed('docs.localhost', '127.0.0.1')).toBe(true);
    expect(hostAllowed('[::1]', '::1')).toBe(true);
    expect(hostAllowed('evil.example', '127.0.0.1')).toBe(false);
    expect(hostAllowed('127.0.0.1.evil.example', '127.0.0.1')).toBe(false);
    expect(hostAllowed('evil.example', '0.0.0.0')).toBe(true);
  });
});
