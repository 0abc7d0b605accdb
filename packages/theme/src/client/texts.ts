// The client script's texts in the page's locale: what the shell wrote into
// <html data-texts> (only the texts the locale changes), else the English of
// the part's own table (core/src/shared/search-texts.ts,
// navigation-texts.ts), so that a chunk bundles only its own part's.
import { formatText } from '@ctfdocs/core/shared/text-format.ts';

let read: { raw: string | undefined; texts: Partial<Record<string, string>> } | undefined;

function written(): Partial<Record<string, string>> {
  const raw = document.documentElement.dataset.texts;
  if (read && read.raw === raw) return read.texts;
  let texts: Partial<Record<string, string>> = {};
  try {
    texts = raw ? (JSON.parse(raw) as typeof texts) : {};
  } catch {
    // The shell writes JSON; anything else leaves the English texts.
  }
  read = { raw, texts };
  return texts;
}

/**
 * The texts of one table in the page's locale: `text(id)` is the message as
 * written (`{name}`s and plural forms left in), `text(id, values)` with its
 * `{name}`s filled.
 */
export function textsOf<Id extends string>(english: Readonly<Record<Id, string>>): (id: Id, values?: Readonly<Record<string, string | number>>) => string {
  return (id, values) => {
    const message = written()[id] ?? english[id];
    return values ? formatText(message, values) : message;
  };
}
