// Where a build's files go. `build` streams them into a temporary sibling of
// build/ as pages are rendered, so no page's HTML has to wait in memory for
// the others, and swaps that folder in only once the build succeeded. A
// failure or an interrupt (SIGINT/SIGTERM) leaves the previous build in place
// and no temporary folder behind. `serve` and `check` keep files in memory.
// What stops a build from writing (a read-only folder, a file in the way, a
// full disk) is an `OutputError` carrying the diagnostic to show. A file
// whose bytes the previous build/ already holds is hard-linked from there
// rather than written (output-manifest.ts).
import { constants, mkdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { access, chmod, copyFile, mkdir, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { eventLoopYielder, type Diagnostic } from '@ctfdocs/core';
import { contentsKey, copyKey, OutputManifest, type OutputReuse } from './output-manifest.ts';
import { outputFilePath } from './route-file.ts';

/**
 * A file of the build: its contents, or a file to copy. `key`, when the
 * maker knows one, names the contents by what they were made from (a page's
 * key in serve's render memo), so a memo of what is found in them need not
 * hash them again.
 */
export type OutputFile = { contents: string | Uint8Array; key?: string } | { copyFrom: string };

/** Takes a build's files. The first file given a path wins. */
export interface OutputSink {
  /** Resolves when the sink can take the next file. */
  put(rel: string, file: OutputFile): Promise<void> | void;
  /** The paths taken so far. */
  paths(): Iterable<string>;
}

/** Files kept in memory (serve, check) pass the same check as written ones, against a stand-in folder. */
const MEMORY_ROOT = path.resolve('/build');

export class MemoryOutput implements OutputSink {
  readonly files = new Map<string, OutputFile>();
  put(rel: string, file: OutputFile) {
    outputFilePath(MEMORY_ROOT, rel);
    if (!this.files.has(rel)) this.files.set(rel, file);
  }
  paths() {
    return this.files.keys();
  }
}

/** The build's files could not be written: the diagnostic says where and why. */
export class OutputError extends Error {
  constructor(readonly diagnostic: Diagnostic) {
    super(diagnostic.message);
  }
}

const exists = (p: string) =>
  stat(p).then(
    () => true,
    () => false,
  );

// Copies (images, static files) run in parallel, bounded so as not to
// exhaust file handles.
const IN_FLIGHT = 64;
const YIELD_EVERY_MS = 20;

export class StagedOutput implements OutputSink {
  private readonly written = new Set<string>();
  private readonly dirs = new Set<string>();
  private readonly maybeYield = eventLoopYielder(YIELD_EVERY_MS);
  private readonly inflight = new Set<Promise<void>>();
  private failure: unknown;
  private interrupted = false;
  /** Set once the new build is in place: nothing is put back or cleaned after that. */
  private swapped = false;
  private readonly onSignal: (signal: NodeJS.Signals) => void;

  private constructor(
    private readonly abs: string,
    private readonly tmp: string,
    private readonly old: string,
    private readonly manifest: OutputManifest | undefined,
  ) {
    // On an interrupt no new write starts; those in flight settle first.
    this.onSignal = (signal) => {
      this.interrupted = true;
      void Promise.allSettled(this.inflight)
        .then(() => this.restoreAndClean())
        .finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
    };
    process.once('SIGINT', this.onSignal);
    process.once('SIGTERM', this.onSignal);
  }

  /** Stages a build of `outDir`; with `reuse`, the previous build's unchanged files are linked, not written. */
  static async open(outDir: string, reuse?: OutputReuse): Promise<StagedOutput> {
    const abs = path.resolve(outDir);
    const parent = path.dirname(abs);
    await removeStale(parent, path.basename(abs));
    const manifest = reuse && (await OutputManifest.open(reuse, abs));
    const stamp = `${process.pid}-${Date.now()}`;
    const out = new StagedOutput(abs, path.join(parent, `.${path.basename(abs)}.tmp-${stamp}`), path.join(parent, `.${path.basename(abs)}.old-${stamp}`), manifest);
    try {
      await mkdir(out.tmp, { recursive: true });
    } catch (err) {
      out.stopListening();
      throw await unwritable(parent, err);
    }
    return out;
  }

  paths() {
    return this.written;
  }

  async put(rel: string, file: OutputFile): Promise<void> {
    if (this.interrupted) return halt();
    if (this.failure) throw this.failure;
    const dest = outputFilePath(this.tmp, rel);
    if (this.written.has(rel)) return;
    this.written.add(rel);
    const dir = path.dirname(dest);
    const { manifest } = this;
    const key = manifest && ('contents' in file ? contentsKey(file.contents) : copyKey(file.copyFrom));
    let linked = false;
    try {
      if (!this.dirs.has(dir)) {
        mkdirSync(dir, { recursive: true });
        this.dirs.add(dir);
      }
      linked = manifest !== undefined && key !== undefined && manifest.relink(rel, key, dest, 'contents' in file ? file.contents : undefined);
      // Written at once: rendered pages are small and land in the page cache;
      // three thread-pool round trips per file (open, write, close) cost more
      // CPU and kept the main thread waiting between pages on two cores.
      if (!linked && 'contents' in file) {
        const { contents } = file;
        createNewSync(dest, (flag) => writeFileSync(dest, contents, { flag }));
        if (manifest && key !== undefined) manifest.record(rel, key, statSync(dest));
      }
    } catch (err) {
      throw await unwritable(path.dirname(this.tmp), err);
    }
    if (linked || 'contents' in file) {
      // Let the event loop run now and then, so an interrupt is handled
      // while a large build is still writing.
      await this.maybeYield();
      return;
    }
    const p: Promise<void> = createNew(dest, (mode) => copyFile(file.copyFrom, dest, mode))
      .then(async () => {
        if (manifest && key !== undefined) manifest.record(rel, key, await stat(dest));
      })
      .catch(async (err: unknown) => {
        this.failure ??= await unwritable(path.dirname(this.tmp), err);
      })
      .finally(() => this.inflight.delete(p));
    this.inflight.add(p);
    while (this.inflight.size >= IN_FLIGHT) await Promise.race(this.inflight);
  }

  /**
   * Wait for every write, then put the new folder in place of the old one.
   * Returns a warning when the previous build, moved aside, could not be
   * removed: the new one is in place all the same.
   */
  async commit(): Promise<Diagnostic[]> {
    let existed = false;
    try {
      await Promise.all(this.inflight);
      if (this.interrupted) return halt();
      if (this.failure) throw this.failure;
      existed = await exists(this.abs);
      await this.manifest?.forget();
      const swap = (async () => {
        if (existed) await rename(this.abs, this.old);
        await rename(this.tmp, this.abs);
      })();
      this.inflight.add(swap);
      await swap.catch(async (err: unknown) => Promise.reject(await unwritable(path.dirname(this.abs), err)));
      this.swapped = true;
    } catch (err) {
      await this.restoreAndClean();
      throw err;
    } finally {
      this.stopListening();
    }
    // The new build is in place: a failure here must not put the old one back.
    await this.manifest?.save();
    return existed ? removeOld(this.old, this.abs) : [];
  }

  /** Drop what was written (the build failed): the previous output stays. */
  async discard(): Promise<void> {
    if (this.swapped) return;
    await Promise.allSettled(this.inflight);
    if (this.interrupted) return halt();
    await this.restoreAndClean();
    this.stopListening();
  }

  /** Put the previous build back if a swap was cut short, then remove the temporary folders. */
  private async restoreAndClean() {
    if (!(await exists(this.abs)) && (await exists(this.old))) await rename(this.old, this.abs);
    await rm(this.tmp, { recursive: true, force: true, maxRetries: 5 });
    await rm(this.old, { recursive: true, force: true, maxRetries: 5 });
  }

  private stopListening() {
    process.removeListener('SIGINT', this.onSignal);
    process.removeListener('SIGTERM', this.onSignal);
  }
}

/**
 * Every file is created new (O_EXCL), never written through: one already at
 * `dest` (a second name of one file on a case-insensitive disk) may be a
 * hard link into the previous build, which must stay as it was until the
 * swap. It is unlinked first.
 */
function createNewSync(dest: string, write: (flag: string) => void): void {
  try {
    write('wx');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    unlinkSync(dest);
    write('wx');
  }
}

async function createNew(dest: string, copy: (mode: number) => Promise<void>): Promise<void> {
  try {
    await copy(constants.COPYFILE_EXCL);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    await unlink(dest);
    await copy(constants.COPYFILE_EXCL);
  }
}

/**
 * A build killed outright (kill -9, power loss) leaves its temporary folders
 * beside build/: remove those of processes that are gone. A build killed
 * between its two renames left no build/ but the previous one as `.old-*`:
 * that is put back first.
 */
async function removeStale(parent: string, base: string): Promise<void> {
  const pattern = new RegExp(`^\\.${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.(tmp|old)-(\\d+)-\\d+$`);
  const names = await readdir(parent).catch(() => [] as string[]);
  for (const name of names.sort()) {
    const m = pattern.exec(name);
    if (!m || isAlive(Number(m[2]))) continue;
    const abs = path.join(parent, name);
    if (m[1] === 'old' && !(await exists(path.join(parent, base)))) await rename(abs, path.join(parent, base)).catch(() => undefined);
    else await removeTree(abs).catch(() => undefined);
  }
}

const WHY: Record<string, string> = {
  EROFS: 'is on a read-only file system',
  EACCES: 'is not writable by this user',
  EPERM: 'is not writable by this user',
  ENOTDIR: 'is not a folder',
  EEXIST: 'is not a folder',
  ENOSPC: 'is on a disk with no space left',
  EDQUOT: "is on a disk with no space left in this user's quota",
};

/**
 * What stops a build from writing in `dir` (beside build/, or inside its
 * temporary copy), as an OutputError, or `err` itself when it is none of
 * these. On a read-only file system `mkdir -p` fails with ENOENT, which
 * names no cause: the folder itself is asked first.
 */
async function unwritable(dir: string, err: unknown): Promise<unknown> {
  const asked = await access(dir, constants.W_OK).then(
    () => undefined,
    (e: NodeJS.ErrnoException) => e.code,
  );
  // The error's own code only where it can concern nothing but the writing:
  // a copy's EACCES may be about the file it reads.
  const own = (err as NodeJS.ErrnoException).code;
  const code = asked && asked !== 'ENOENT' ? asked : own && !['EACCES', 'EPERM'].includes(own) ? own : undefined;
  const why = code === undefined ? undefined : WHY[code];
  if (!why) return err;
  return new OutputError({
    severity: 'error',
    code: 'output/unwritable',
    message: `Cannot write the build: ${dir} ${why}`,
    hint: `Pass --out-dir a folder that can be written, or make ${dir} one (a folder this user owns, on a writable disk with space).`,
  });
}

/**
 * Remove the previous build, moved aside as `old`, once the new one is at
 * `abs`. Its folders may be read-only (`chmod -R a-w build`, or a copy from
 * a read-only store): the build owns that folder and has just replaced it.
 * One that belongs to another user stays, with a warning: the new build is
 * in place all the same.
 */
async function removeOld(old: string, abs: string): Promise<Diagnostic[]> {
  try {
    await removeTree(old);
    return [];
  } catch (err) {
    return [
      {
        severity: 'warning',
        code: 'output/old-build-left',
        message: `The new build is in ${abs}, but the previous one, moved to ${old}, could not be removed (${(err as NodeJS.ErrnoException).code ?? err}): it belongs to another user or sits on a read-only file system`,
        hint: `Remove ${old} as the user who owns it (or with sudo), and build as that same user from then on.`,
      },
    ];
  }
}

/** `rm -rf`, which first makes read-only folders writable by their owner if it has to. */
async function removeTree(dir: string): Promise<void> {
  try {
    await rm(dir, { recursive: true, force: true });
  } catch (err) {
    if (!['EACCES', 'EPERM'].includes((err as NodeJS.ErrnoException).code ?? '')) throw err;
    await makeFoldersWritable(dir);
    await rm(dir, { recursive: true, force: true });
  }
}

/** Give the owner write and search permission on `dir` and every folder under it (files need none to be removed). */
async function makeFoldersWritable(dir: string): Promise<void> {
  await chmod(dir, ((await stat(dir)).mode & 0o777) | 0o700);
  for (const entry of await readdir(dir, { withFileTypes: true })) if (entry.isDirectory()) await makeFoldersWritable(path.join(dir, entry.name));
}

function isAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists, under another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

// The signal handler exits the process; work stops here meanwhile.
const halt = () => new Promise<never>(() => {});

/** Write a set of files as a new build/ in one step; returns commit's warnings. */
export async function writeOutputAtomic(outDir: string, files: Map<string, OutputFile>, reuse?: OutputReuse): Promise<Diagnostic[]> {
  const out = await StagedOutput.open(outDir, reuse);
  try {
    for (const [rel, file] of files) await out.put(rel, file);
  } catch (err) {
    await out.discard();
    throw err;
  }
  return out.commit();
}
