// What the search modal and the /search page both show. Everything the
// reader typed or the index holds is inserted as text, never as HTML.
import { normalizeTerm } from '../search/tokens.ts';
import type { SearchAnswer, SourceResult } from './search-sources/types.ts';
import { el } from './dom.ts';
import { SEARCH_TEXTS } from '@ctfdocs/core/shared/search-texts.ts';
import { textsOf } from './texts.ts';

/** The search's texts in the page's locale. */
export const searchText = textsOf(SEARCH_TEXTS);

/** What an answer shows: its hits, a message in their place, or nothing yet. */
export type AnswerView = { kind: 'hits'; result: SourceResult } | { kind: 'error' | 'no-results'; message: HTMLElement } | undefined;

/**
 * The modal and the /search page show an answer alike: the error of the
 * spec's catalogue, or "No results" once the body text was searched too
 * (titles alone finding nothing says little), or the hits.
 */
export function answerView(query: string, answer: SearchAnswer, reportUrl: string | undefined, onSuggestion: (q: string) => void): AnswerView {
  if ('error' in answer) return { kind: 'error', message: fetchError() };
  const { result, suggestions } = answer;
  if (result.hits.length) return { kind: 'hits', result };
  return result.complete ? { kind: 'no-results', message: noResults(query, suggestions, reportUrl, onSuggestion) } : undefined;
}

const WORD = /[\p{L}\p{N}]+/gu;

/** `text` with the words that matched the query wrapped in <mark>. */
export function highlighted(text: string, terms: string[]): DocumentFragment {
  const wanted = new Set(terms);
  const out = document.createDocumentFragment();
  let last = 0;
  for (const m of text.matchAll(WORD)) {
    if (!wanted.has(normalizeTerm(m[0]))) continue;
    if (m.index > last) out.append(text.slice(last, m.index));
    out.append(el('mark', undefined, m[0]));
    last = m.index + m[0].length;
  }
  if (last < text.length) out.append(text.slice(last));
  return out;
}

/** About `length` characters of `text` around its first matched word. */
export function snippet(text: string, terms: string[], length = 160): string {
  const wanted = new Set(terms);
  let at = 0;
  for (const m of text.matchAll(WORD)) {
    if (wanted.has(normalizeTerm(m[0]))) {
      at = m.index;
      break;
    }
  }
  const start = Math.max(0, at - Math.floor(length / 3));
  const cut = text.slice(start, start + length);
  return (start > 0 ? '…' : '') + cut + (start + length < text.length ? '…' : '');
}

/** The error of the spec's catalogue when the index cannot be fetched. */
export function fetchError(): HTMLElement {
  const box = el('div', 'search-message search-error');
  box.setAttribute('role', 'alert');
  box.append(el('p', 'search-message-title', searchText('theme.SearchModal.errorScreen.titleText')), el('p', 'search-message-help', searchText('theme.SearchModal.errorScreen.helpText')));
  return box;
}

/** What to say when a query finds nothing: a few queries to try and where to report it. */
export function noResults(query: string, suggestions: string[], reportUrl: string | undefined, onSuggestion: (q: string) => void): HTMLElement {
  const box = el('div', 'search-message search-no-results');
  box.append(el('p', 'search-message-title', `${searchText('theme.SearchModal.noResultsScreen.noResultsText')} "${query}"`));
  if (suggestions.length) {
    box.append(el('p', 'search-message-help', searchText('theme.SearchModal.noResultsScreen.suggestedQueryText')));
    const list = el('ul', 'search-suggestions');
    for (const s of suggestions) {
      const b = el('button', 'search-suggestion', s);
      b.type = 'button';
      b.addEventListener('click', () => onSuggestion(s));
      const li = el('li');
      li.append(b);
      list.append(li);
    }
    box.append(list);
  }
  if (reportUrl) {
    const p = el('p', 'search-message-help', `${searchText('theme.SearchModal.noResultsScreen.reportMissingResultsText')} `);
    const a = el('a', undefined, searchText('theme.SearchModal.noResultsScreen.reportMissingResultsLinkText'));
    a.href = reportUrl.replace('{query}', encodeURIComponent(query));
    a.target = '_blank';
    a.rel = 'noopener noreferrer';
    p.append(a);
    box.append(p);
  }
  return box;
}
