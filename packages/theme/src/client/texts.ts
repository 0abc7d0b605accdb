// The client script's texts in the page's locale: what the shell wrote into
// <html data-texts> (only the texts the locale changes), else English.
import { CLIENT_TEXTS, formatText, pluralForm, type ClientTextId } from '@ctfdocs/core/shared/client-texts.ts';

let read: { raw: string | undefined; texts: Partial<Record<ClientTextId, string>> } | undefined;

function written(): Partial<Record<ClientTextId, string>> {
  const raw = document.documentElement.dataset.texts;
  if (read && read.raw === raw) return read.texts;
  let texts: Partial<Record<ClientTextId, string>> = {};
  try {
    texts = raw ? (JSON.parse(raw) as typeof texts) : {};
  } catch {
    // The shell writes JSON; anything else leaves the English texts.
  }
  read = { raw, texts };
  return texts;
}

/** Text `id`, with `{name}` filled from `values`. */
export function shellText(id: ClientTextId, values?: Readonly<Record<string, string | number>>): string {
  const message = written()[id] ?? CLIENT_TEXTS[id];
  return values ? formatText(message, values) : message;
}

/** Text `id` in the plural form for `count` (`{count}` filled too). */
export function shellCountText(id: ClientTextId, count: number, values: Readonly<Record<string, string | number>> = {}): string {
  return formatText(pluralForm(written()[id] ?? CLIENT_TEXTS[id], count, document.documentElement.lang), { count, ...values });
}
