import type { MarkdownPageData } from '@ctfdocs/core';
import { EditThisPage } from './EditThisPage.tsx';
import { TitledBody } from './TitledBody.tsx';
import { TocDesktop, TocMobile } from './Toc.tsx';

export function MarkdownPage({ page }: { page: MarkdownPageData }) {
  const toc = page.hideToc ? [] : page.toc;
  return (
    <main id="main-content" className="doc-main page-main" tabIndex={-1}>
      <div className="doc-container">
        <article className="doc-article">
          <TocMobile items={toc} />
          <TitledBody page={page} />
          {page.editUrl ? (
            <footer className="doc-footer">
              <EditThisPage href={page.editUrl} />
            </footer>
          ) : null}
        </article>
        <TocDesktop items={toc} />
      </div>
    </main>
  );
}
