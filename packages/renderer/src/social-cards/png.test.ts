import { readFile } from 'node:fs/promises';
import { Resvg } from '@resvg/resvg-js';
import { imageSize } from 'image-size';
import satori from 'satori';
import { describe, expect, it } from 'vitest';
import { builtInCard, CARD_HEIGHT, CARD_WIDTH } from './card.ts';
import { FONT_FILES, fontPath } from './fonts.ts';
import { opaquePng } from './png.ts';
import { cardProps } from './testing.ts';

const render = (svg: string) => new Resvg(svg, { font: { loadSystemFonts: false } }).render();

/** A PNG's pixels, as resvg decodes it (nearest neighbour at its own size: each pixel as it is). */
function decoded(png: Uint8Array): Buffer {
  const { width, height } = imageSize(png);
  const href = `data:image/png;base64,${Buffer.from(png).toString('base64')}`;
  return render(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><image href="${href}" width="${width}" height="${height}" image-rendering="optimizeSpeed"/></svg>`).pixels;
}

describe('opaquePng', () => {
  it("encodes a card to the pixels and size of resvg's own PNG", async () => {
    const fonts = await Promise.all(FONT_FILES.map(async (f) => ({ name: 'Inter', data: await readFile(fontPath(f.file)), weight: f.weight, style: 'normal' as const })));
    const image = render(await satori(builtInCard(cardProps('Scoring')) as Parameters<typeof satori>[0], { width: CARD_WIDTH, height: CARD_HEIGHT, fonts }));
    const ours = opaquePng(image);
    const theirs = image.asPng();
    expect(ours).toBeDefined();
    expect(imageSize(ours!)).toMatchObject({ type: 'png', width: CARD_WIDTH, height: CARD_HEIGHT });
    expect(decoded(ours!).equals(decoded(theirs))).toBe(true);
    expect(decoded(ours!).equals(image.pixels)).toBe(true);
  });

  it("leaves a pixmap with a see-through pixel to resvg's encoder, which divides out the alpha", () => {
    const image = render('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="2"><rect width="3" height="2" fill="#3b4fd8"/></svg>');
    expect(opaquePng(image)).toBeUndefined();
    expect(opaquePng(render('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="2"><rect width="4" height="2" fill="#3b4fd8"/></svg>'))).toBeDefined();
  });
});
