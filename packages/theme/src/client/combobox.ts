// The ARIA combobox pattern (an input that controls a listbox of options):
// one option is active at a time, named by the input's
// aria-activedescendant, so focus stays in the input while the arrow keys
// move through the list and the pointer follows along.

export interface Combobox {
  /**
   * Show these options (each with an id, role="option" and
   * aria-selected="false"); the active one is the option whose href is
   * `keep`, or the first. aria-expanded says whether there are any.
   */
  setOptions(options: HTMLAnchorElement[], keep?: string): void;
  /** The active option. */
  active(): HTMLAnchorElement | undefined;
  /** Open the active option, if any (in a new tab when `newTab`). */
  choose(newTab: boolean): void;
  /**
   * The combobox's keys, from anywhere in the widget around it: the arrows
   * move (and wrap), Enter in the input chooses (Ctrl or Cmd: in a new tab).
   */
  keydown(e: KeyboardEvent): void;
}

export function createCombobox(input: HTMLInputElement, onChoose: (option: HTMLAnchorElement, newTab: boolean) => void): Combobox {
  let options: HTMLAnchorElement[] = [];
  let active = -1;

  const setActive = (i: number) => {
    options[active]?.setAttribute('aria-selected', 'false');
    active = options.length ? (i + options.length) % options.length : -1;
    const opt = options[active];
    if (opt) {
      opt.setAttribute('aria-selected', 'true');
      input.setAttribute('aria-activedescendant', opt.id);
      opt.scrollIntoView({ block: 'nearest' });
    } else input.removeAttribute('aria-activedescendant');
  };

  const choose = (newTab: boolean) => {
    const opt = options[active];
    if (opt) onChoose(opt, newTab);
  };

  return {
    setOptions(next, keep) {
      options = next;
      active = -1;
      for (const [i, opt] of options.entries()) opt.addEventListener('mousemove', () => i !== active && setActive(i));
      input.setAttribute('aria-expanded', String(options.length > 0));
      setActive(
        Math.max(
          0,
          options.findIndex((o) => o.getAttribute('href') === keep),
        ),
      );
    },
    active: () => options[active],
    choose,
    keydown(e) {
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        setActive(active + (e.key === 'ArrowDown' ? 1 : -1));
      } else if (e.key === 'Enter' && e.target === input) {
        e.preventDefault();
        choose(e.ctrlKey || e.metaKey);
      }
    },
  };
}
