// The test command ends by naming the slowest test files, from vitest's JSON report.
import { describe, expect, it } from 'vitest';
// @ts-expect-error: the scripts are plain JavaScript without types.
import { slowestFiles } from '../../scripts/slowest-files.mjs';

const result = (name: string, startTime: number, endTime: number) => ({ name: `/repo/${name}`, startTime, endTime });

describe('the slowest test files', () => {
  it('lists the files that took longest first, in seconds, relative to the root, at most `count` of them', () => {
    const lines = (slowestFiles([result('a.test.ts', 0, 1_500), result('b.test.ts', 100, 42_100), result('c.test.ts', 0, 7_250)], 2, '/repo') as string).split('\n');
    expect(lines).toEqual(['The 2 slowest test files:', '    42.0 s  b.test.ts', '     7.3 s  c.test.ts']);
  });
});
