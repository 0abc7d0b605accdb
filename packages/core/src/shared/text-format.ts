// Filling in a theme text's `{name}`s (shared/theme-texts.ts); its plural
// forms are plural-form.ts's. Shared by the server-rendered shell and the
// client script.

/** `{name}` in `message` replaced by `values.name`; names without a value stay as written. */
export function formatText(message: string, values: Readonly<Record<string, string | number>>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
