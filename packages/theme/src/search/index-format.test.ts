import { describe, expect, it } from 'vitest';
import { BODY_SCORE, docShardFile, MAX_BODY_COUNT, SECTION_WEIGHT, TITLE_SCORE, TITLE_WEIGHT_LIMIT, termShardFile, titleWeight } from './index-format.ts';

describe('search index format', () => {
  it('gives every weight the build can write a score in the engine', () => {
    // One term is the shortest title, so the largest weight of each place.
    for (const place of ['page', 'heading', 'headingPage'] as const) {
      const w = titleWeight(place, ['flags']);
      expect(Number.isInteger(w)).toBe(true);
      expect(w).toBeLessThan(TITLE_WEIGHT_LIMIT);
      expect(TITLE_SCORE[w]).toBe(w);
    }
    expect(TITLE_SCORE[SECTION_WEIGHT]).toBe(SECTION_WEIGHT);
    expect(BODY_SCORE).toHaveLength(MAX_BODY_COUNT + 1);
    expect(BODY_SCORE.every(Number.isFinite)).toBe(true);
  });

  it('ranks a short title above a long one, and a page above a heading and the page title of a heading', () => {
    const short = ['flags'];
    const long = ['adding', 'flags', 'to', 'a', 'challenge'];
    expect(titleWeight('page', short)).toBeGreaterThan(titleWeight('page', long));
    expect(titleWeight('page', long)).toBeGreaterThan(titleWeight('heading', long));
    expect(titleWeight('heading', long)).toBeGreaterThan(titleWeight('headingPage', short));
    // Repeated words are one word: "flags flags" is as short as "flags".
    expect(titleWeight('page', ['flags', 'flags'])).toBe(titleWeight('page', short));
  });

  it('scores a body word more the more often it occurs, each time adding less', () => {
    expect(BODY_SCORE[0]).toBe(0);
    for (let n = 2; n <= MAX_BODY_COUNT; n++) {
      expect(BODY_SCORE[n]).toBeGreaterThan(BODY_SCORE[n - 1]);
      expect(BODY_SCORE[n] - BODY_SCORE[n - 1]).toBeLessThanOrEqual(BODY_SCORE[n - 1] - BODY_SCORE[n - 2]);
    }
  });

  it('names the shard files by field and number', () => {
    expect(termShardFile('t', 0)).toBe('t0.json');
    expect(termShardFile('b', 12)).toBe('b12.json');
    expect(docShardFile(3)).toBe('d3.json');
  });
});
