// The admonition types, their default titles and the box each is drawn as,
// shared by markdown's `:::note` blocks and the theme's MDX <Admonition>.
export const ADMONITIONS = ['note', 'tip', 'info', 'warning', 'danger', 'caution', 'important'] as const;

export const ADMONITION_TITLES: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
  important: 'Important',
};

/** The box's colour: `caution` is drawn as `warning` and `important` as `info`. */
export function admonitionKind(type: string): string {
  return type === 'caution' ? 'warning' : type === 'important' ? 'info' : type;
}
