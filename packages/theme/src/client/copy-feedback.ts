/**
 * Copy `text()` to the clipboard and say on the button how it went, for two
 * seconds. A button with an `aria-label` ("Copy the curl sample…") gets the
 * outcome as its label too while it shows: a name that does not contain the
 * visible text confuses speech input and screen-reader users.
 */
export async function copyWithFeedback(btn: HTMLButtonElement, text: () => Promise<string> | string) {
  const label = btn.dataset.label ?? btn.textContent ?? '';
  btn.dataset.label = label;
  const ariaLabel = btn.dataset.ariaLabel ?? btn.getAttribute('aria-label') ?? undefined;
  if (ariaLabel !== undefined) btn.dataset.ariaLabel = ariaLabel;
  const show = (outcome: string) => {
    btn.textContent = outcome;
    if (ariaLabel !== undefined) btn.setAttribute('aria-label', `${outcome}: ${ariaLabel}`);
  };
  try {
    await navigator.clipboard.writeText(await text());
    show('Copied');
    btn.setAttribute('data-copied', '');
  } catch {
    show('Copy failed');
  }
  setTimeout(() => {
    btn.textContent = label;
    if (ariaLabel !== undefined) btn.setAttribute('aria-label', ariaLabel);
    btn.removeAttribute('data-copied');
  }, 2000);
}
