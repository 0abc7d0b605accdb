// When each file was last changed and by whom, from git, for "Last updated
// on … by …" (Docusaurus's showLastUpdateTime/showLastUpdateAuthor). One
// `git log` over the folders asked for, read newest first, instead of one
// git process per file: the first commit that names a file is its last.
// Without git, or outside a repository, files simply have no date.
import { execFile } from 'node:child_process';
import path from 'node:path';
import type { LastUpdate } from '../types.ts';

export type { LastUpdate };

const MARK = '\u0001';

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
  const log = await git(rootDir, ['log', `--format=${MARK}%ct\t%an`, '--name-only', '--no-renames', '-z', '--', ...dirs]);
  if (!log) return out;
  parseLog(log, top, out);
  return out;
}

/** `git log -z --name-only` with MARK-prefixed commit lines, newest first: each file keeps its first (latest) commit. */
export function parseLog(log: string, top: string, out: Map<string, LastUpdate>): void {
  let current: LastUpdate | undefined;
  for (const field of log.split('\0')) {
    const entry = field.replace(/^\n+/, '');
    if (!entry) continue;
    const markAt = entry.indexOf(MARK);
    if (markAt >= 0) {
      // With -z the commit line and the first file name share a field: "<mark>ts\tauthor\nfile".
      const [header, ...rest] = entry.slice(markAt + 1).split('\n');
      const [ts, ...author] = header.split('\t');
      current = { timestamp: Number(ts), author: author.join('\t') };
      const first = rest.join('\n');
      if (first) add(first);
      continue;
    }
    add(entry);
  }
  function add(name: string) {
    const abs = path.resolve(top, name);
    if (current && !out.has(abs)) out.set(abs, current);
  }
}
