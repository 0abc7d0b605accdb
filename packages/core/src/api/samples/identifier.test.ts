import { describe, expect, it } from 'vitest';
import { needsMark, snakeWords } from './identifier.ts';

describe('snakeWords', () => {
  it('splits camel case and runs of other characters at underscores, keeping the case', () => {
    expect(snakeWords('challengeId')).toBe('challenge_Id');
    expect(snakeWords('team-member.id')).toBe('team_member_id');
    expect(snakeWords('user_id')).toBe('user_id');
    expect(snakeWords('page2Size')).toBe('page2_Size');
  });
});

describe('needsMark', () => {
  it('marks empty names, names starting with a digit and reserved words', () => {
    const reserved = new Set(['class']);
    expect(needsMark('', reserved)).toBe(true);
    expect(needsMark('2fa', reserved)).toBe(true);
    expect(needsMark('class', reserved)).toBe(true);
    expect(needsMark('klass', reserved)).toBe(false);
    expect(needsMark('id2')).toBe(false);
  });
});
