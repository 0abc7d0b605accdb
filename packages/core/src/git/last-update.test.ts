import { execFileSync } from 'node:child_process';
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readLastUpdates } from './last-update.ts';

async function repoWithHistory(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'ctfdocs-git-'));
  const git = (args: string[], env: Record<string, string> = {}) => execFileSync('git', args, { cwd: dir, env: { ...process.env, ...env } });
  git(['init', '-q']);
  await mkdir(path.join(dir, 'docs/sub'), { recursive: true });
  await writeFile(path.join(dir, 'docs/a.md'), 'a');
  await writeFile(path.join(dir, 'docs/sub/b c.md'), 'b');
  git(['add', '.']);
  git(['-c', 'user.name=Ann Author', '-c', 'user.email=a@example.com', 'commit', '-qm', 'one'], { GIT_AUTHOR_DATE: '@1700000000', GIT_COMMITTER_DATE: '@1700000000' });
  await writeFile(path.join(dir, 'docs/a.md'), 'a, again');
  git(['-c', 'user.name=Bo Writer', '-c', 'user.email=b@example.com', 'commit', '-qam', 'two'], { GIT_AUTHOR_DATE: '@1710000000', GIT_COMMITTER_DATE: '@1710000000' });
  await writeFile(path.join(dir, 'docs/new.md'), 'not committed');
  return dir;
}

describe('last update from git', () => {
  it("gives each file its latest commit's time and author, from one log of the whole folder", async () => {
    const dir = await repoWithHistory();
    const updates = await readLastUpdates(dir, ['docs']);
    expect(updates.get(path.join(dir, 'docs/a.md'))).toEqual({ timestamp: 1710000000, author: 'Bo Writer' });
    expect(updates.get(path.join(dir, 'docs/sub/b c.md'))).toEqual({ timestamp: 1700000000, author: 'Ann Author' });
    expect(updates.has(path.join(dir, 'docs/new.md'))).toBe(false);
  });

  // A folder name is page content: with line breaks and git's old commit mark
  // in it, it once read as a commit of its own and gave the files listed after
  // it in the same commit the date and author it spelled out.
  it('reads a folder name with line breaks and control characters as a name, never as a commit', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'ctfdocs-git-'));
    const git = (args: string[], env: Record<string, string> = {}) => execFileSync('git', args, { cwd: dir, env: { ...process.env, ...env } });
    git(['init', '-q']);
    const forged = 'docs/0\n\u0001946684800\tMallory Forger\ndocs';
    await mkdir(path.join(dir, forged), { recursive: true });
    await writeFile(path.join(dir, forged, 'x.md'), 'x');
    await writeFile(path.join(dir, 'docs/target.md'), 'target');
    git(['add', '.']);
    git(['-c', 'user.name=Ann Author', '-c', 'user.email=a@example.com', 'commit', '-qm', 'one'], { GIT_AUTHOR_DATE: '@1700000000', GIT_COMMITTER_DATE: '@1700000000' });
    const updates = await readLastUpdates(dir, ['docs']);
    const real = { timestamp: 1700000000, author: 'Ann Author' };
    expect(updates.get(path.join(dir, 'docs/target.md'))).toEqual(real);
    expect(updates.get(path.join(dir, forged, 'x.md'))).toEqual(real);
    expect([...updates.values()].map((u) => u.author)).not.toContain('Mallory Forger');
    expect(updates.size).toBe(2);
  });

  it('gives nothing, and no error, outside a git repository', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'ctfdocs-nogit-'));
    await writeFile(path.join(dir, 'a.md'), 'a');
    expect((await readLastUpdates(dir, ['.'])).size).toBe(0);
  });
});
