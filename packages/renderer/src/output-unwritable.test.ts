// A build that cannot write beside build/ says why. On a read-only file
// system Node's recursive mkdir fails with ENOENT; the folder is asked instead.
import { describe, expect, it, vi } from 'vitest';

const code = vi.hoisted(() => ({ access: 'EROFS' }));
vi.mock('node:fs/promises', async (original) => {
  const real = await original<typeof import('node:fs/promises')>();
  const fail = (c: string) => Object.assign(new Error(`${c}: simulated`), { code: c });
  return {
    ...real,
    mkdir: async () => {
      throw fail('ENOENT');
    },
    access: async () => {
      throw fail(code.access);
    },
  };
});

const { StagedOutput } = await import('./output.ts');

describe('StagedOutput.open on a folder it cannot write', () => {
  it('names a read-only file system', async () => {
    code.access = 'EROFS';
    await expect(StagedOutput.open('/site/build')).rejects.toThrow('Cannot write the build: /site is on a read-only file system.');
  });

  it('names a folder without write permission', async () => {
    code.access = 'EACCES';
    await expect(StagedOutput.open('/site/build')).rejects.toThrow('Cannot write the build: /site is not writable by this user.');
  });
});
