// JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/).
import type { FeedAuthor, FeedData, FeedWriter } from './feed-data.ts';

const author = (a: FeedAuthor) => ({ name: a.name ?? a.email, url: a.url ?? (a.email ? `mailto:${a.email}` : undefined), avatar: a.avatar });

export const json: FeedWriter = (feed: FeedData) =>
  `${JSON.stringify(
    {
      version: 'https://jsonfeed.org/version/1.1',
      title: feed.title,
      home_page_url: feed.link,
      feed_url: feed.self,
      description: feed.description,
      favicon: feed.icon,
      language: feed.language,
      authors: [{ name: feed.publisher }],
      items: feed.items.map((item) => ({
        id: item.url,
        url: item.url,
        title: item.title,
        content_html: item.html,
        summary: item.description,
        image: item.image,
        date_published: item.date,
        authors: item.authors.length ? item.authors.map(author) : undefined,
        tags: item.tags.length ? item.tags : undefined,
      })),
    },
    null,
    2,
  )}\n`;
