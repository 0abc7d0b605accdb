// The /search page: a local flexsearch-free first version that loads the
// page index JSON and matches words in titles and text.
interface Entry {
  t: string;
  u: string;
  h: string;
  x: string;
}

export async function setupSearchPage() {
  const results = document.querySelector<HTMLElement>('[data-search-results]');
  const input = document.querySelector<HTMLInputElement>('#search-page-input');
  const indexUrl = document.documentElement.dataset.searchIndex;
  if (!results || !input || !indexUrl) return;
  const q = new URLSearchParams(location.search).get('q') ?? '';
  input.value = q;
  let entries: Entry[] | undefined;
  const load = async () => {
    if (entries) return entries;
    const res = await fetch(indexUrl);
    if (!res.ok) throw new Error(String(res.status));
    entries = (await res.json()) as Entry[];
    return entries;
  };
  const render = async (query: string) => {
    results.replaceChildren();
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    if (!words.length) return;
    let list: Entry[];
    try {
      list = await load();
    } catch {
      const p = document.createElement('p');
      p.textContent = 'Unable to fetch results. You might want to check your network connection.';
      results.append(p);
      return;
    }
    const scored = list
      .map((e) => {
        const title = e.t.toLowerCase();
        const text = e.x.toLowerCase();
        let score = 0;
        for (const w of words) {
          if (title.includes(w)) score += 10;
          else if (text.includes(w)) score += 1;
          else return { e, score: 0 };
        }
        return { e, score };
      })
      .filter((s) => s.score > 0)
      .sort((a, b) => b.score - a.score);
    const heading = document.createElement('p');
    heading.className = 'search-page-count';
    heading.textContent = scored.length ? `${scored.length} results for "${query}"` : `No results for "${query}"`;
    results.append(heading);
    const ul = document.createElement('ul');
    ul.className = 'search-page-list';
    for (const { e } of scored.slice(0, 100)) {
      const li = document.createElement('li');
      const a = document.createElement('a');
      a.href = e.u;
      a.textContent = e.t;
      const crumb = document.createElement('p');
      crumb.className = 'search-page-hierarchy';
      crumb.textContent = e.h;
      const snippet = document.createElement('p');
      snippet.className = 'search-page-snippet';
      const i = e.x.toLowerCase().indexOf(words[0]);
      snippet.textContent = (i > 60 ? '…' : '') + e.x.slice(Math.max(0, i - 60), i + 140) + '…';
      li.append(a, crumb, snippet);
      ul.append(li);
    }
    results.append(ul);
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const url = new URL(location.href);
      if (input.value) url.searchParams.set('q', input.value);
      else url.searchParams.delete('q');
      history.replaceState(null, '', url);
      void render(input.value);
    }, 200);
  });
  input.closest('form')?.addEventListener('submit', (e) => {
    e.preventDefault();
    void render(input.value);
  });
  if (q) await render(q);
  input.focus();
}
