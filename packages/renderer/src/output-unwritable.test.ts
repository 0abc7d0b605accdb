// A build that cannot write says why, as a diagnostic. On a read-only file
// system Node's recursive mkdir fails with ENOENT; the folder is asked
// instead. A previous build/ that cannot be removed (it belongs to another
// user) is a warning: the new build is in place all the same.
import { describe, expect, it, vi } from 'vitest';

const fail = (c: string) => Object.assign(new Error(`${c}: simulated`), { code: c });
const mocked = vi.hoisted(() => ({ access: 'EROFS', mkdir: 'ENOENT', oldBuildOwnedByOther: false }));
vi.mock('node:fs/promises', async (original) => {
  const real = await original<typeof import('node:fs/promises')>();
  return {
    ...real,
    mkdir: async (...args: Parameters<typeof real.mkdir>) => {
      if (mocked.mkdir) throw fail(mocked.mkdir);
      return real.mkdir(...args);
    },
    access: async (...args: Parameters<typeof real.access>) => {
      if (mocked.access) throw fail(mocked.access);
      return real.access(...args);
    },
    // As for a folder of root's that `nobody` builds beside: unlink refused, and so is chmod.
    rm: async (...args: Parameters<typeof real.rm>) => {
      if (mocked.oldBuildOwnedByOther && String(args[0]).includes('.build.old-')) throw fail('EACCES');
      return real.rm(...args);
    },
    chmod: async (...args: Parameters<typeof real.chmod>) => {
      if (mocked.oldBuildOwnedByOther && String(args[0]).includes('.build.old-')) throw fail('EPERM');
      return real.chmod(...args);
    },
  };
});

const { OutputError, StagedOutput, writeOutputAtomic } = await import('./output.ts');
const { mkdtemp, mkdir, readFile, readdir, writeFile } = await import('node:fs/promises');
const { tmpdir } = await import('node:os');
const path = await import('node:path');

async function openError(): Promise<InstanceType<typeof OutputError>> {
  const err = await StagedOutput.open('/site/build').catch((e: unknown) => e);
  expect(err).toBeInstanceOf(OutputError);
  return err as InstanceType<typeof OutputError>;
}

describe('StagedOutput.open on a folder it cannot write', () => {
  it('names a read-only file system', async () => {
    Object.assign(mocked, { access: 'EROFS', mkdir: 'ENOENT' });
    expect((await openError()).diagnostic).toMatchObject({ severity: 'error', code: 'output/unwritable', message: 'Cannot write the build: /site is on a read-only file system' });
  });

  it('names a folder without write permission, and says how to fix it', async () => {
    Object.assign(mocked, { access: 'EACCES', mkdir: 'EACCES' });
    const { diagnostic } = await openError();
    expect(diagnostic.message).toBe('Cannot write the build: /site is not writable by this user');
    expect(diagnostic.hint).toMatch(/^Pass --out-dir a folder that can be written, or make \/site one/);
  });

  it('names a full disk, which the folder itself does not tell', async () => {
    Object.assign(mocked, { access: '', mkdir: 'ENOSPC' });
    expect((await openError()).message).toBe('Cannot write the build: /site is on a disk with no space left');
  });
});

/** A folder with a build/ from before. */
async function previousBuild(): Promise<{ dir: string; out: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'ctfdocs-old-build-'));
  const out = path.join(dir, 'build');
  await mkdir(out);
  await writeFile(path.join(out, 'index.html'), 'previous');
  return { dir, out };
}

describe('a previous build that cannot be removed', () => {
  it('is left with a warning naming it, while the new build is in place and nothing is put back', async () => {
    Object.assign(mocked, { access: '', mkdir: '', oldBuildOwnedByOther: true });
    try {
      const { dir, out } = await previousBuild();
      const warnings = await writeOutputAtomic(out, new Map([['index.html', { contents: 'new' }]]));
      expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe('new');
      const left = (await readdir(dir)).filter((n) => n.startsWith('.build.old-'));
      expect(left).toHaveLength(1);
      expect(warnings).toEqual([
        {
          severity: 'warning',
          code: 'output/old-build-left',
          message: `The new build is in ${out}, but the previous one, moved to ${path.join(dir, left[0])}, could not be removed (EPERM): it belongs to another user or sits on a read-only file system`,
          hint: `Remove ${path.join(dir, left[0])} as the user who owns it (or with sudo), and build as that same user from then on.`,
        },
      ]);
    } finally {
      mocked.oldBuildOwnedByOther = false;
    }
  });

  it('is not touched by a discard after the swap', async () => {
    Object.assign(mocked, { access: '', mkdir: '', oldBuildOwnedByOther: true });
    try {
      const { out } = await previousBuild();
      const staged = await StagedOutput.open(out);
      await staged.put('index.html', { contents: 'new' });
      await staged.commit();
      // What the build does when anything after the swap throws: before, this removed the old build again and threw its EACCES.
      await expect(staged.discard()).resolves.toBeUndefined();
      expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe('new');
    } finally {
      mocked.oldBuildOwnedByOther = false;
    }
  });
});
