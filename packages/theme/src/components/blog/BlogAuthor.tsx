import type { BlogAuthor as Author } from '@ctfdocs/core';
import { Link } from '../Link.tsx';

/** Platforms as their owners write them; others by the key the authors file gives. */
const PLATFORMS: Record<string, string> = {
  x: 'X',
  twitter: 'Twitter',
  github: 'GitHub',
  linkedin: 'LinkedIn',
  stackoverflow: 'Stack Overflow',
  bluesky: 'Bluesky',
  instagram: 'Instagram',
  threads: 'Threads',
  twitch: 'Twitch',
  youtube: 'YouTube',
  mastodon: 'Mastodon',
  newsletter: 'Newsletter',
};

/** Where an author's name leads: their page on the blog, else their own address, else their email. */
export function authorLink(author: Author): string | undefined {
  return author.page ?? author.url ?? (author.email ? `mailto:${author.email}` : undefined);
}

/** A post's author: picture, name (linked), title and profiles, as Docusaurus shows them; on the author's own page, the name is the page's heading. */
export function BlogAuthor({ author, large, heading }: { author: Author; large?: boolean; heading?: boolean }) {
  const to = authorLink(author);
  const name = author.name ?? author.key;
  const size = large ? 64 : 40;
  return (
    <div className={`blog-author${large ? ' blog-author-large' : ''}`}>
      {author.imageURL ? <img className="blog-author-image" src={author.imageURL} alt="" width={size} height={size} loading="lazy" /> : null}
      <div className="blog-author-info">
        {heading ? <h1 className="blog-author-name">{name}</h1> : name ? <span className="blog-author-name">{to ? <Link to={to}>{name}</Link> : name}</span> : null}
        {author.title ? <span className="blog-author-title">{author.title}</span> : null}
        {author.socials ? (
          <ul className="blog-author-socials">
            {Object.entries(author.socials).map(([platform, url]) => (
              <li key={platform}>
                <Link to={url}>{PLATFORMS[platform] ?? platform}</Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
