import { describe, expect, it } from 'vitest';
import { isDetailsFile } from './api-details.ts';

const origin = 'https://docs.example.org';

describe('isDetailsFile', () => {
  it("takes the build's own details files, under any base URL", () => {
    expect(isDetailsFile(`${origin}/assets/api/3f347c682f.html`, origin, '/')).toBe(true);
    expect(isDetailsFile('/docs-site/assets/api/ad7d817f7d.html', origin, '/docs-site/')).toBe(true);
  });

  it('refuses another site, another path, and anything with a query or hash', () => {
    expect(isDetailsFile('https://evil.example/assets/api/3f347c682f.html', origin, '/')).toBe(false);
    expect(isDetailsFile(`${origin}/control`, origin, '/')).toBe(false);
    expect(isDetailsFile(`${origin}/uploads/assets/api/page.html`, origin, '/')).toBe(false);
    expect(isDetailsFile(`${origin}/assets/api/3f347c682f.html?x=1`, origin, '/')).toBe(false);
    expect(isDetailsFile(`${origin}/assets/api/3f347c682f.html#x`, origin, '/')).toBe(false);
    expect(isDetailsFile('javascript:alert(1)', origin, '/')).toBe(false);
  });

  // On a shared origin another path is another site: its files are not this build's.
  it("refuses a details-shaped path outside the site's base URL", () => {
    expect(isDetailsFile(`${origin}/uploads/assets/api/3f347c682f.html`, origin, '/')).toBe(false);
    expect(isDetailsFile(`${origin}/other-site/assets/api/3f347c682f.html`, origin, '/docs-site/')).toBe(false);
    expect(isDetailsFile(`${origin}/assets/api/3f347c682f.html`, origin, '/docs-site/')).toBe(false);
    expect(isDetailsFile(`${origin}/docs-site/assets/api/../../x/assets/api/3f347c682f.html`, origin, '/docs-site/')).toBe(false);
  });
});
