import { describe, expect, it } from 'vitest';
import { fencedBlocks } from './fenced-blocks.ts';

describe('fencedBlocks', () => {
  it('finds each block with its info string, in lists and quotes, closed by a fence as long', () => {
    const body = ['text', '```yaml example', 'a: 1', '```', '- item', '  ~~~~', '  ```', '  ~~~~', '> ```js', '> x', '> ```'].join('\n');
    expect(fencedBlocks(body.split('\n'))).toEqual([
      { open: 1, close: 3, info: 'yaml example' },
      { open: 5, close: 7, info: '' },
      { open: 8, close: 10, info: 'js' },
    ]);
  });

  it('reads "```code```" on one line as a code span, and runs an unclosed block to the end', () => {
    expect(fencedBlocks(['```code```', '```sh', 'echo'])).toEqual([{ open: 1, close: 2, info: 'sh' }]);
  });
});
