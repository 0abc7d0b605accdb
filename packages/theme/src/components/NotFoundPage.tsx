import { useShell, useHref, useText } from '../context.tsx';
import { overridable } from '../theme-components/overridable.tsx';

function ThemeNotFoundPage() {
  const { site } = useShell();
  const href = useHref();
  const text = useText();
  const sections = site.config.themeConfig.navbar.items.filter((i) => i.type === 'default' || i.type === 'doc');
  return (
    <main id="main-content" className="page-main not-found" tabIndex={-1}>
      <div className="container narrow">
        <h1>{text('theme.NotFound.title')}</h1>
        <p>{text('theme.NotFound.p1')}</p>
        <p>{text('ctfdocs.NotFound.suggestions')}</p>
        <ul className="not-found-links">
          <li>
            <a href={href('/')}>{text('theme.docs.breadcrumbs.home')}</a>
          </li>
          {sections.map((item) => {
            const inst = site.instances.find((i) => i.id === (item.docsPluginId ?? site.instances[0]?.id));
            const to = item.type === 'doc' ? inst?.docRoutes[item.docId ?? ''] : item.to;
            return to ? (
              <li key={to}>
                <a href={href(to)}>{item.label}</a>
              </li>
            ) : null;
          })}
          {site.config.themeConfig.search ? (
            <li>
              <a href={href(`/${site.config.themeConfig.search.searchPagePath}`)}>{text('theme.SearchPage.emptyResultsTitle')}</a>
            </li>
          ) : null}
        </ul>
      </div>
    </main>
  );
}

export const NotFoundPage = overridable('NotFound', ThemeNotFoundPage);
