// A blog's feed as the writers of each format (rss.ts, atom.ts, json.ts)
// take it: every URL absolute, every title and description on one line.
import type { Root } from 'xast';
import { toXml } from 'xast-util-to-xml';

export interface FeedAuthor {
  name?: string;
  url?: string;
  email?: string;
  avatar?: string;
}

export interface FeedItem {
  /** The post's URL, which is also its id. */
  url: string;
  title: string;
  /** ISO 8601. */
  date: string;
  description?: string;
  /** The post's content as readers see it, URLs made absolute. */
  html: string;
  authors: FeedAuthor[];
  tags: string[];
  image?: string;
}

export interface FeedData {
  title: string;
  description: string;
  /** The blog's URL. */
  link: string;
  /** Each format's own URL, by format. */
  self: string;
  /** The newest post's date: feed readers ask whether anything changed by it. */
  updated: string;
  language: string;
  copyright?: string;
  /** The site's favicon, as an absolute URL. */
  icon?: string;
  /** Who publishes the feed (the site): Atom asks for an author where entries have none. */
  publisher: string;
  items: FeedItem[];
}

export type FeedWriter = (feed: FeedData) => string;

/**
 * The document as XML text. The serializer escapes `<` and `&` but leaves
 * `]]>`, which XML forbids in text: its `>` is escaped here (the serializer
 * writes no CDATA sections of its own, so every `]]>` is text or an attribute
 * value, where `&gt;` reads the same).
 */
export function xmlDocument(tree: Root): string {
  return `${toXml(tree).replace(/]]>/g, ']]&gt;')}\n`;
}

/** Characters XML 1.0 cannot hold, even escaped (control characters, lone surrogates): page content may have them. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text an XML document can hold. */
export function xmlText(text: string): string {
  return text.replace(NOT_XML, '\uFFFD');
}
