import { imageSize } from 'image-size';
import { describe, expect, it } from 'vitest';
import type { SocialCardProps } from './card.ts';
import { CardPainter } from './thread.ts';

const props = (title: string): SocialCardProps => ({
  title,
  description: 'What the page says, in one sentence.',
  siteTitle: 'Docs',
  colors: { background: '#ffffff', accent: '#3b4fd8', text: '#1c1e21', muted: '#4b5563' },
});

describe('CardPainter', () => {
  it('draws every card asked for, on its thread and, once asked to help, on the main thread too', async () => {
    const painter = new CardPainter({});
    const titles = Array.from({ length: 12 }, (_, i) => `Page ${i}`);
    const drawn = titles.map((t) => painter.draw(props(t)));
    const helping = painter.help();
    const pngs = await Promise.all(drawn);
    await helping;
    await painter.close();
    for (const png of pngs) expect(imageSize(png)).toMatchObject({ type: 'png', width: 1200, height: 630 });
    // Each title draws its own card.
    expect(new Set(pngs.map((png) => Buffer.from(png).toString('base64'))).size).toBe(titles.length);
  }, 60_000);

  it('fails a card whose template throws, with the reason, and draws the next', async () => {
    const template = 'export default (p) => { if (p.title === "bad") throw new Error("no card for bad"); return { type: "div", props: { style: { display: "flex" }, children: p.title } }; }';
    const painter = new CardPainter({ templateUrl: `data:text/javascript,${encodeURIComponent(template)}` });
    await expect(painter.draw(props('bad'))).rejects.toThrow('no card for bad');
    expect(imageSize(await painter.draw(props('good')))).toMatchObject({ width: 1200, height: 630 });
    await painter.close();
  }, 60_000);
});
