import { describe, expect, it } from 'vitest';
import { withToken } from './own-page.ts';

const text = (b: Uint8Array) => Buffer.from(b).toString('utf8');

describe('withToken', () => {
  it('writes the token into the root tag only', () => {
    const page = Buffer.from('<!DOCTYPE html><html lang="en" data-dev=""><body><p data-dev="">x</p></body></html>');
    expect(text(withToken(page, 'T0K'))).toBe('<!DOCTYPE html><html lang="en" data-dev="T0K"><body><p data-dev="">x</p></body></html>');
  });
  it('leaves a page without the attribute on its root tag as it is', () => {
    const page = Buffer.from('<!DOCTYPE html><html lang="en"><body><p data-dev="">x</p></body></html>');
    expect(withToken(page, 'T0K')).toBe(page);
  });
});
