import { describe, expect, it } from 'vitest';
import { parsePostFileName } from './file-name.ts';

describe("a post's file name", () => {
  it('gives an undated post its path as route', () => {
    expect(parsePostFileName('some-post.md')).toEqual({ text: 'some-post', slug: '/some-post' });
    expect(parsePostFileName('some-post/index.md')).toEqual({ text: 'some-post', slug: '/some-post' });
    expect(parsePostFileName('some-post/some-file.mdx')).toEqual({ text: 'some-post/some-file', slug: '/some-post/some-file' });
  });

  it("dates a post by the date in its file or folder names, as Docusaurus does, and makes the date the route's first segments", () => {
    const may12 = new Date('2021-05-12T00:00:00Z');
    for (const name of [
      '2021-05-12-announcing-docusaurus-two-beta.md',
      '2021-05-12-announcing-docusaurus-two-beta/index.md',
      '2021/05/12/announcing-docusaurus-two-beta/index.md',
      '2021/05-12-announcing-docusaurus-two-beta/index.md',
    ]) {
      expect(parsePostFileName(name), name).toEqual({ date: may12, text: 'announcing-docusaurus-two-beta', slug: '/2021/05/12/announcing-docusaurus-two-beta' });
    }
    expect(parsePostFileName('2021/05/12/launch/part/two.md')).toEqual({ date: may12, text: 'launch/part/two', slug: '/2021/05/12/launch/part/two' });
    expect(parsePostFileName('team-a/2021/05/12/launch/index.md')).toEqual({ date: may12, text: 'launch', slug: '/2021/05/12/team-a/launch' });
  });

  it('reads a name whose date does not exist as undated', () => {
    expect(parsePostFileName('2021-02-30-leap.md')).toEqual({ text: '2021-02-30-leap', slug: '/2021-02-30-leap' });
  });
});
