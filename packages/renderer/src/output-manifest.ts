// What a build wrote into its output folder, kept in .ctfdocs-cache/output/
// so that the next build hard-links each file whose bytes did not change
// from the previous output into its staged folder instead of writing it
// again (issue #31). A link is a directory entry, not a new inode: when the
// previous folder is removed after the swap, the inodes of unchanged files
// live on, and ext4 neither frees nor allocates them (allocating inodes
// shortly after thousands were freed cost a 2,000-page build seconds of
// kernel time).
//
// The manifest lives in the cache, not beside build/: the output folder's
// contents are what the site publishes, and a dotfile beside it would be a
// new untracked file in every site's checkout (.ctfdocs-cache/ is ignored).
//
// A file is linked only when the bytes it is to hold have the hash recorded
// for the previous file at its path AND that file still has the size,
// modification time, inode and mode it had when it was written: a file
// edited, replaced or chmod-ed in build/ since is written again, never
// trusted. A file written in the clock tick the build was swapped in is
// "racily clean", as git calls it: an edit made after the swap but within
// that tick leaves its stat as it was, so its bytes are compared before it
// is linked (a copied one is copied again). The tick is the new build/'s
// ctime, which the rename sets, on the output's own file system and clock.
//
// A copied file (an image, a static file) is named by its source's
// path, size, times and inode rather than its bytes' hash: its source is
// not read to decide, and any write to the source changes its ctime, which
// nothing can set back.
import { createHash } from 'node:crypto';
import { linkSync, lstatSync, readFileSync, statSync, type Stats } from 'node:fs';
import { mkdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomic } from '@ctfdocs/core';
import { contentHash } from './content-hash.ts';
import { outputFilePath } from './route-file.ts';

/** How a staged build reuses the previous output's unchanged files. */
export interface OutputReuse {
  /** The manifest file (`outputManifestFile`). */
  manifest: string;
  /** False (`--no-cache`): every file is written, and the manifest afresh. */
  read: boolean;
  /** Makes the hard link; a test passes one that fails. */
  link?: (existing: string, dest: string) => void;
}

const MANIFEST_DIR = '.ctfdocs-cache/output';
const FORMAT = 1;

/** The manifest of the output folder `outDir`: one per folder, so `--out-dir` elsewhere keeps its own. */
export function outputManifestFile(rootDir: string, outDir: string): string {
  return path.join(rootDir, MANIFEST_DIR, `${contentHash(path.resolve(outDir))}.json`);
}

/** What the bytes of a file were, and the file's stat as written. */
type Stamp = [key: string, size: number, mtimeMs: number, ino: number, mode: number];

/** Names a written file's bytes: their hash. */
export const contentsKey = (contents: string | Uint8Array): string => createHash('sha256').update(contents).digest('base64');

/** Names a copied file's bytes by its source; undefined when the source cannot be read (the copy then fails as it would have). */
export function copyKey(source: string): string | undefined {
  try {
    const s = statSync(source);
    return `copy\0${path.resolve(source)}\0${s.size}\0${s.mtimeMs}\0${s.ctimeMs}\0${s.ino}`;
  } catch {
    return undefined;
  }
}

const isStamp = (v: unknown): v is Stamp => Array.isArray(v) && v.length === 5 && typeof v[0] === 'string' && v.slice(1).every((n) => typeof n === 'number');

export class OutputManifest {
  private readonly next = new Map<string, Stamp>();

  private constructor(
    private readonly reuse: OutputReuse,
    /** The output folder, holding the previous build until the swap. */
    private readonly outDir: string,
    private readonly previous: ReadonlyMap<string, Stamp>,
    /** When the previous build was swapped in (ms, the output file system's clock): a file stamped then may have been edited since with no change to its stat. */
    private readonly swappedAt: number,
  ) {}

  /** The previous build's manifest, read unless `reuse.read` is false; a missing or damaged one is read as empty. */
  static async open(reuse: OutputReuse, outDir: string): Promise<OutputManifest> {
    const previous = new Map<string, Stamp>();
    let swappedAt = 0;
    if (reuse.read) {
      try {
        const data = JSON.parse(await readFile(reuse.manifest, 'utf8')) as { format?: number; outDir?: string; swappedAt?: unknown; files?: Record<string, unknown> };
        if (data.format === FORMAT && data.outDir === outDir && typeof data.swappedAt === 'number' && data.files) {
          swappedAt = data.swappedAt;
          for (const [rel, stamp] of Object.entries(data.files)) if (isStamp(stamp)) previous.set(rel, stamp);
        }
      } catch {
        // None yet, or damaged: every file is written.
      }
    }
    return new OutputManifest(reuse, outDir, previous, swappedAt);
  }

  /**
   * Hard-links the previous build's file at `rel` to `dest` when it holds
   * the bytes `key` names (`contents`, for a written file) and is as it was
   * written. False when the file must be written: none, changed, touched
   * since, or the link failed (another file system, one without hard
   * links, a file of another user).
   */
  relink(rel: string, key: string, dest: string, contents?: string | Uint8Array): boolean {
    const was = this.previous.get(rel);
    if (!was || was[0] !== key) return false;
    try {
      const existing = outputFilePath(this.outDir, rel);
      if (!sameStamp(lstatSync(existing), was)) return false;
      if (was[2] >= this.swappedAt && !(contents !== undefined && readFileSync(existing).equals(typeof contents === 'string' ? Buffer.from(contents) : contents))) return false;
      (this.reuse.link ?? linkSync)(existing, dest);
    } catch {
      return false;
    }
    this.next.set(rel, was);
    return true;
  }

  /** Notes a file just written at `rel` with the stat it has now. */
  record(rel: string, key: string, s: Stats): void {
    this.next.set(rel, [key, s.size, s.mtimeMs, s.ino, s.mode]);
  }

  /**
   * Removed before the swap: a manifest never describes a folder other
   * than the one it was written for, whatever step a build is stopped at.
   */
  async forget(): Promise<void> {
    await rm(this.reuse.manifest, { force: true }).catch(() => undefined);
  }

  /** Written once the new build is in place; one that cannot be written costs the next build its links, nothing else. */
  async save(): Promise<void> {
    try {
      const swappedAt = (await stat(this.outDir)).ctimeMs;
      await mkdir(path.dirname(this.reuse.manifest), { recursive: true });
      await writeFileAtomic(this.reuse.manifest, JSON.stringify({ format: FORMAT, outDir: this.outDir, swappedAt, files: Object.fromEntries(this.next) }));
    } catch {
      // A read-only cache folder: the next build writes every file.
    }
  }
}

const sameStamp = (s: Stats, was: Stamp) => s.isFile() && s.size === was[1] && s.mtimeMs === was[2] && s.ino === was[3] && s.mode === was[4];
