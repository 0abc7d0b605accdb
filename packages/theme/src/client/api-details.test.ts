import { describe, expect, it } from 'vitest';
import { isDetailsFile } from './api-details.ts';

const origin = 'https://docs.example.org';

describe('isDetailsFile', () => {
  it("takes the build's own details files, under any base URL", () => {
    expect(isDetailsFile(`${origin}/assets/api/3f347c682f.html`, origin)).toBe(true);
    expect(isDetailsFile('/docs-site/assets/api/ad7d817f7d.html', origin)).toBe(true);
  });

  it('refuses another site, another path, and anything with a query or hash', () => {
    expect(isDetailsFile('https://evil.example/assets/api/3f347c682f.html', origin)).toBe(false);
    expect(isDetailsFile(`${origin}/control`, origin)).toBe(false);
    expect(isDetailsFile(`${origin}/uploads/assets/api/page.html`, origin)).toBe(false);
    expect(isDetailsFile(`${origin}/assets/api/3f347c682f.html?x=1`, origin)).toBe(false);
    expect(isDetailsFile(`${origin}/assets/api/3f347c682f.html#x`, origin)).toBe(false);
    expect(isDetailsFile('javascript:alert(1)', origin)).toBe(false);
  });
});
