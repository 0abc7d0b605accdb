// Draw a card: satori lays the template out and writes SVG (text as paths,
// in the fonts given), resvg rasterises it to PNG. Both run in Node without a
// browser; resvg is native code (its npm package ships a binary per platform
// as an optional dependency, nothing is downloaded at install).
import { readFile } from 'node:fs/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { builtInCard, CARD_HEIGHT, CARD_WIDTH, type SocialCardProps } from './card.ts';
import { FONT_FILES, fontPath } from './fonts.ts';
import { opaquePng } from './png.ts';

/** What a drawer needs, plain data so that it crosses to the card process. */
export interface DrawerSetup {
  /** The site's template module, bundled (template-module.ts); the built-in card otherwise. */
  templateUrl?: string;
}

export type Draw = (props: SocialCardProps) => Promise<Uint8Array>;

/**
 * A card's SVG tree and pixmap (some 4 MB) live in resvg's native memory,
 * which V8 does not count: they are freed only when a garbage collection
 * finds their small JS objects dead, and V8 saw no reason to collect while
 * the cards piled up (300 cards held 1.2 GB), each card's in pages fresh
 * from the system (some 1,600 page faults a card, in system CPU time). A
 * minor collection after each card (cheap: what survives it is small) lets
 * the next card reuse the same memory. `gc` is taken from a context made
 * while --expose-gc is briefly on, as jest's leak detector does.
 */
const collectYoung = (() => {
  setFlagsFromString('--expose-gc');
  try {
    const gc = runInNewContext('gc') as (options: { type: 'minor' }) => void;
    return () => gc({ type: 'minor' });
  } finally {
    setFlagsFromString('--no-expose-gc');
  }
})();

export async function cardDrawer(setup: DrawerSetup): Promise<Draw> {
  const fonts = await Promise.all(FONT_FILES.map(async (f) => ({ name: 'Inter', data: await readFile(fontPath(f.file)), weight: f.weight, style: 'normal' as const })));
  const template = setup.templateUrl ? ((await import(setup.templateUrl)) as { default: (props: SocialCardProps) => unknown }).default : builtInCard;
  if (typeof template !== 'function') throw new Error('the template module must default-export a function of the card props that returns JSX');
  return async (props) => {
    const svg = await satori(template(props) as Parameters<typeof satori>[0], { width: CARD_WIDTH, height: CARD_HEIGHT, fonts });
    // satori writes text as outlines: resvg needs no fonts, and scanning the system's took a third of its time.
    const image = new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render();
    const png = opaquePng(image) ?? image.asPng();
    collectYoung();
    // Node frees native objects of collected JS objects on the next turn of the event loop.
    await nextTurn();
    return png;
  };
}
