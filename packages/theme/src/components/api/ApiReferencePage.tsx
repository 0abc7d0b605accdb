import type { ApiReferencePageData } from '@ctfdocs/core';
import { DOC_SIDEBAR } from '../../shared/shell-classes.ts';
import { MarkdownTrees } from './markdown-trees.ts';
import { OperationIndex } from './OperationIndex.tsx';
import { OverviewHeader } from './OverviewHeader.tsx';
import { TagNav } from './TagNav.tsx';
import { TagPageLead } from './TagPageLead.tsx';
import { TagSection } from './TagSection.tsx';

/** `detailsUrls`: operation id → the file with its details, for a reference too large to carry them in the page. */
export function ApiReferencePage({ page, detailsUrls }: { page: ApiReferencePageData; detailsUrls?: ReadonlyMap<string, string> }) {
  const { api } = page;
  const overview = !page.tagPages || api.tags.length === 0;
  return (
    <MarkdownTrees.Provider value={api.markdown}>
      <div className="doc-page has-sidebar api-page">
        <aside className={DOC_SIDEBAR} aria-label="API operations">
          <TagNav page={page} />
        </aside>
        <main id="main-content" className="doc-main" tabIndex={-1}>
          <div className="api-container">
            {overview ? <OverviewHeader page={page} /> : <TagPageLead page={page} />}
            {page.tagPages && overview ? <OperationIndex tagPages={page.tagPages} /> : null}
            {api.tags.map((tag) => (
              <TagSection key={tag.slug} tag={tag} api={api} ownPage={page.tagPages !== undefined} detailsUrls={detailsUrls} />
            ))}
          </div>
        </main>
      </div>
    </MarkdownTrees.Provider>
  );
}
