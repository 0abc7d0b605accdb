/** Copy `text()` to the clipboard and say on the button how it went, for two seconds. */
export async function copyWithFeedback(btn: HTMLButtonElement, text: () => Promise<string> | string) {
  const label = btn.dataset.label ?? btn.textContent ?? '';
  btn.dataset.label = label;
  try {
    await navigator.clipboard.writeText(await text());
    btn.textContent = 'Copied';
    btn.setAttribute('data-copied', '');
  } catch {
    btn.textContent = 'Copy failed';
  }
  setTimeout(() => {
    btn.textContent = label;
    btn.removeAttribute('data-copied');
  }, 2000);
}
