import type { MarkdownPageData } from '@ctfdocs/core';
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
            {page.compiled.title === undefined ? (
              <header>
                <h1>{page.title}</h1>
              </header>
            ) : null}
            <Markdown hast={page.compiled.hast} />
          </div>
        </article>
        <TocDesktop items={toc} />
      </div>
    </main>
  );
}
