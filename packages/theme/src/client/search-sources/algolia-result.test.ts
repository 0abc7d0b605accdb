import { describe, expect, it } from 'vitest';
import { algoliaResult, localHref, sectionsOf, unmark, type DocSearchHit } from './algolia-result.ts';

const PAGE = 'http://localhost:3000/docs/intro';

const hierarchy = (...levels: string[]) => Object.fromEntries(['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'].map((l, i) => [l, levels[i] ?? null]));
const marked = (...levels: string[]) => ({ hierarchy: Object.fromEntries(levels.map((v, i) => [`lvl${i}`, { value: v }])) });

describe('unmark', () => {
  it('gives the text with escapes undone, and the whole words a highlight touches', () => {
    expect(unmark('Send <mark>notif</mark>ications &amp; <mark>e-mail</mark> to &lt;all&gt;')).toEqual({ text: 'Send notifications & e-mail to <all>', marked: ['notifications', 'e', 'mail'] });
    expect(unmark('no match here')).toEqual({ text: 'no match here', marked: [] });
  });
});

describe('localHref', () => {
  it("keeps an indexed URL's path and fragment, so a reader stays on the site they are on", () => {
    expect(localHref('https://docs.example.com/docs/setup?utm=1#install', PAGE)).toBe('/docs/setup#install');
    expect(localHref('/docs/setup', PAGE)).toBe('/docs/setup');
    expect(localHref('javascript:alert(1)', PAGE)).toBeUndefined();
    expect(localHref('http://[bad', PAGE)).toBeUndefined();
  });
});

describe('algoliaResult', () => {
  const hits: DocSearchHit[] = [
    {
      url: 'https://docs.example.com/docs/notifications',
      type: 'lvl1',
      content: null,
      hierarchy: hierarchy('Guide', 'Notifications'),
      _highlightResult: marked('Guide', '<mark>Notifications</mark>'),
    },
    {
      url: 'https://docs.example.com/docs/notifications#email',
      type: 'lvl2',
      content: null,
      hierarchy: hierarchy('Guide', 'Notifications', 'Email'),
      _highlightResult: marked('Guide', '<mark>Notifications</mark>', 'Email'),
    },
    {
      url: 'https://docs.example.com/docs/notifications#email',
      type: 'content',
      content: 'Players get an email for each notification.',
      hierarchy: hierarchy('Guide', 'Notifications', 'Email'),
      _highlightResult: marked('Guide', '<mark>Notifications</mark>', 'Email'),
      _snippetResult: { content: { value: '… get an email for each <mark>notif</mark>ication &lt;b&gt;.' } },
    },
  ];

  it('titles each record by its own level (body text by the heading above it), under the levels above, with its snippet', () => {
    const result = algoliaResult('notif', { hits, nbHits: 42 }, PAGE);
    expect(result.hits).toEqual([
      { title: 'Notifications', url: '/docs/notifications', hierarchy: ['Guide'], text: '' },
      { title: 'Email', url: '/docs/notifications#email', hierarchy: ['Guide', 'Notifications'], text: '' },
      { title: 'Email', url: '/docs/notifications#email', hierarchy: ['Guide', 'Notifications'], text: '… get an email for each notification <b>.' },
    ]);
    expect(result).toMatchObject({ query: 'notif', complete: true, total: 42 });
  });

  it('gives the matched words as terms, as the local index would write them', () => {
    expect(algoliaResult('notif', { hits, nbHits: 3 }, PAGE).terms.sort()).toEqual(['notification']);
  });

  it("leaves out a record without a heading or with an URL that is no page's, and falls back to the raw values", () => {
    const odd: DocSearchHit[] = [
      { url: 'javascript:alert(1)', type: 'lvl1', hierarchy: hierarchy('Guide', 'Evil') },
      { url: 'https://docs.example.com/x', type: 'content', hierarchy: {} },
      { url: 'https://docs.example.com/docs/a#b', type: 'content', content: 'Plain body.', hierarchy: hierarchy('Guide', 'A', null as unknown as string, 'Deep') },
    ];
    expect(algoliaResult('q', { hits: odd, nbHits: 3 }, PAGE).hits).toEqual([{ title: 'Deep', url: '/docs/a#b', hierarchy: ['Guide', 'A'], text: 'Plain body.' }]);
  });

  it('names the sections its hits are in, each once', () => {
    expect(sectionsOf({ hits: [...hits, { url: '/x', hierarchy: hierarchy('API') }], nbHits: 4 })).toEqual(['Guide', 'API']);
  });
});
