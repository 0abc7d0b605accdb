// The admonition kinds, in one table: the name a writer uses (Docusaurus's
// `:::name`, VitePress's `::: name`, GitHub's `> [!NAME]`), the box it is
// drawn as, and the theme text of its default title (shared/theme-texts.ts,
// translated per locale). A new kind is a new row, and its title a new text.
import type { ThemeTextId } from '../shared/theme-texts.ts';

export type AdmonitionTitleId = Extract<ThemeTextId, `theme.admonition.${string}`>;

export interface AdmonitionKind {
  /** The box: `admonition-<className>` in the theme's CSS. */
  className: 'note' | 'tip' | 'info' | 'warning' | 'danger';
  title: AdmonitionTitleId;
}

/** `:::name` containers. `caution` and `important` are Docusaurus's aliases. */
export const ADMONITIONS: Readonly<Record<string, AdmonitionKind>> = {
  note: { className: 'note', title: 'theme.admonition.note' },
  tip: { className: 'tip', title: 'theme.admonition.tip' },
  info: { className: 'info', title: 'theme.admonition.info' },
  warning: { className: 'warning', title: 'theme.admonition.warning' },
  danger: { className: 'danger', title: 'theme.admonition.danger' },
  caution: { className: 'warning', title: 'theme.admonition.caution' },
  important: { className: 'info', title: 'theme.admonition.important' },
};

/** GitHub's alerts; its CAUTION is its red box, drawn as danger. */
export const GITHUB_ALERTS: Readonly<Record<string, AdmonitionKind>> = {
  NOTE: ADMONITIONS.note,
  TIP: ADMONITIONS.tip,
  IMPORTANT: ADMONITIONS.important,
  WARNING: ADMONITIONS.warning,
  CAUTION: { className: 'danger', title: 'theme.admonition.caution' },
};

/** The box a name is drawn as: `caution` as `warning`, `important` as `info`. */
export function admonitionKind(type: string): string {
  return ADMONITIONS[type]?.className ?? type;
}
