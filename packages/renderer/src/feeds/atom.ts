// Atom 1.0 (RFC 4287). Every entry has an author: its own, or the site as
// the feed's, which RFC 4287 asks for when an entry names none.
import { x } from 'xastscript';
import type { Element } from 'xast';
import { xmlDocument, xmlText, type FeedAuthor, type FeedData, type FeedWriter } from './feed-data.ts';

const el = (name: string, text: string | undefined, attrs: Record<string, string> = {}): Element[] => (text === undefined ? [] : [x(name, attrs, xmlText(text))]);

const author = (a: FeedAuthor): Element[] => (a.name || a.email ? [x('author', [...el('name', a.name ?? a.email), ...el('uri', a.url), ...el('email', a.email)])] : []);

export const atom: FeedWriter = (feed: FeedData) => {
  const tree = x(null, [
    { type: 'instruction', name: 'xml', value: 'version="1.0" encoding="utf-8"' },
    x('feed', { xmlns: 'http://www.w3.org/2005/Atom', 'xml:lang': feed.language }, [
      ...el('id', feed.link),
      ...el('title', feed.title),
      ...el('subtitle', feed.description),
      ...el('updated', feed.updated),
      x('link', { rel: 'alternate', href: feed.link }),
      x('link', { rel: 'self', href: feed.self }),
      ...author({ name: feed.publisher }),
      ...el('rights', feed.copyright),
      ...el('icon', feed.icon),
      ...el('generator', 'ctfdocs'),
      ...feed.items.map((item) =>
        x('entry', [
          ...el('id', item.url),
          ...el('title', item.title, { type: 'text' }),
          x('link', { rel: 'alternate', href: item.url }),
          ...el('published', item.date),
          ...el('updated', item.date),
          ...el('summary', item.description, { type: 'text' }),
          ...el('content', item.html, { type: 'html' }),
          ...item.authors.flatMap(author),
          ...item.tags.map((t) => x('category', { term: xmlText(t) })),
        ]),
      ),
    ]),
  ]);
  return xmlDocument(tree);
};
