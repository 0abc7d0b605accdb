import type { ApiReferencePageData } from '@ctfdocs/core';
import { BaseUrl } from './BaseUrl.tsx';
import { Prose } from './Prose.tsx';
import { SecurityScheme } from './SecurityScheme.tsx';

/** The head of a reference's first page: title, version and download, descriptions, base URL, authentication. */
export function OverviewHeader({ page }: { page: ApiReferencePageData }) {
  const { api } = page;
  const server = api.servers[0] ?? '';
  return (
    <header className="markdown">
      <h1>{page.title}</h1>
      <p className="api-version">
        {api.title} {api.version ? <>· version {api.version}</> : null}
        {page.specUrl ? (
          <>
            {' '}
            ·{' '}
            <a className="api-download" href={page.specUrl} download={page.source.split('/').pop()?.split('?')[0] || true}>
              Download the API description
            </a>
          </>
        ) : null}
      </p>
      <Prose text={page.description} />
      {api.description !== page.description ? <Prose text={api.description} /> : null}
      {server ? <BaseUrl server={server} /> : null}
      {api.security.map((s) => (
        <SecurityScheme key={s.name} scheme={s} />
      ))}
    </header>
  );
}
