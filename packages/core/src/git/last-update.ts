// When each file was last changed and by whom, from git, for "Last updated
// on … by …" (Docusaurus's showLastUpdateTime/showLastUpdateAuthor). One
// `git log` over the folders asked for, read newest first, instead of one
// git process per file: the first commit that names a file is its last.
// Without git, or outside a repository, files simply have no date.
import { execFile } from 'node:child_process';
import path from 'node:path';
import type { LastUpdate } from '../types.ts';

export type { LastUpdate };

function git(cwd: string, args: string[]): Promise<string | undefined> {
  return new Promise((resolve) => {
    execFile('git', args, { cwd, maxBuffer: 256 * 1024 * 1024, windowsHide: true }, (err, stdout) => resolve(err ? undefined : stdout));
  });
}

/** Last commit of every file under `dirs` (paths relative to rootDir), keyed by absolute path. */
export async function readLastUpdates(rootDir: string, dirs: string[]): Promise<Map<string, LastUpdate>> {
  const out = new Map<string, LastUpdate>();
  if (!dirs.length) return out;
  const top = (await git(rootDir, ['rev-parse', '--show-toplevel']))?.trim();
  if (!top) return out;
  const log = await git(rootDir, ['log', '--format=%x00%ct%x00%an', '--name-only', '--no-renames', '-z', '--', ...dirs]);
  if (!log) return out;
  parseLog(log, top, out);
  return out;
}

/**
 * `git log -z --name-only --format=%x00%ct%x00%an`, newest first: each file
 * keeps its first (latest) commit. Every field is NUL-terminated, and a file
 * name (page content: it may hold line breaks and any control character but
 * NUL) is only ever one field. A commit is an empty field, then its time and
 * its author, then its files; git writes one line break between the author
 * and the first file. A merge lists no files.
 */
export function parseLog(log: string, top: string, out: Map<string, LastUpdate>): void {
  const fields = log.split('\0');
  let current: LastUpdate | undefined;
  let first = false;
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i];
    if (field === '') {
      // Read by position: an author field is never taken for a file.
      if (i + 2 >= fields.length) break;
      current = { timestamp: Number(fields[i + 1]), author: fields[i + 2] };
      i += 2;
      first = true;
      continue;
    }
    const name = first && field.startsWith('\n') ? field.slice(1) : field;
    first = false;
    const abs = path.resolve(top, name);
    if (current && !out.has(abs)) out.set(abs, current);
  }
}
