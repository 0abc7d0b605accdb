import type { ReactNode } from 'react';
import type { DocPageData, GeneratedIndexData } from '@ctfdocs/core';
import { useShell, useHref, useText } from '../context.tsx';
import { TitledBody } from './TitledBody.tsx';
import { DocSidebar } from './Sidebar.tsx';
import { TocDesktop, TocMobile } from './Toc.tsx';
import { VersionBanner } from './VersionBanner.tsx';
import { findSidebar } from '../versions.ts';
import { PageActions } from './PageActions.tsx';
import { PageFooter } from './PageFooter.tsx';
import { PaginationNav } from './PaginationNav.tsx';
import { TagList } from './TagList.tsx';
import { UnlistedBanner } from './UnlistedBanner.tsx';
import { SidebarHideButtons } from './SidebarHideButtons.tsx';
import { overridable } from '../theme-components/overridable.tsx';

/** Docusaurus's DocBreadcrumbs: home, the categories above the page, then the page. */
function ThemeDocBreadcrumbs({ items, current }: { items: DocPageData['breadcrumbs']; current: string }) {
  const href = useHref();
  const text = useText();
  return (
    <nav className="breadcrumbs" aria-label={text('theme.docs.breadcrumbs.navAriaLabel')}>
      <ol>
        <li>
          <a href={href('/')} className="breadcrumbs-home">
            <span className="visually-hidden">{text('theme.docs.breadcrumbs.home')}</span>
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <path
                fill="currentColor"
                d="M10 19v-5h4v5c0 .55.45 1 1 1h3c.55 0 1-.45 1-1v-7h1.7c.46 0 .68-.57.33-.87L12.67 3.6c-.38-.34-.96-.34-1.34 0l-8.36 7.53c-.34.3-.13.87.33.87H5v7c0 .55.45 1 1 1h3c.55 0 1-.45 1-1z"
              />
            </svg>
          </a>
        </li>
        {items.map((b, i) => (
          <li key={i}>{b.href ? <a href={href(b.href)}>{b.label}</a> : <span>{b.label}</span>}</li>
        ))}
        <li aria-current="page">
          <span>{current}</span>
        </li>
      </ol>
    </nav>
  );
}

/** Docusaurus's DocPaginator: the previous and next docs of the sidebar. */
function ThemeDocPaginator({ prev, next }: Pick<DocPageData, 'prev' | 'next'>) {
  const text = useText();
  return (
    <PaginationNav
      label={text('theme.docs.paginator.navAriaLabel')}
      prev={prev && { ...prev, sublabel: text('theme.docs.paginator.previous') }}
      next={next && { ...next, sublabel: text('theme.docs.paginator.next') }}
    />
  );
}

/** The docs layout: the instance's sidebar beside the main column. */
function DocShell({ instanceId, version, sidebarId, children, aside }: { instanceId: string; version: string; sidebarId?: string; children: ReactNode; aside?: ReactNode }) {
  const { site } = useShell();
  const sidebar = findSidebar(site, instanceId, version, sidebarId);
  const { hideable, autoCollapseCategories } = site.config.themeConfig.docs.sidebar;
  return (
    <div className={`doc-page ${sidebar ? 'has-sidebar' : ''}`} data-auto-collapse-categories={sidebar && autoCollapseCategories ? '' : undefined}>
      {sidebar && hideable ? (
        // The buttons stay at the foot of the sidebar as it scrolls with the page.
        <div className="doc-sidebar-container">
          <DocSidebar items={sidebar} />
          <SidebarHideButtons />
        </div>
      ) : sidebar ? (
        <DocSidebar items={sidebar} />
      ) : null}
      <main id="main-content" className="doc-main" tabIndex={-1}>
        <div className="doc-container">
          <article className="doc-article">{children}</article>
          {aside}
        </div>
      </main>
    </div>
  );
}

export const DocBreadcrumbs = overridable('DocBreadcrumbs', ThemeDocBreadcrumbs);
export const DocPaginator = overridable('DocPaginator', ThemeDocPaginator);

/** Docusaurus's DocItem/Footer: under a doc, its tags, then the edit link and the last update. */
function ThemeDocItemFooter({ tags, editUrl, lastUpdate }: Pick<DocPageData, 'tags' | 'editUrl' | 'lastUpdate'>) {
  return (
    <>
      <TagList tags={tags} />
      <PageFooter editUrl={editUrl} lastUpdate={lastUpdate} />
    </>
  );
}

export const DocItemFooter = overridable('DocItem/Footer', ThemeDocItemFooter);

export function DocPage({ page }: { page: DocPageData }) {
  const toc = page.hideToc ? [] : page.toc;
  return (
    <DocShell instanceId={page.instanceId} version={page.version} sidebarId={page.sidebarId} aside={<TocDesktop items={toc} />}>
      <VersionBanner instanceId={page.instanceId} version={page.version} docId={page.docId} />
      {page.flags.unlisted ? <UnlistedBanner /> : null}
      <DocBreadcrumbs items={page.breadcrumbs} current={page.title} />
      <PageActions page={page} />
      <TocMobile items={toc} />
      <TitledBody page={page} />
      <DocItemFooter tags={page.tags} editUrl={page.editUrl} lastUpdate={page.lastUpdate} />
      <DocPaginator prev={page.prev} next={page.next} />
    </DocShell>
  );
}

export function GeneratedIndexPage({ page }: { page: GeneratedIndexData }) {
  return (
    <DocShell instanceId={page.instanceId} version={page.version} sidebarId={page.sidebarId}>
      <VersionBanner instanceId={page.instanceId} version={page.version} />
      <DocBreadcrumbs items={page.breadcrumbs} current={page.title} />
      <div className="markdown">
        <header>
          <h1>{page.title}</h1>
        </header>
        {page.description ? <p>{page.description}</p> : null}
      </div>
      <CardList items={page.items} />
    </DocShell>
  );
}

/** Links as cards: a generated index's items, or MDX's <DocCardList>. */
export function CardList({ items }: { items: GeneratedIndexData['items'] }) {
  const href = useHref();
  return (
    <ul className="card-list">
      {items.map((item) => (
        <li key={item.href}>
          <a className="card" href={href(item.href)}>
            <span className="card-title">{item.label}</span>
            {item.description ? <span className="card-description">{item.description}</span> : null}
          </a>
        </li>
      ))}
    </ul>
  );
}
