// The theme components a site can replace (`themeComponents` in the config,
// or a file of src/theme/), one entry each: Docusaurus's name → ctfdocs's
// component. The renderer checks the config's names against these keys,
// binds `@theme-original/<Name>` to an entry's `Original` and `@theme/<Name>`
// to the entry, and the published package's `ThemeComponentProps` is read
// off it. Each component is made overridable in its own file, under the name
// its key must repeat (the type of `registry` holds the two to agreement).
import type { ComponentProps } from 'react';
import { AnnouncementBar } from '../components/AnnouncementBar.tsx';
import { ColorModeToggle } from '../components/ColorModeToggle.tsx';
import { DocBreadcrumbs, DocItemFooter, DocPaginator } from '../components/DocPage.tsx';
import { EditThisPage } from '../components/EditThisPage.tsx';
import { Footer } from '../components/Footer.tsx';
import { LastUpdated } from '../components/LastUpdated.tsx';
import { Layout } from '../components/Layout.tsx';
import { Navbar } from '../components/Navbar.tsx';
import { NotFoundPage } from '../components/NotFoundPage.tsx';
import { SearchPage } from '../components/SearchPage.tsx';
import { DocSidebar } from '../components/Sidebar.tsx';
import { TocDesktop, TocMobile } from '../components/Toc.tsx';
import { VersionBanner } from '../components/VersionBanner.tsx';
import { Admonition } from '../mdx/Admonition.tsx';
import { CodeBlock } from '../mdx/CodeBlock.tsx';
import { Details } from '../mdx/Details.tsx';
import { DocCardList } from '../mdx/DocCardList.tsx';
import { TOCInline } from '../mdx/TOCInline.tsx';
import { TabItem, Tabs } from '../mdx/Tabs.tsx';
import type { Overridable } from './overridable.tsx';

// biome-ignore lint/suspicious/noExplicitAny: each entry has its own props; only its name is checked here.
function registry<T extends { [K in keyof T]: Overridable<K & string, any> }>(entries: T): T {
  return entries;
}

export const themeComponents = registry({
  /** The whole page around its content: skip link, announcement bar, navbar, content, footer. */
  Layout,
  AnnouncementBar,
  Navbar,
  /** The navbar's light/dark switch. */
  ColorModeToggle,
  Footer,
  /** The docs sidebar beside a doc (its menu is rendered ahead, once per set of open categories). */
  DocSidebar,
  DocBreadcrumbs,
  /** "This is unreleased documentation…" above a doc of a version with a banner. */
  DocVersionBanner: VersionBanner,
  /** The table of contents beside the content on wide screens. */
  TOC: TocDesktop,
  /** The collapsible "On this page" above the content on narrow screens. */
  TOCCollapsible: TocMobile,
  /** Under a doc: its tags, edit link and last update. */
  'DocItem/Footer': DocItemFooter,
  EditThisPage,
  LastUpdated,
  /** Previous and next docs at the foot of a doc. */
  DocPaginator,
  /** The content of the not-found page (404.html). */
  NotFound: NotFoundPage,
  /** The content of the search page. */
  SearchPage,
  Admonition,
  CodeBlock,
  Details,
  DocCardList,
  TOCInline,
  Tabs,
  TabItem,
});

/** The name of a theme component a site can replace. */
export type ThemeComponentName = keyof typeof themeComponents;

/** The props each replaceable theme component is drawn with: what a site's component (`themeComponents`) receives. */
export type ThemeComponentProps = { [K in ThemeComponentName]: ComponentProps<(typeof themeComponents)[K]['Original']> };

export function isThemeComponentName(name: string): name is ThemeComponentName {
  return Object.hasOwn(themeComponents, name);
}
