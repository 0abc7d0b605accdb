// Compiled markdown kept on disk between runs, in `.ctfdocs-cache/markdown/`:
// a page whose source, route set and config did not change since the last
// build is read back instead of compiled again (parsing is most of a cold
// build's time). An entry is named by a hash of everything its result
// depends on: the code of ctfdocs itself (`version`), the config, every
// markdown route (links between pages resolve through them), and the page's
// file, position and body. Images are checked on reading: an entry whose
// images changed is compiled again. Pages with diagnostics are not kept, so
// their messages always come from a fresh compile.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import type { CompiledMarkdown, ImageStamp } from '../types.ts';
import type { ImageRegistry } from '../assets/images.ts';
import type { CompileJob } from './compile-parallel.ts';
import { eventLoopYielder } from '../util/yielder.ts';
import { writeFileAtomicSync } from '../util/write-atomic.ts';

export interface CompileCacheOptions {
  /** Folder of the cache, e.g. `<site>/.ctfdocs-cache/markdown`. */
  dir: string;
  /** Identifies the code that compiles (a new ctfdocs invalidates every entry). */
  version: string;
  /**
   * False for `--no-cache`: compile every page, but still write the results,
   * so a cache damaged by anything outside ctfdocs is mended by one such build.
   */
  read?: boolean;
}

interface Entry {
  compiled: CompiledMarkdown;
  /** Each image the page uses, as registered when it was compiled. */
  images: ImageStamp[];
}

/** In the cache's folder: the code version of the last run that wrote to it (`-dev` appended for serve's entries). */
export const CODE_VERSION_FILE = 'code-version';
const WRITE_SLICE_MS = 8;

export class CompileCache {
  private readonly root: string;
  private readonly version: string;
  private readonly dir: string;
  private readonly salt: string;
  private readonly used = new Set<string>();
  private readonly readable: boolean;

  /** `scope` keeps each locale's entries apart; `context` is what every page depends on (config, routes). */
  constructor(opts: CompileCacheOptions, scope: string, context: string) {
    this.root = opts.dir;
    this.version = opts.version;
    this.dir = path.join(opts.dir, scope);
    this.readable = opts.read !== false;
    this.salt = createHash('sha256').update(opts.version).update('\0').update(context).digest('hex');
  }

  private fileOf(job: CompileJob): string {
    // Where included lines came from is part of the result (links and diagnostics name the included file).
    // The site's plugins the page compiles with, by their code and options; a page without any keeps the name it had before plugins existed.
    const plugins = job.plugins ? `plugins ${job.plugins.key}\0` : '';
    return this.fileNamed(
      `\0${job.absPath}\0${job.file}\0${job.lineOffset}\0${job.tocMin}-${job.tocMax}\0${job.markdownCopyFor ?? ''}\0${job.removeContentTitle ? 'untitled' : ''}\0${job.lineMap ? JSON.stringify(job.lineMap) : ''}\0${plugins}`,
      job.body,
    );
  }

  private fileNamed(head: string, body: string): string {
    const key = createHash('sha256').update(this.salt).update(head).update(body).digest('hex').slice(0, 32);
    this.used.add(key);
    return path.join(this.dir, `${key}.bin`);
  }

  private readEntry<T>(file: string): T | undefined {
    if (!this.readable) return undefined;
    // One listing instead of a failed open per page on a cold start.
    if (!this.kept().has(path.basename(file))) return undefined;
    try {
      return v8.deserialize(readFileSync(file)) as T;
    } catch {
      // Missing, or cut short by an interrupted write: compile it.
      return undefined;
    }
  }

  /** The kept result of a job, when there is one and its images are as they were. */
  read(job: CompileJob, images: ImageRegistry): CompiledMarkdown | undefined {
    const entry = this.readEntry<Entry>(this.fileOf(job));
    return entry && images.unchanged(entry.images) ? entry.compiled : undefined;
  }

  /**
   * Something else made from a file's text and the site, kept like a page
   * (the API reference: its validated document and compiled descriptions).
   * `name` says what it is and where it came from; `text` is what it was made from.
   */
  readMade<T>(name: string, text: string): T | undefined {
    return this.readEntry<T>(this.fileNamed(`\0made\0${name}\0`, text));
  }

  writeMade(name: string, text: string, value: unknown): void {
    try {
      mkdirSync(this.dir, { recursive: true });
      // Atomically: serve and a build may write the same entry at once.
      writeFileAtomicSync(this.fileNamed(`\0made\0${name}\0`, text), v8.serialize(value));
    } catch {
      // As for pages: a cache that cannot be written only costs time.
    }
  }

  private listing?: Set<string>;

  /** The entries on disk when this run started. */
  private kept(): Set<string> {
    if (!this.listing) {
      try {
        this.listing = new Set(readdirSync(this.dir));
      } catch {
        this.listing = new Set();
      }
    }
    return this.listing;
  }

  /** Keep the results that compiled without a diagnostic. */
  async write(done: Array<{ job: CompileJob; compiled: CompiledMarkdown }>, images: ImageRegistry): Promise<void> {
    const clean = done.filter((d) => !d.compiled.diagnostics.length);
    if (!clean.length) return;
    try {
      mkdirSync(this.dir, { recursive: true });
      // Which ctfdocs wrote last: bin/ctfdocs reads it to tell a warm start
      // from a cold one before anything else is loaded.
      writeFileSync(path.join(this.root, `${CODE_VERSION_FILE}${this.dir.endsWith('-dev') ? '-dev' : ''}`), this.version);
      // Written synchronously, a few milliseconds at a time: the build renders
      // pages meanwhile, and thread-pool writes cost the main thread more
      // (a file handle and three round trips per entry) than the writes.
      const maybeYield = eventLoopYielder(WRITE_SLICE_MS);
      for (const { job, compiled } of clean) {
        const entry: Entry = { compiled, images: images.stamp(compiled.assets) };
        writeFileAtomicSync(this.fileOf(job), v8.serialize(entry));
        await maybeYield();
      }
    } catch {
      // A cache that cannot be written (read-only checkout, full disk) only costs time.
    }
  }

  /** Remove the entries this run did not use: edited or deleted pages leave no garbage. */
  prune() {
    try {
      for (const name of readdirSync(this.dir)) if (!this.used.has(name.replace(/\.bin$/, ''))) unlinkSync(path.join(this.dir, name));
    } catch {
      // Nothing kept yet, or not removable: both harmless.
    }
  }
}
