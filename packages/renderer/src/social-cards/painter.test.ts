import { imageSize } from 'image-size';
import { describe, expect, it } from 'vitest';
import { cardProps } from './testing.ts';
import { CardPainter } from './painter.ts';

describe('CardPainter', () => {
  it('draws every card asked for, in its card process and, once asked to help with a long queue, on the main thread too', async () => {
    const painter = new CardPainter({}, undefined, { backlog: 2, maxProcesses: 1 });
    const titles = Array.from({ length: 12 }, (_, i) => `Page ${i}`);
    const drawn = titles.map((t) => painter.draw(cardProps(t)));
    const helping = painter.help();
    const pngs = await Promise.all(drawn);
    await helping;
    await painter.close();
    for (const png of pngs) expect(imageSize(png)).toMatchObject({ type: 'png', width: 1200, height: 630 });
    // Each title draws its own card.
    expect(new Set(pngs.map((png) => Buffer.from(png).toString('base64'))).size).toBe(titles.length);
    expect(painter.drawnOnMain).toBeGreaterThan(0);
    expect(painter.drawnOnMain).toBeLessThan(titles.length);
  }, 60_000);

  it("leaves a short queue to the card process: the main thread's help would cost it a drawer's start-up", async () => {
    const painter = new CardPainter({}, undefined, { maxProcesses: 1 });
    const drawn = Array.from({ length: 12 }, (_, i) => painter.draw(cardProps(`Page ${i}`)));
    const helping = painter.help();
    await Promise.all(drawn);
    await helping;
    await painter.close();
    expect(painter.drawnOnMain).toBe(0);
  }, 60_000);

  it('draws every card on the main thread when there is no card process to be had', async () => {
    const painter = new CardPainter({}, undefined, { maxProcesses: 0 });
    const pngs = await Promise.all([painter.draw(cardProps('One')), painter.draw(cardProps('Two'))]);
    for (const png of pngs) expect(imageSize(png)).toMatchObject({ width: 1200, height: 630 });
    expect(painter.drawnOnMain).toBe(2);
  }, 60_000);

  it("draws in a process of its own, whose V8 leaves satori's lukewarm code unoptimised", async () => {
    // A template runs where the cards are drawn: this one says where that is.
    const template = 'export default () => { throw new Error(JSON.stringify({ pid: process.pid, execArgv: process.execArgv })); }';
    const painter = new CardPainter({ templateUrl: `data:text/javascript,${encodeURIComponent(template)}` }, undefined, { maxProcesses: 1 });
    const where = await painter.draw(cardProps('Where')).then(
      () => undefined,
      (err: Error) => JSON.parse(err.message) as { pid: number; execArgv: string[] },
    );
    await painter.close();
    expect(where?.pid).not.toBe(process.pid);
    expect(where?.execArgv).toContainEqual(expect.stringMatching(/^--interrupt-budget=\d+$/));
  }, 60_000);

  it('fails a card whose template throws, with the reason, and draws the next', async () => {
    const template = 'export default (p) => { if (p.title === "bad") throw new Error("no card for bad"); return { type: "div", props: { style: { display: "flex" }, children: p.title } }; }';
    const painter = new CardPainter({ templateUrl: `data:text/javascript,${encodeURIComponent(template)}` });
    await expect(painter.draw(cardProps('bad'))).rejects.toThrow('no card for bad');
    expect(imageSize(await painter.draw(cardProps('good')))).toMatchObject({ width: 1200, height: 630 });
    await painter.close();
  }, 60_000);
});
