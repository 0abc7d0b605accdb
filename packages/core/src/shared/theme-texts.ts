// The texts of the shell (the theme's words around the writers' content), by
// translation id, with their English defaults: one table that the markdown
// pipeline (admonition titles), the server-rendered theme and the client
// script (search, page loading) all read. A locale overrides them in
// `i18n/<locale>/code.json` or `i18n.localeConfigs.<locale>.translations`
// (site/theme-texts.ts). The ids are Docusaurus's where Docusaurus has the
// text, so a Docusaurus site's code.json works as it is; `ctfdocs.` ids are
// texts Docusaurus does not have. `{name}` is filled in; a `|` separates
// plural forms (pluralForm).
import { NAVIGATION_TEXTS } from './navigation-texts.ts';
import { SEARCH_TEXTS } from './search-texts.ts';
import { DIAGRAM_TEXTS } from './diagram-texts.ts';

export { formatText } from './text-format.ts';
export { pluralForm } from './plural-form.ts';

/**
 * The texts the client script shows, each part in a module of its own
 * (search-texts.ts, navigation-texts.ts, diagram-texts.ts) so that a chunk bundles only its
 * part's. The shell writes the ones a locale changes into `<html data-texts>`.
 */
export const CLIENT_TEXTS = { ...SEARCH_TEXTS, ...NAVIGATION_TEXTS, ...DIAGRAM_TEXTS } as const;
export type ClientTextId = keyof typeof CLIENT_TEXTS;

export const THEME_TEXTS = {
  'theme.admonition.note': 'Note',
  'theme.admonition.tip': 'Tip',
  'theme.admonition.info': 'Info',
  'theme.admonition.warning': 'Warning',
  'theme.admonition.danger': 'Danger',
  'theme.admonition.caution': 'Caution',
  'theme.admonition.important': 'Important',
  'theme.TOCCollapsible.toggleButtonLabel': 'On this page',
  'theme.docs.paginator.navAriaLabel': 'Docs pages',
  'theme.docs.paginator.previous': 'Previous',
  'theme.docs.paginator.next': 'Next',
  'theme.docs.breadcrumbs.navAriaLabel': 'Breadcrumbs',
  'theme.docs.breadcrumbs.home': 'Home page',
  'theme.common.editThisPage': 'Edit this page',
  'theme.lastUpdated.lastUpdatedAtBy': 'Last updated{atDate}{byUser}',
  'theme.lastUpdated.atDate': ' on {date}',
  'theme.lastUpdated.byUser': ' by {user}',
  'ctfdocs.Verified.checkedAgainst': 'Checked against {product} {version} on {date}',
  'theme.tags.tagsListLabel': 'Tags:',
  'theme.docs.sidebar.toggleSidebarButtonAriaLabel': 'Toggle navigation bar',
  'theme.docs.sidebar.closeSidebarButtonAriaLabel': 'Close navigation bar',
  'theme.docs.sidebar.collapseButtonTitle': 'Collapse sidebar',
  'theme.docs.sidebar.collapseButtonAriaLabel': 'Collapse sidebar',
  'theme.docs.sidebar.expandButtonTitle': 'Expand sidebar',
  'theme.docs.sidebar.expandButtonAriaLabel': 'Expand sidebar',
  'theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel': '← Back to main menu',
  'theme.ErrorPageContent.title': 'This page crashed.',
  'theme.ErrorPageContent.tryAgain': 'Try again',
  'theme.NotFound.title': 'Page not found',
  'theme.NotFound.p1': 'We could not find a page at this address. It may have moved, or the link that brought you here may be wrong.',
  'ctfdocs.NotFound.suggestions': 'Try one of these instead:',
  'theme.SearchPage.emptyResultsTitle': 'Search the documentation',
  'theme.SearchPage.inputLabel': 'Search terms',
  'theme.SearchPage.inputPlaceholder': 'Type your search here',
  'theme.blog.post.readMore': 'Read more',
  'theme.blog.post.readMoreLabel': 'Read more about {title}',
  'theme.blog.post.readingTime.plurals': 'One min read|{readingTime} min read',
  'theme.blog.post.plurals': 'One post|{count} posts',
  'theme.blog.post.paginator.navAriaLabel': 'Blog post page navigation',
  'theme.blog.post.paginator.newerPost': 'Newer post',
  'theme.blog.post.paginator.olderPost': 'Older post',
  'theme.blog.paginator.navAriaLabel': 'Blog list page navigation',
  'theme.blog.paginator.newerEntries': 'Newer entries',
  'theme.blog.paginator.olderEntries': 'Older entries',
  'theme.blog.sidebar.navAriaLabel': 'Blog recent posts navigation',
  'theme.blog.archive.title': 'Archive',
  'theme.blog.archive.description': 'Archive',
  'theme.blog.tagTitle': '{nPosts} tagged with "{tagName}"',
  'theme.tags.tagsPageTitle': 'Tags',
  'theme.tags.tagsPageLink': 'View all tags',
  'theme.blog.author.pageTitle': '{authorName} - {nPosts}',
  'theme.blog.author.noPosts': 'This author has not written any posts yet.',
  'theme.blog.authorsList.pageTitle': 'Authors',
  'theme.blog.authorsList.viewAll': 'View all authors',
  'ctfdocs.blog.noPosts': 'No posts yet.',
  'ctfdocs.SearchPage.needsJavaScript': 'Search runs in your browser and needs JavaScript. Without it, use the sidebar of each section to find a page.',
  ...CLIENT_TEXTS,
} as const satisfies Record<string, string>;

export type ThemeTextId = keyof typeof THEME_TEXTS;
export type ThemeTexts = Record<ThemeTextId, string>;
