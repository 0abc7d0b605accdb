// The search modal, loaded on first use: results as you type, grouped by
// page, keyboard navigation, recent searches, and a link to all results.
import type { SearchHit } from '../search/engine.ts';
import type { SearchResponse } from '../search/protocol.ts';
import { STORAGE_KEYS } from '../shared/storage-keys.ts';
import { storage } from './storage.ts';
import { runSearch } from './search-client.ts';
import { el, fetchError, highlighted, noResults, snippet } from './search-render.ts';
import { keepTabInside } from './focus-trap.ts';

const SHOWN = 12;
const RECENT_MAX = 5;

interface Recent {
  title: string;
  url: string;
  hierarchy: string[];
}

function readRecent(): Recent[] {
  try {
    const list = JSON.parse(storage.get(STORAGE_KEYS.searchRecent) ?? '[]') as unknown;
    return Array.isArray(list) ? list.filter((r): r is Recent => typeof r?.title === 'string' && typeof r?.url === 'string' && Array.isArray(r?.hierarchy)) : [];
  } catch {
    return [];
  }
}

function remember(hit: Recent) {
  const list = [hit, ...readRecent().filter((r) => r.url !== hit.url)].slice(0, RECENT_MAX);
  storage.set(STORAGE_KEYS.searchRecent, JSON.stringify(list.map(({ title, url, hierarchy }) => ({ title, url, hierarchy }))));
}

/** Results of one page share a heading: the hierarchy down to the page. */
function groupOf(hit: Recent): string {
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

function createModal(): Modal {
  const button = document.querySelector<HTMLAnchorElement>('[data-search-button]');
  const searchPage = button?.href ?? new URL('/search', location.href).href;
  const reportUrl = button?.dataset.reportUrl;

  const backdrop = el('div', 'search-modal-backdrop');
  backdrop.hidden = true;
  const dialog = el('div', 'search-modal');
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-label', 'Search');
  const form = el('form', 'search-modal-form');
  form.setAttribute('role', 'search');
  const label = el('label', 'visually-hidden', 'Search the documentation');
  label.htmlFor = 'search-modal-input';
  const input = el('input', 'search-modal-input');
  Object.assign(input, { id: 'search-modal-input', type: 'search', placeholder: 'Search docs', autocomplete: 'off', spellcheck: false });
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-controls', 'search-modal-list');
  input.setAttribute('aria-expanded', 'false');
  const cancel = el('button', 'search-modal-cancel', 'Cancel');
  cancel.type = 'button';
  form.append(label, input, cancel);
  const body = el('div', 'search-modal-body');
  body.setAttribute('aria-live', 'polite');
  const list = el('div', 'search-modal-list');
  list.id = 'search-modal-list';
  list.setAttribute('role', 'listbox');
  list.setAttribute('aria-label', 'Search results');
  const footer = el('div', 'search-modal-footer');
  const seeAll = el('a', 'search-modal-see-all');
  footer.append(seeAll);
  footer.hidden = true;
  body.append(list);
  dialog.append(form, body, footer);
  backdrop.append(dialog);
  document.body.append(backdrop);

  let returnFocus: HTMLElement | null = null;
  let options: HTMLAnchorElement[] = [];
  let optionHits: Recent[] = [];
  let active = -1;
  let shownQuery: string | undefined;

  const setActive = (i: number) => {
    options[active]?.setAttribute('aria-selected', 'false');
    active = options.length ? (i + options.length) % options.length : -1;
    const opt = options[active];
    if (opt) {
      opt.setAttribute('aria-selected', 'true');
      input.setAttribute('aria-activedescendant', opt.id);
      opt.scrollIntoView({ block: 'nearest' });
    } else input.removeAttribute('aria-activedescendant');
  };

  const option = (hit: Recent, terms: string[], text?: string) => {
    const a = el('a', 'search-modal-hit');
    a.href = hit.url;
    a.id = `search-modal-option-${options.length}`;
    a.setAttribute('role', 'option');
    a.setAttribute('aria-selected', 'false');
    a.tabIndex = -1;
    const title = el('span', 'search-modal-hit-title');
    title.append(highlighted(hit.title, terms));
    a.append(title);
    if (text) {
      const snip = el('span', 'search-modal-hit-snippet');
      snip.append(highlighted(snippet(text, terms, 120), terms));
      a.append(snip);
    }
    a.addEventListener('click', (e) => {
      remember(hit);
      if (inThisTab(e)) close();
    });
    a.addEventListener('mousemove', () => {
      const i = options.indexOf(a);
      if (i !== active) setActive(i);
    });
    options.push(a);
    optionHits.push(hit);
    return a;
  };

  // The href of the option to select after a redraw (see show()).
  const showList = (groups: Map<string, Array<{ hit: Recent; text?: string }>>, terms: string[], keep?: string) => {
    options = [];
    optionHits = [];
    active = -1;
    list.replaceChildren();
    for (const [name, hits] of groups) {
      const group = el('div', 'search-modal-group');
      group.setAttribute('role', 'group');
      group.setAttribute('aria-label', name);
      group.append(el('p', 'search-modal-group-title', name));
      for (const { hit, text } of hits) group.append(option(hit, terms, text));
      list.append(group);
    }
    body.replaceChildren(list);
    input.setAttribute('aria-expanded', String(options.length > 0));
    setActive(
      Math.max(
        0,
        options.findIndex((o) => o.getAttribute('href') === keep),
      ),
    );
  };

  const showRecent = () => {
    shownQuery = undefined;
    footer.hidden = true;
    const recent = readRecent();
    if (!recent.length) {
      options = [];
      list.replaceChildren();
      body.replaceChildren(el('p', 'search-modal-empty', 'No recent searches'));
      input.setAttribute('aria-expanded', 'false');
      return;
    }
    showList(new Map([['Recent', recent.map((hit) => ({ hit }))]]), []);
  };

  const show = (query: string, answer: SearchResponse) => {
    if ('error' in answer) {
      footer.hidden = true;
      options = [];
      body.replaceChildren(fetchError());
      return;
    }
    const { result, suggestions } = answer;
    if (!result.hits.length) {
      // Titles found nothing: wait for the body text before saying so.
      if (!result.complete) return;
      footer.hidden = true;
      options = [];
      body.replaceChildren(
        noResults(query, suggestions, reportUrl, (q) => {
          input.value = q;
          search();
          input.focus();
        }),
      );
      return;
    }
    const groups = new Map<string, Array<{ hit: SearchHit; text: string }>>();
    for (const hit of result.hits) {
      const name = groupOf(hit);
      if (!groups.has(name)) groups.set(name, []);
      groups.get(name)!.push({ hit, text: hit.text });
    }
    // Body-text results arrive after the title results of the same query: a
    // reader who already moved down the list keeps the option they are on.
    const keep = shownQuery === query ? (options[active]?.getAttribute('href') ?? undefined) : undefined;
    shownQuery = query;
    showList(groups, result.terms, keep);
    const url = new URL(searchPage);
    url.searchParams.set('q', query);
    seeAll.href = url.href;
    seeAll.textContent = `See all ${result.total} results`;
    footer.hidden = false;
  };

  function search() {
    const query = input.value;
    if (!query.trim()) {
      showRecent();
      return;
    }
    runSearch(query, SHOWN, (answer) => {
      if (input.value === query) show(query, answer);
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

  const go = (newTab: boolean) => {
    const opt = options[active];
    if (!opt) return;
    if (newTab) {
      remember(optionHits[active]);
      window.open(opt.href, '_blank', 'noopener');
    } else {
      // As a click on the link, so the client router (when it runs) opens it without a full page load.
      opt.click();
    }
  };

  seeAll.addEventListener('click', (e) => inThisTab(e) && close());
  input.addEventListener('input', search);
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    go(false);
  });
  cancel.addEventListener('click', close);
  backdrop.addEventListener('mousedown', (e) => {
    if (e.target === backdrop) close();
  });
  dialog.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      close();
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setActive(active + (e.key === 'ArrowDown' ? 1 : -1));
    } else if (e.key === 'Enter' && e.target === input) {
      e.preventDefault();
      go(e.ctrlKey || e.metaKey);
    } else if (e.key === 'Tab') {
      // Keep focus inside the dialog while it is open.
      keepTabInside(
        e,
        [...dialog.querySelectorAll<HTMLElement>('input, button, a[href]:not([tabindex="-1"])')].filter((n) => !n.closest('[hidden]')),
      );
    }
  });

  return {
    open(query: string) {
      if (backdrop.hidden) returnFocus = document.activeElement as HTMLElement | null;
      backdrop.hidden = false;
      document.documentElement.classList.add('search-modal-open');
      input.value = query;
      search();
      input.focus();
    },
  };
}
