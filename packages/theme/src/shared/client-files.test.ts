import { describe, expect, it } from 'vitest';
import { chunkFile, sidebarFile } from './client-files.ts';

describe('client-side navigation files', () => {
  it("names a route's chunk after the route, the home page's index", () => {
    expect(chunkFile('/')).toBe('__chunks/index.json');
    expect(chunkFile('/docs/api/redoc')).toBe('__chunks/docs/api/redoc.json');
  });

  it('names a sidebar after its key', () => {
    expect(sidebarFile('3f2a9c')).toBe('assets/sidebars/3f2a9c.html');
  });
});
