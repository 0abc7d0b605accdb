import { useShell, useHref } from '../context.tsx';

export function NotFoundPage() {
  const { site } = useShell();
  const href = useHref();
  const sections = site.config.themeConfig.navbar.items.filter((i) => i.type === 'default' || i.type === 'doc');
  return (
    <main id="main-content" className="page-main not-found" tabIndex={-1}>
      <div className="container narrow">
        <h1>Page not found</h1>
        <p>We could not find a page at this address. It may have moved, or the link that brought you here may be wrong.</p>
        <p>Try one of these instead:</p>
        <ul className="not-found-links">
          <li>
            <a href={href('/')}>Home page</a>
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
              <a href={href(`/${site.config.themeConfig.search.searchPagePath}`)}>Search the documentation</a>
            </li>
          ) : null}
        </ul>
      </div>
    </main>
  );
}
