// The /search page: reads q from the URL, lists every result with its
// hierarchy and a snippet, and puts the query back in the URL as the reader
// types (debounced), as a history entry so back and forward work.
import { siteSearchSource, type SourceResult } from './search-sources/index.ts';
import { pluralForm } from '@ctfdocs/core/shared/plural-form.ts';
import { formatText } from '@ctfdocs/core/shared/text-format.ts';
import { answerView, highlighted, searchText, snippet } from './search-render.ts';
import { el } from './dom.ts';
import { readNavConfig } from './nav-config.ts';

const ALL = 1000;
const DEBOUNCE_MS = 300;
/** serve binds the page again after a rebuild: the old window listener goes. */
let unbind: AbortController | undefined;

/** The count line and every hit: its title, where it sits, and a snippet. */
function hitList(query: string, result: SourceResult): [HTMLElement, HTMLElement] {
  const count = el('p', 'search-page-count', formatText(pluralForm(searchText('ctfdocs.SearchPage.resultCount'), result.total, document.documentElement.lang), { count: result.total, query }));
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
  return [count, list];
}

export function runSearchPage() {
  const results = document.querySelector<HTMLElement>('[data-search-results]');
  const input = document.querySelector<HTMLInputElement>('#search-page-input');
  if (!results || !input) return;
  const reportUrl = readNavConfig()?.search?.reportUrl;
  const fromUrl = () => new URLSearchParams(location.search).get('q') ?? '';

  const source = siteSearchSource();
  source.begin();
  const render = (query: string) => {
    if (!query.trim()) {
      results.replaceChildren();
      return;
    }
    source.search(query, ALL, (answer) => {
      if (input.value !== query) return;
      const view = answerView(query, answer, reportUrl, (q) => {
        input.value = q;
        update(true);
      });
      if (!view) return;
      if (view.kind === 'hits') return results.replaceChildren(...hitList(query, view.result));
      // "No results" stands where the count of results would.
      if (view.kind === 'no-results') view.message.querySelector('.search-message-title')?.classList.add('search-page-count');
      results.replaceChildren(view.message);
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
