// Write a file under a temporary name, then rename it into place: a reader
// (an import of a bundled page, a later build reading a cache) never sees
// half a file. The temporary name is new for every write, since two writes
// of one file can overlap within one process (serve renders its first pages
// while the whole site builds) as well as across threads and processes.
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import { threadId } from 'node:worker_threads';

let count = 0;
const temporaryName = (file: string) => `${file}.${process.pid}-${threadId}-${++count}.tmp`;

export async function writeFileAtomic(file: string, contents: string | Uint8Array): Promise<void> {
  const temporary = temporaryName(file);
  try {
    await writeFile(temporary, contents);
    await rename(temporary, file);
  } catch (err) {
    await rm(temporary, { force: true });
    throw err;
  }
}

export function writeFileAtomicSync(file: string, contents: string | Uint8Array): void {
  const temporary = temporaryName(file);
  try {
    writeFileSync(temporary, contents);
    renameSync(temporary, file);
  } catch (err) {
    rmSync(temporary, { force: true });
    throw err;
  }
}
