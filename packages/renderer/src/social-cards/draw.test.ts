import { describe, expect, it } from 'vitest';
import { cardDrawer } from './draw.ts';
import { cardProps } from './testing.ts';

describe('cardDrawer', () => {
  it("frees each card's native memory before the next: a site's cards do not pile up in the process", async () => {
    const draw = await cardDrawer({});
    for (let i = 0; i < 5; i++) await draw(cardProps(`Warm-up ${i}`));
    const before = process.memoryUsage().rss;
    for (let i = 0; i < 30; i++) await draw(cardProps(`Page ${i}`));
    // A card's pixmap alone is 3 MB (1200 × 630 × 4): kept, 30 of them would be 90 MB.
    expect((process.memoryUsage().rss - before) / 2 ** 20).toBeLessThan(45);
  }, 60_000);
});
