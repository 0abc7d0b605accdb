// The /search page: reads q from the URL, lists every result with its
// hierarchy and a snippet, and puts the query back in the URL as the reader
// types (debounced), as a history entry so back and forward work.
import type { SearchResponse } from '../search/protocol.ts';
import { runSearch } from './search-client.ts';
import { el, fetchError, highlighted, noResults, snippet } from './search-render.ts';

const ALL = 1000;
const DEBOUNCE_MS = 300;
/** serve binds the page again after a rebuild: the old window listener goes. */
let unbind: AbortController | undefined;

export function runSearchPage() {
  const results = document.querySelector<HTMLElement>('[data-search-results]');
  const input = document.querySelector<HTMLInputElement>('#search-page-input');
  if (!results || !input) return;
  const reportUrl = document.querySelector<HTMLElement>('[data-search-button]')?.dataset.reportUrl;
  const fromUrl = () => new URLSearchParams(location.search).get('q') ?? '';

  const show = (query: string, answer: SearchResponse) => {
    if ('error' in answer) {
      results.replaceChildren(fetchError());
      return;
    }
    const { result, suggestions } = answer;
    // Titles found nothing yet: wait for the body text before saying so.
    if (!result.hits.length && !result.complete) return;
    if (!result.hits.length) {
      const box = noResults(query, suggestions, reportUrl, (q) => {
        input.value = q;
        update(true);
      });
      box.querySelector('.search-message-title')?.classList.add('search-page-count');
      results.replaceChildren(box);
      return;
    }
    const count = el('p', 'search-page-count', `${result.total} ${result.total === 1 ? 'result' : 'results'} for "${query}"`);
    const list = el('ul', 'search-page-list');
    for (const hit of result.hits) {
      const li = el('li');
      const a = el('a', 'search-page-title');
      a.href = hit.url;
      a.append(highlighted(hit.title, result.terms));
      const crumb = el('p', 'search-page-hierarchy', hit.hierarchy.join(' › '));
      const snip = el('p', 'search-page-snippet');
      snip.append(highlighted(snippet(hit.text, result.terms), result.terms));
      li.append(a, crumb, snip);
      list.append(li);
    }
    results.replaceChildren(count, list);
  };

  const render = (query: string) => {
    if (!query.trim()) {
      results.replaceChildren();
      return;
    }
    runSearch(query, ALL, (answer) => {
      if (input.value === query) show(query, answer);
    });
  };

  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Show the input's query and record it in the URL (a new history entry unless `replace`). */
  function update(push: boolean) {
    clearTimeout(timer);
    const url = new URL(location.href);
    if (input!.value) url.searchParams.set('q', input!.value);
    else url.searchParams.delete('q');
    if (url.href !== location.href) {
      if (push) history.pushState(null, '', url);
      else history.replaceState(null, '', url);
    }
    render(input!.value);
  }

  // What the reader typed before this code arrived wins over the URL.
  const typed = input.value;
  input.value = typed || fromUrl();
  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(() => update(true), DEBOUNCE_MS);
  });
  input.closest('form')?.addEventListener('submit', (e) => {
    e.preventDefault();
    update(true);
  });
  unbind?.abort();
  unbind = new AbortController();
  window.addEventListener(
    'popstate',
    () => {
      input.value = fromUrl();
      render(input.value);
    },
    { signal: unbind.signal },
  );
  if (typed && typed !== fromUrl()) update(true);
  else render(input.value);
  input.focus();
}
