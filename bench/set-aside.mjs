// What a cold run must not find (the previous output, the cache) is moved
// aside with a rename rather than deleted, and the moved folders are removed
// when the bench ends. A cold build is a fresh checkout's first build, and a
// fresh checkout has freed no inodes: on ext4, creating thousands of files
// within about half a minute of deleting thousands makes the inode allocator
// skip each recently freed inode in turn (perf: recently_deleted,
// find_inode_bit). Measured on the 2,000-page corpus: 5.3 s wall and 1 s of
// system time for a cold build with no recent deletion, 10-12 s and 7.5 s of
// system time right after the previous run's output was deleted; the bench
// was reporting the deletion, not the build.
import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const trash = path.resolve(fileURLToPath(import.meta.url), '../tmp/trash');
let moved = 0;

/** Moves each existing path into bench/tmp/trash/ (same file system: a rename frees nothing). */
export async function setAside(paths) {
  await mkdir(trash, { recursive: true });
  for (const p of paths) {
    if (!existsSync(p)) continue;
    await rename(p, path.join(trash, `${process.pid}-${moved++}-${path.basename(p)}`));
  }
}

/** Removes what was set aside; called once the timed builds are over. */
export async function emptyTrash() {
  await rm(trash, { recursive: true, force: true });
}
