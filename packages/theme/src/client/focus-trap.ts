/**
 * A modal's Tab key: from its last control Tab goes to its first, and from
 * its first Shift+Tab goes to its last, so focus never leaves it.
 */
export function keepTabInside(e: KeyboardEvent, controls: HTMLElement[]) {
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  if (e.shiftKey && document.activeElement === first) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault();
    first.focus();
  }
}
