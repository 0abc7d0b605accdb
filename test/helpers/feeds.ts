// Feeds read back as a feed reader reads them: RSS 2.0 and Atom 1.0 parsed
// by a real XML parser (xast-util-from-xml, which refuses malformed XML),
// JSON Feed 1.1 parsed as JSON, and each checked for what its specification
// requires. Each function returns the problems it finds (none for a valid
// feed) and the items, for the tests to look at.
import type { Element, Root } from 'xast';
import { fromXml } from 'xast-util-from-xml';

export interface ReadFeed {
  problems: string[];
  items: Array<{ url: string; title: string; date: string; html: string; authors: string[]; tags: string[] }>;
  title?: string;
}

const elements = (node: Root | Element, name?: string): Element[] => (node.children as Root['children']).filter((c): c is Element => c.type === 'element' && (name === undefined || c.name === name));
const text = (node: Element | undefined): string => (node ? node.children.map((c) => (c.type === 'text' || c.type === 'cdata' ? c.value : c.type === 'element' ? text(c) : '')).join('') : '');
const child = (node: Element, name: string) => elements(node, name)[0];
/** RFC 3339, as Atom and JSON Feed write dates. */
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
/** RFC 822 (with RSS's four-digit years), as RSS writes dates. */
const RFC822 = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} (GMT|[+-]\d{4})$/;
const absolute = (url: string) => /^https?:\/\/[^/]/.test(url);

/** RSS 2.0 (rssboard.org/rss-specification): a channel with title, link and description; items with a title or description, guids, RFC 822 dates. */
export function readRss(xml: string): ReadFeed {
  const problems: string[] = [];
  const root = elements(fromXml(xml))[0];
  if (root?.name !== 'rss' || root.attributes.version !== '2.0') return { problems: ['the root is not <rss version="2.0">'], items: [] };
  const channels = elements(root, 'channel');
  if (channels.length !== 1) return { problems: [`${channels.length} channels`], items: [] };
  const channel = channels[0];
  for (const required of ['title', 'link', 'description']) if (!text(child(channel, required))) problems.push(`channel has no ${required}`);
  if (!absolute(text(child(channel, 'link')))) problems.push('channel link is not absolute');
  const items = elements(channel, 'item').map((item, i) => {
    if (!text(child(item, 'title')) && !text(child(item, 'description'))) problems.push(`item ${i} has neither title nor description`);
    const guid = child(item, 'guid');
    if (guid && guid.attributes.isPermaLink !== 'false' && !absolute(text(guid))) problems.push(`item ${i}'s permalink guid is not an absolute URL`);
    const date = text(child(item, 'pubDate'));
    if (date && !RFC822.test(date)) problems.push(`item ${i}'s pubDate "${date}" is not RFC 822`);
    return {
      url: text(child(item, 'link')),
      title: text(child(item, 'title')),
      date,
      html: text(child(item, 'content:encoded')),
      authors: elements(item)
        .filter((e) => e.name === 'author' || e.name === 'dc:creator')
        .map((a) => text(a)),
      tags: elements(item, 'category').map((c) => text(c)),
    };
  });
  return { problems, items, title: text(child(channel, 'title')) };
}

/** Atom 1.0 (RFC 4287): a feed and entries each with an id, title and updated date; every entry with an author, its own or the feed's. */
export function readAtom(xml: string): ReadFeed {
  const problems: string[] = [];
  const feed = elements(fromXml(xml))[0];
  if (feed?.name !== 'feed' || feed.attributes.xmlns !== 'http://www.w3.org/2005/Atom') return { problems: ['the root is not an Atom <feed>'], items: [] };
  for (const required of ['id', 'title', 'updated']) if (!text(child(feed, required))) problems.push(`feed has no ${required}`);
  if (!RFC3339.test(text(child(feed, 'updated')))) problems.push('feed updated is not RFC 3339');
  const feedAuthor = elements(feed, 'author').some((a) => text(child(a, 'name')));
  const items = elements(feed, 'entry').map((entry, i) => {
    for (const required of ['id', 'title', 'updated']) if (!text(child(entry, required))) problems.push(`entry ${i} has no ${required}`);
    if (!RFC3339.test(text(child(entry, 'updated')))) problems.push(`entry ${i}'s updated is not RFC 3339`);
    const authors = elements(entry, 'author').map((a) => text(child(a, 'name')));
    if (!feedAuthor && !authors.length) problems.push(`entry ${i} has no author, and the feed none`);
    const link = elements(entry, 'link').find((l) => (l.attributes.rel ?? 'alternate') === 'alternate');
    if (!link) problems.push(`entry ${i} has no alternate link`);
    const content = child(entry, 'content');
    if (content && content.attributes.type !== 'html') problems.push(`entry ${i}'s content is not type="html"`);
    return {
      url: String(link?.attributes.href ?? ''),
      title: text(child(entry, 'title')),
      date: text(child(entry, 'published')) || text(child(entry, 'updated')),
      html: text(content),
      authors,
      tags: elements(entry, 'category').map((c) => String(c.attributes.term ?? '')),
    };
  });
  return { problems, items, title: text(child(feed, 'title')) };
}

/** JSON Feed 1.1 (jsonfeed.org/version/1.1): version, title and items; each item an id and content_html or content_text, dates RFC 3339. */
export function readJsonFeed(json: string): ReadFeed {
  const problems: string[] = [];
  const feed = JSON.parse(json) as Record<string, unknown>;
  if (feed.version !== 'https://jsonfeed.org/version/1.1') problems.push(`version is ${JSON.stringify(feed.version)}`);
  if (typeof feed.title !== 'string' || !feed.title) problems.push('no title');
  if (!Array.isArray(feed.items)) return { problems: [...problems, 'no items'], items: [] };
  for (const key of ['home_page_url', 'feed_url']) if (feed[key] !== undefined && !absolute(String(feed[key]))) problems.push(`${key} is not absolute`);
  const items = (feed.items as Array<Record<string, unknown>>).map((item, i) => {
    if (typeof item.id !== 'string' || !item.id) problems.push(`item ${i} has no id string`);
    if (typeof item.content_html !== 'string' && typeof item.content_text !== 'string') problems.push(`item ${i} has neither content_html nor content_text`);
    for (const key of ['date_published', 'date_modified']) if (item[key] !== undefined && !RFC3339.test(String(item[key]))) problems.push(`item ${i}'s ${key} is not RFC 3339`);
    const authors = (item.authors ?? []) as Array<Record<string, unknown>>;
    if (!Array.isArray(authors) || authors.some((a) => a.name === undefined && a.url === undefined && a.avatar === undefined)) problems.push(`item ${i} has an author with no name, url or avatar`);
    return {
      url: String(item.url ?? ''),
      title: String(item.title ?? ''),
      date: String(item.date_published ?? ''),
      html: String(item.content_html ?? ''),
      authors: authors.map((a) => String(a.name ?? '')),
      tags: (item.tags ?? []) as string[],
    };
  });
  return { problems, items, title: String(feed.title) };
}
