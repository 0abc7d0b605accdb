// The page the plugin adds, rendered to HTML at build time (no React reaches
// the browser). `meta` gives the page its <title> and description.
import type { ReactNode } from 'react';

interface Props {
  title: string;
  links: Array<{ title: string; url: string }>;
}

export const meta = (props: Props) => ({ title: props.title, description: `${props.links.length} links the team keeps.` });

export default function LinksPage({ title, links }: Props): ReactNode {
  return (
    <article className="container">
      <h1>{title}</h1>
      <ul>
        {links.map((link) => (
          <li key={link.url}>
            <a href={link.url}>{link.title}</a>
          </li>
        ))}
      </ul>
    </article>
  );
}
