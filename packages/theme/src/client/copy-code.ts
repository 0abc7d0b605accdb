export function setupCopyButtons() {
  document.addEventListener('click', async (e) => {
    const btn = (e.target as Element).closest?.<HTMLButtonElement>('.copy-button');
    if (!btn) return;
    const code = btn.parentElement?.querySelector('pre')?.textContent ?? '';
    try {
      await navigator.clipboard.writeText(code);
      btn.textContent = 'Copied';
      btn.setAttribute('data-copied', '');
    } catch {
      btn.textContent = 'Copy failed';
    }
    setTimeout(() => {
      btn.textContent = 'Copy';
      btn.removeAttribute('data-copied');
    }, 2000);
  });
}
