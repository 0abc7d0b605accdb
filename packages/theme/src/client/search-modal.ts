// The search modal, loaded on first use: results as you type, grouped by
// page, keyboard navigation, recent searches, and a link to all results.
import { answerView, highlighted, searchText, snippet } from './search-render.ts';
import { el, withAttributes } from './dom.ts';
import { siteSearchSource, type SourceResult } from './search-sources/index.ts';
import { readRecentSearches, rememberSearch, type RecentSearch } from './recent-searches.ts';
import { createCombobox, type Combobox } from './combobox.ts';
import { keepTabInside } from './focus-trap.ts';
import { readNavConfig } from './nav-config.ts';

const SHOWN = 12;
const INPUT_ID = 'search-modal-input';
const LIST_ID = 'search-modal-list';

/** Results of one page share a heading: the hierarchy down to the page. */
function groupOf(hit: RecentSearch): string {
  return (hit.hierarchy.length > 1 ? hit.hierarchy : [...hit.hierarchy, hit.title]).join(' › ');
}

/**
 * A plain click opens a link in this tab, through the client router when it
 * runs (no full page load): the dialog has to go by itself then.
 */
function inThisTab(e: MouseEvent): boolean {
  return e.button === 0 && !(e.ctrlKey || e.metaKey || e.shiftKey || e.altKey);
}

interface Modal {
  open(query: string): void;
}

let modal: Modal | undefined;

export function openSearchModal(query = '') {
  modal ??= createModal();
  modal.open(query);
}

/** The dialog, hidden, at the end of the body: a search form over the results and a footer link to all of them. */
function buildDialog() {
  const backdrop = el('div', 'search-modal-backdrop');
  backdrop.hidden = true;
  const dialog = withAttributes(el('div', 'search-modal'), { role: 'dialog', 'aria-modal': 'true', 'aria-label': searchText('theme.SearchBar.label') });
  const form = withAttributes(el('form', 'search-modal-form'), { role: 'search' });
  const label = el('label', 'visually-hidden', searchText('theme.SearchModal.searchBox.searchInputLabel'));
  label.htmlFor = INPUT_ID;
  const input = Object.assign(el('input', 'search-modal-input'), { id: INPUT_ID, type: 'search', placeholder: searchText('theme.SearchModal.placeholder'), autocomplete: 'off', spellcheck: false });
  withAttributes(input, { role: 'combobox', 'aria-autocomplete': 'list', 'aria-controls': LIST_ID, 'aria-expanded': 'false' });
  const cancel = el('button', 'search-modal-cancel', searchText('theme.SearchModal.searchBox.cancelButtonText'));
  cancel.type = 'button';
  form.append(label, input, cancel);
  const body = withAttributes(el('div', 'search-modal-body'), { 'aria-live': 'polite' });
  const list = el('div', 'search-modal-list');
  list.id = LIST_ID;
  withAttributes(list, { role: 'listbox', 'aria-label': searchText('ctfdocs.SearchModal.resultsLabel') });
  const footer = el('div', 'search-modal-footer');
  const seeAll = el('a', 'search-modal-see-all');
  footer.append(seeAll);
  footer.hidden = true;
  body.append(list);
  dialog.append(form, body, footer);
  backdrop.append(dialog);
  document.body.append(backdrop);
  return { backdrop, dialog, form, input, cancel, body, list, footer, seeAll };
}

type Dialog = ReturnType<typeof buildDialog>;

/** One result as an option of the listbox: its title and, for a search hit, a snippet around the words that matched. */
function optionOf(hit: RecentSearch, index: number, terms: string[], text: string | undefined): HTMLAnchorElement {
  const a = el('a', 'search-modal-hit');
  a.href = hit.url;
  a.id = `search-modal-option-${index}`;
  withAttributes(a, { role: 'option', 'aria-selected': 'false' });
  a.tabIndex = -1;
  const title = el('span', 'search-modal-hit-title');
  title.append(highlighted(hit.title, terms));
  a.append(title);
  if (text) {
    const snip = el('span', 'search-modal-hit-snippet');
    snip.append(highlighted(snippet(text, terms, 120), terms));
    a.append(snip);
  }
  return a;
}

type Groups = Map<string, Array<{ hit: RecentSearch; text?: string }>>;

function groupsOf(result: SourceResult): Groups {
  const groups: Groups = new Map();
  for (const hit of result.hits) {
    const name = groupOf(hit);
    if (!groups.has(name)) groups.set(name, []);
    groups.get(name)!.push({ hit, text: hit.text });
  }
  return groups;
}

/** Draw the groups into the listbox, each result an option that calls `onOpen` when clicked; returns the options with their results. */
function fillList(list: HTMLElement, groups: Groups, terms: string[], onOpen: (hit: RecentSearch, e: MouseEvent) => void): Array<[HTMLAnchorElement, RecentSearch]> {
  const shown: Array<[HTMLAnchorElement, RecentSearch]> = [];
  list.replaceChildren();
  for (const [name, hits] of groups) {
    const group = withAttributes(el('div', 'search-modal-group'), { role: 'group', 'aria-label': name });
    group.append(el('p', 'search-modal-group-title', name));
    for (const { hit, text } of hits) {
      const option = optionOf(hit, shown.length, terms, text);
      option.addEventListener('click', (e) => onOpen(hit, e));
      shown.push([option, hit]);
      group.append(option);
    }
    list.append(group);
  }
  return shown;
}

/**
 * The dialog's body: the results of the query as a combobox's listbox, the
 * reader's recent results when the query is empty, or a message; and the
 * footer's link to every result. `onOpen`: a result or that link was clicked.
 */
function createResults({ input, body, list, footer, seeAll }: Dialog, searchPage: string, onOpen: (e: MouseEvent) => void) {
  const hitOf = new WeakMap<HTMLAnchorElement, RecentSearch>();
  const combobox = createCombobox(input, (option, newTab) => {
    if (!newTab) {
      // As a click on the link, so the client router (when it runs) opens it without a full page load.
      option.click();
      return;
    }
    rememberSearch(hitOf.get(option)!);
    window.open(option.href, '_blank', 'noopener');
  });
  let shownQuery: string | undefined;
  seeAll.addEventListener('click', onOpen);

  // `keep`: the href of the option to select after a redraw (see showHits).
  const showList = (groups: Groups, terms: string[], keep?: string) => {
    const shown = fillList(list, groups, terms, (hit, e) => {
      rememberSearch(hit);
      onOpen(e);
    });
    for (const [option, hit] of shown) hitOf.set(option, hit);
    body.replaceChildren(list);
    combobox.setOptions(
      shown.map(([option]) => option),
      keep,
    );
  };

  const showMessage = (message: HTMLElement) => {
    footer.hidden = true;
    combobox.setOptions([]);
    list.replaceChildren();
    body.replaceChildren(message);
  };

  return {
    combobox,
    showMessage,
    showRecent() {
      shownQuery = undefined;
      footer.hidden = true;
      const recent = readRecentSearches();
      if (recent.length) showList(new Map([[searchText('theme.SearchModal.startScreen.recentSearchesTitle'), recent.map((hit) => ({ hit }))]]), []);
      else showMessage(el('p', 'search-modal-empty', searchText('theme.SearchModal.startScreen.noRecentSearchesText')));
    },
    showHits(query: string, result: SourceResult) {
      // Body-text results arrive after the title results of the same query: a
      // reader who already moved down the list keeps the option they are on.
      const keep = shownQuery === query ? (combobox.active()?.getAttribute('href') ?? undefined) : undefined;
      shownQuery = query;
      showList(groupsOf(result), result.terms, keep);
      const url = new URL(searchPage);
      url.searchParams.set('q', query);
      seeAll.href = url.href;
      seeAll.textContent = searchText('theme.SearchBar.seeAll', { count: result.total });
      footer.hidden = false;
    },
  };
}

function createModal(): Modal {
  const options = readNavConfig()?.search;
  const searchPage = new URL(options?.page ?? '/search', location.href).href;
  const reportUrl = options?.reportUrl;
  const ui = buildDialog();
  const { backdrop, input } = ui;
  const source = siteSearchSource();
  const results = createResults(ui, searchPage, (e) => inThisTab(e) && close());
  let returnFocus: HTMLElement | null = null;

  function search() {
    const query = input.value;
    if (!query.trim()) return results.showRecent();
    source.search(query, SHOWN, (answer) => {
      if (input.value !== query) return;
      const view = answerView(query, answer, reportUrl, (q) => {
        input.value = q;
        search();
        input.focus();
      });
      if (view?.kind === 'hits') results.showHits(query, view.result);
      else if (view) results.showMessage(view.message);
    });
  }

  const close = () => {
    if (backdrop.hidden) return;
    backdrop.hidden = true;
    document.documentElement.classList.remove('search-modal-open');
    // The body cannot take focus: without an explicit blur the hidden input
    // keeps it until Chromium's next style pass, and a "/" pressed meanwhile
    // goes into the closed dialog instead of opening it again.
    if (returnFocus && returnFocus !== document.body && returnFocus.isConnected) returnFocus.focus();
    else input.blur();
  };

  bindDialog(ui, results.combobox, search, close);

  return {
    open(query: string) {
      if (backdrop.hidden) returnFocus = document.activeElement as HTMLElement | null;
      backdrop.hidden = false;
      document.documentElement.classList.add('search-modal-open');
      input.value = query;
      source.begin();
      search();
      input.focus();
    },
  };
}

/** The dialog's own controls: typing searches, Enter opens, Escape, Cancel and a click outside close, Tab stays inside. */
function bindDialog({ backdrop, dialog, form, input, cancel }: Dialog, combobox: Combobox, search: () => void, close: () => void) {
  input.addEventListener('input', search);
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    combobox.choose(false);
  });
  cancel.addEventListener('click', close);
  backdrop.addEventListener('mousedown', (e) => {
    if (e.target === backdrop) close();
  });
  dialog.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      close();
    } else if (e.key === 'Tab') {
      // Keep focus inside the dialog while it is open.
      keepTabInside(
        e,
        [...dialog.querySelectorAll<HTMLElement>('input, button, a[href]:not([tabindex="-1"])')].filter((n) => !n.closest('[hidden]')),
      );
    } else combobox.keydown(e);
  });
}
