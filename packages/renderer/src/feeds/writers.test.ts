// Each feed format, read back by a real parser: what a post's page content
// and front matter hold (markup, control characters, CDATA ends, line
// breaks) arrives as the same text, and the feed stays well formed.
import { describe, expect, it } from 'vitest';
import { readAtom, readJsonFeed, readRss } from '../../../../test/helpers/feeds.ts';
import type { FeedData } from './feed-data.ts';
import { FEED_WRITERS } from './index.ts';

const hostile = 'Tom & Jerry <script>alert(1)</script> ]]> "quoted" \u0001bell';
const feed: FeedData = {
  title: 'Site & Co',
  description: 'Notes',
  link: 'https://example.com/blog',
  self: 'https://example.com/blog/feed',
  updated: '2024-05-02T00:00:00.000Z',
  language: 'en',
  copyright: '© 2024',
  icon: 'https://example.com/favicon.ico',
  publisher: 'Site & Co',
  items: [
    {
      url: 'https://example.com/blog/2024/05/02/b?x=1&y=2',
      title: hostile,
      date: '2024-05-02T00:00:00.000Z',
      description: 'Second',
      html: `<p>${hostile.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p><img src="https://example.com/a.png">`,
      authors: [
        { name: 'Ada', url: 'https://example.com/blog/authors/ada', avatar: 'https://example.com/ada.png' },
        { name: 'Grace', email: 'grace@example.com' },
      ],
      tags: ['news', 'a & b'],
      image: 'https://example.com/cover.png',
    },
    { url: 'https://example.com/blog/a', title: 'First', date: '2024-05-01T00:00:00.000Z', html: '<p>One</p>', authors: [], tags: [] },
  ],
};
const cleaned = hostile.replace('\u0001', '\uFFFD');

describe('feed writers', () => {
  it('write RSS 2.0 that parses, with every required element and the text as given', () => {
    const read = readRss(FEED_WRITERS.rss(feed));
    expect(read.problems).toEqual([]);
    expect(read.title).toBe('Site & Co');
    expect(read.items.map((i) => [i.url, i.title, i.date, i.authors, i.tags])).toEqual([
      ['https://example.com/blog/2024/05/02/b?x=1&y=2', cleaned, 'Thu, 02 May 2024 00:00:00 GMT', ['Ada', 'grace@example.com (Grace)'], ['news', 'a & b']],
      ['https://example.com/blog/a', 'First', 'Wed, 01 May 2024 00:00:00 GMT', [], []],
    ]);
    expect(read.items[0].html).toContain('&lt;script>');
  });

  it('write Atom 1.0 that parses, the site as the author of entries that name none', () => {
    const xml = FEED_WRITERS.atom(feed);
    const read = readAtom(xml);
    expect(read.problems).toEqual([]);
    expect(read.items.map((i) => [i.url, i.title, i.date, i.authors, i.tags])).toEqual([
      ['https://example.com/blog/2024/05/02/b?x=1&y=2', cleaned, '2024-05-02T00:00:00.000Z', ['Ada', 'Grace'], ['news', 'a & b']],
      ['https://example.com/blog/a', 'First', '2024-05-01T00:00:00.000Z', [], []],
    ]);
    expect(readAtom(xml.replace(/<author>.*?<\/author>/, '')).problems).toEqual(['entry 1 has no author, and the feed none']);
  });

  it('write JSON Feed 1.1 with its required fields', () => {
    const text = FEED_WRITERS.json(feed);
    const read = readJsonFeed(text);
    expect(read.problems).toEqual([]);
    expect(read.items.map((i) => [i.url, i.title, i.authors])).toEqual([
      ['https://example.com/blog/2024/05/02/b?x=1&y=2', hostile, ['Ada', 'Grace']],
      ['https://example.com/blog/a', 'First', []],
    ]);
    expect(JSON.parse(text).items[1]).toEqual({
      id: 'https://example.com/blog/a',
      url: 'https://example.com/blog/a',
      title: 'First',
      content_html: '<p>One</p>',
      date_published: '2024-05-01T00:00:00.000Z',
    });
    expect(JSON.parse(text).items[0].authors[1]).toEqual({ name: 'Grace', url: 'mailto:grace@example.com' });
  });
});
