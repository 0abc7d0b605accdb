// Draw a card: satori lays the template out and writes SVG (text as paths,
// in the fonts given), resvg rasterises it to PNG. Both run in Node without a
// browser; resvg is native code (its npm package ships a binary per platform
// as an optional dependency, nothing is downloaded at install).
import { readFile } from 'node:fs/promises';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { builtInCard, CARD_HEIGHT, CARD_WIDTH, type SocialCardProps } from './card.ts';
import { FONT_FILES, fontPath } from './fonts.ts';

/** What a drawer needs, plain data so that it crosses to a worker thread. */
export interface DrawerSetup {
  /** The site's template module, bundled (template-module.ts); the built-in card otherwise. */
  templateUrl?: string;
}

export type Draw = (props: SocialCardProps) => Promise<Uint8Array>;

export async function cardDrawer(setup: DrawerSetup): Promise<Draw> {
  const fonts = await Promise.all(FONT_FILES.map(async (f) => ({ name: 'Inter', data: await readFile(fontPath(f.file)), weight: f.weight, style: 'normal' as const })));
  const template = setup.templateUrl ? ((await import(setup.templateUrl)) as { default: (props: SocialCardProps) => unknown }).default : builtInCard;
  if (typeof template !== 'function') throw new Error('the template module must default-export a function of the card props that returns JSX');
  return async (props) => {
    const svg = await satori(template(props) as Parameters<typeof satori>[0], { width: CARD_WIDTH, height: CARD_HEIGHT, fonts });
    // satori writes text as outlines: resvg needs no fonts, and scanning the system's took a third of its time.
    return new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng();
  };
}
