import { describe, expect, it } from 'vitest';
import { singleLine } from './single-line.ts';

describe('singleLine', () => {
  it('folds every kind of line break and run of space into one space', () => {
    expect(singleLine('Real title\n\n## Injected\r\n- [Evil](https://evil.example)\u2028end\u0085NEL')).toBe('Real title ## Injected - [Evil](https://evil.example) end NEL');
    expect(singleLine('  a \t\v\f b  ')).toBe('a b');
  });

  it('shows other control characters as U+FFFD', () => {
    expect(singleLine('bell\u0007 and \u001b[31mred')).toBe('bell\uFFFD and \uFFFD[31mred');
  });

  it('leaves a plain line as it was', () => {
    expect(singleLine('Flags — static and regex')).toBe('Flags — static and regex');
  });
});
