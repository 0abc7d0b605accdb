import { copyWithFeedback } from './copy-feedback.ts';

/** Code blocks' copy buttons and the "Copy page" action: one listener for the whole page. */
export function setupCopyButtons() {
  document.addEventListener('click', (e) => {
    const target = e.target as Element;
    const code = target.closest?.<HTMLButtonElement>('.copy-button');
    if (code) void copyWithFeedback(code, () => code.parentElement?.querySelector('pre')?.textContent ?? '');
    const page = target.closest?.<HTMLButtonElement>('[data-copy-page]');
    if (page) {
      // The page's markdown copy, fetched when asked for: most readers never copy a page.
      void copyWithFeedback(page, async () => {
        const res = await fetch(page.dataset.copyPage!);
        if (!res.ok) throw new Error(`${res.status}`);
        return res.text();
      });
    }
  });
}
