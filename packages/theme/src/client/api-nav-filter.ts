// The API reference's operation filter: as the reader types, operations whose
// method, path-less summary or tag do not contain every word are hidden, and
// the lists that keep a match are opened. Works in the sidebar and in its copy
// in the mobile drawer, which is why it listens on the document.
export function setupApiNavFilter() {
  document.addEventListener('input', (e) => {
    const input = e.target as HTMLInputElement;
    if (!input.classList?.contains('api-nav-filter')) return;
    const nav = input.closest('nav');
    if (nav) filterApiNav(nav, input.value);
  });
}

export function filterApiNav(nav: Element, query: string) {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  let any = false;
  for (const tag of nav.querySelectorAll<HTMLElement>('.api-nav-tag')) {
    const tagName = tag.querySelector(':scope > a')?.textContent?.toLowerCase() ?? '';
    let shown = 0;
    for (const op of tag.querySelectorAll<HTMLElement>('.api-nav-operation')) {
      const text = `${tagName} ${op.textContent?.toLowerCase() ?? ''}`;
      const match = words.every((w) => text.includes(w));
      op.hidden = !match;
      if (match) shown++;
    }
    const tagMatch = words.every((w) => tagName.includes(w));
    tag.hidden = !shown && !tagMatch;
    const list = tag.querySelector<HTMLDetailsElement>('.api-nav-operations');
    if (list && words.length && shown) list.open = true;
    if (!tag.hidden) any = true;
  }
  const empty = nav.querySelector<HTMLElement>('.api-nav-empty');
  if (empty) empty.hidden = any;
}
