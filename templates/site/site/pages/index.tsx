// The home page: a React component rendered to HTML at build time. It ships
// no JavaScript to the browser. Other pages in site/pages can be markdown.
import type { SiteData } from '@ctfdocs/core';
import { Link } from '@ctfdocs/theme';

export const meta = {
  description: 'Guides and reference for this project.',
};

export default function Home({ site }: { site: SiteData }) {
  return (
    <header className="hero">
      <h1 className="hero-title">{site.config.title}</h1>
      <p className="hero-subtitle">{site.config.tagline}</p>
      <div className="hero-buttons">
        <Link to="/docs/intro" className="button button-primary">
          Get started
        </Link>
        <Link to="/reference" className="button button-secondary">
          Reference
        </Link>
      </div>
    </header>
  );
}
