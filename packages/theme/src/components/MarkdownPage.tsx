import type { MarkdownPageData } from '@ctfdocs/core';
import { EditThisPage } from './EditThisPage.tsx';
import { Markdown } from './Markdown.tsx';
import { TocDesktop, TocMobile } from './Toc.tsx';

export function MarkdownPage({ page }: { page: MarkdownPageData }) {
  const toc = page.hideToc ? [] : page.toc;
  return (
    <main id="main-content" className="doc-main page-main" tabIndex={-1}>
      <div className="doc-container">
        <article className="doc-article">
          <TocMobile items={toc} />
          <div className="markdown">
            {/* The body's own h1 is the page's title, as in Docusaurus; hide_title hides only the title the theme draws. */}
            {page.hideTitle || page.compiled.title !== undefined ? null : (
              <header>
                <h1>{page.title}</h1>
              </header>
            )}
            <Markdown hast={page.compiled.hast} />
          </div>
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
