// The built-in social card: the site's logo and title above the page's title
// and description, with a band of the accent colour. Satori draws it from
// plain element objects (its subset of HTML and flexbox CSS), so it needs no
// React; a site's own template (socialCards.template) may use JSX.

/** What a card is drawn from; a site's template receives the same. */
export interface SocialCardProps {
  title: string;
  description?: string;
  siteTitle: string;
  /** The navbar logo (or favicon) as a data URL. */
  logo?: string;
  colors: { background: string; accent: string; text: string; muted: string };
}

/** The size link previews show in full (Open Graph's and X's large summary card). */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

interface Element {
  type: string;
  props: { style?: Record<string, string | number>; children?: Array<Element | string> | Element | string; src?: string; width?: number; height?: number };
}

const el = (type: string, style: Element['props']['style'], ...children: Array<Element | string>): Element => ({ type, props: { style, children } });

/** Long texts are cut at a word with an ellipsis, so the card's layout holds. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 15)).trimEnd()}…`;
}

export function builtInCard({ title, description, siteTitle, logo, colors }: SocialCardProps): Element {
  const header = el(
    'div',
    { display: 'flex', alignItems: 'center', gap: 24 },
    ...(logo ? [{ type: 'img', props: { src: logo, width: 72, height: 72 } } satisfies Element] : []),
    el('div', { fontSize: 36, fontWeight: 700, color: colors.accent }, clip(siteTitle, 60)),
  );
  const body = el(
    'div',
    { display: 'flex', flexDirection: 'column', gap: 24, width: '100%' },
    el('div', { fontSize: title.length > 48 ? 54 : 68, fontWeight: 700, color: colors.text, lineHeight: 1.15 }, clip(title, 90)),
    ...(description ? [el('div', { fontSize: 30, color: colors.muted, lineHeight: 1.4 }, clip(description, 150))] : []),
  );
  // The accent band is a box of its own, not a top border: satori draws a
  // border through three clip paths, which resvg rasterises as layers the
  // size of the card (a fifth of its raster time). The bottom margin is 48
  // as it came out when the border made the box 16 px taller than the card:
  // card.test.ts holds the pixels to those of the card with the border.
  // Padding would widen a box of width 100% (satori's boxes are content-box): the margins of a flex child shrink it instead.
  return el(
    'div',
    { width: '100%', height: '100%', display: 'flex', flexDirection: 'column', background: colors.background, fontFamily: 'Inter' },
    el('div', { height: 16, flexShrink: 0, background: colors.accent }),
    el('div', { display: 'flex', flexDirection: 'column', justifyContent: 'space-between', flexGrow: 1, marginTop: 56, marginBottom: 48, marginLeft: 80, marginRight: 80 }, header, body),
  );
}
