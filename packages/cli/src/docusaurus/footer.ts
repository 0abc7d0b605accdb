// Docusaurus footer links (a column of links, or a link alone) as ctfdocs's.
// HTML items, and links to what the import does not carry (left-out.ts),
// are left out and reported.
import type { Keys, Plain } from './keys.ts';
import type { LeftOut } from './left-out.ts';

/** The footer entry `k` (none when it is left out). */
export function convertFooterLinks(k: Keys, leftOut: LeftOut): Plain[] {
  const link = (l: Keys): Plain[] => {
    const why = leftOut(l.obj.to as string | undefined);
    if (why) {
      l.report('to', `${why}; the link is left out`);
      return [];
    }
    const out = { label: l.string('label'), to: l.string('to'), href: l.string('href') };
    l.drop('html', 'HTML footer items are not carried over; write them as label and href');
    l.rest('not a footer link option in ctfdocs');
    // An item that was only HTML has nothing left to be a link with.
    return out.label === undefined && out.to === undefined && out.href === undefined ? [] : [out];
  };
  if (!Array.isArray(k.obj.items)) return link(k);
  const items = k.take('items') as unknown[];
  const out = { title: k.string('title'), items: items.flatMap((it, i) => link(k.element('items', i, it))) };
  k.rest('not a footer column option in ctfdocs');
  return [out];
}
