// The admonition kinds, in one table: the name a writer uses (Docusaurus's
// `:::name`, VitePress's `::: name`, GitHub's `> [!NAME]`), the box it is
// drawn as, and its default title. A new kind is a new row.

export interface AdmonitionKind {
  /** The box: `admonition-<className>` in the theme's CSS. */
  className: 'note' | 'tip' | 'info' | 'warning' | 'danger';
  title: string;
}

/** `:::name` containers. `caution` and `important` are Docusaurus's aliases. */
export const ADMONITIONS: Readonly<Record<string, AdmonitionKind>> = {
  note: { className: 'note', title: 'Note' },
  tip: { className: 'tip', title: 'Tip' },
  info: { className: 'info', title: 'Info' },
  warning: { className: 'warning', title: 'Warning' },
  danger: { className: 'danger', title: 'Danger' },
  caution: { className: 'warning', title: 'Caution' },
  important: { className: 'info', title: 'Important' },
};

/** GitHub's alerts; its CAUTION is its red box, drawn as danger. */
export const GITHUB_ALERTS: Readonly<Record<string, AdmonitionKind>> = {
  NOTE: ADMONITIONS.note,
  TIP: ADMONITIONS.tip,
  IMPORTANT: ADMONITIONS.important,
  WARNING: ADMONITIONS.warning,
  CAUTION: { className: 'danger', title: 'Caution' },
};

/** Default titles by name, for the theme's MDX <Admonition type="…">. */
export const ADMONITION_TITLES: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(ADMONITIONS).map(([name, kind]) => [name, kind.title]));

/** The box a name is drawn as: `caution` as `warning`, `important` as `info`. */
export function admonitionKind(type: string): string {
  return ADMONITIONS[type]?.className ?? type;
}
