// RSS 2.0 (https://www.rssboard.org/rss-specification), with the content
// of each post in content:encoded and the feed's own URL as atom:link, as
// the RSS Advisory Board recommends.
import { x } from 'xastscript';
import type { Element } from 'xast';
import { xmlDocument, xmlText, type FeedData, type FeedWriter } from './feed-data.ts';

const el = (name: string, text: string | undefined): Element[] => (text === undefined ? [] : [x(name, xmlText(text))]);

export const rss: FeedWriter = (feed: FeedData) => {
  const channel = x('channel', [
    ...el('title', feed.title),
    ...el('link', feed.link),
    ...el('description', feed.description),
    x('atom:link', { href: feed.self, rel: 'self', type: 'application/rss+xml' }),
    ...el('language', feed.language),
    ...el('copyright', feed.copyright),
    ...el('lastBuildDate', new Date(feed.updated).toUTCString()),
    ...el('generator', 'ctfdocs'),
    ...feed.items.map((item) =>
      x('item', [
        ...el('title', item.title),
        ...el('link', item.url),
        x('guid', { isPermaLink: 'true' }, xmlText(item.url)),
        ...el('pubDate', new Date(item.date).toUTCString()),
        ...el('description', item.description),
        x('content:encoded', xmlText(item.html)),
        // RSS names an author by email address; names alone go in dc:creator.
        ...item.authors.flatMap((a) => (a.email ? el('author', `${a.email}${a.name ? ` (${a.name})` : ''}`) : el('dc:creator', a.name))),
        ...item.tags.flatMap((t) => el('category', t)),
      ]),
    ),
  ]);
  const tree = x(null, [
    { type: 'instruction', name: 'xml', value: 'version="1.0" encoding="utf-8"' },
    x('rss', { version: '2.0', 'xmlns:atom': 'http://www.w3.org/2005/Atom', 'xmlns:content': 'http://purl.org/rss/1.0/modules/content/', 'xmlns:dc': 'http://purl.org/dc/elements/1.1/' }, [channel]),
  ]);
  return xmlDocument(tree);
};
