import { describe, expect, it } from 'vitest';
import { normaliseContainerFences } from './container-fences.ts';

describe('normaliseContainerFences', () => {
  it('rewrites a space before the name and a title after it into the form remark-directive reads', () => {
    expect(normaliseContainerFences('::: tip\nx\n:::')).toBe(':::tip\nx\n:::');
    expect(normaliseContainerFences(':::note My [title]\nx\n:::')).toBe(':::note[My \\[title\\]]\nx\n:::');
    expect(normaliseContainerFences('- item\n\n  ::: warning Careful  \n  x\n  :::')).toBe('- item\n\n  :::warning[Careful]\n  x\n  :::');
    expect(normaliseContainerFences('> ::: info\n> x\n> :::')).toBe('> :::info\n> x\n> :::');
  });

  it('leaves fenced code, closing fences and bracketed forms as they are', () => {
    const text = '```md\n::: tip Title\n```\n\n:::note[Title]\n:::\n\n~~~~\n::: danger\n~~~~';
    expect(normaliseContainerFences(text)).toBe(text);
  });

  it('keeps every line where it was', () => {
    const text = 'a\n::: tip Hello\r\nb\n:::\n';
    const out = normaliseContainerFences(text);
    expect(out.split('\n')).toHaveLength(text.split('\n').length);
    expect(out).toBe('a\n:::tip[Hello]\r\nb\n:::\n');
  });
});
