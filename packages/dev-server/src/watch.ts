// What `serve` watches: every file and folder the config reads (docs folders,
// sidebars files, pages, static folders, API specs, name lists, versioned docs and
// translations), taken from the loaded config and taken again when the
// config file changes, so a folder added to it is watched from then on.
import path from 'node:path';
import { stat } from 'node:fs/promises';
import { watch as chokidarWatch } from 'chokidar';

/** chokidar's window for dropping repeated change events of one file (50 ms), and a margin. */
const CHANGE_RECHECK_MS = 70;
/** How long a rebuild waits for a changed file that is empty to be written, and how often it looks. */
const EMPTY_WRITE_WAIT_MS = 150;
const EMPTY_RECHECK_MS = 25;

/** What a file is on disk: its identity, and whether it is empty (which a save passes through). */
function signature(file: string): Promise<{ key: string; empty: boolean }> {
  return stat(file).then(
    (s) => ({ key: `${s.mtimeMs}:${s.size}:${s.ino}`, empty: s.isFile() && s.size === 0 }),
    () => ({ key: 'gone', empty: false }),
  );
}

export interface SiteWatcher {
  /** Watch these files too (absolute paths), such as the files pages include. */
  add(files: readonly string[]): void;
  close(): Promise<void>;
}

/** The paths to watch, relative to rootDir; the config file alone when it cannot be loaded. */
export async function pathsToWatch(rootDir: string, configPath: string): Promise<string[]> {
  // Imported here: serve listens before it loads core.
  const { loadConfig, watchedPaths } = await import('@ctfdocs/core');
  const loaded = await loadConfig(rootDir, configPath);
  return loaded.config ? watchedPaths(loaded.config, loaded.file) : [loaded.file];
}

/**
 * Calls `onChange` with the changed files (relative to rootDir) once per
 * burst of saves. Resolves when the first scan is done.
 */
export async function watchSite(opts: { rootDir: string; configPath: string; onChange(files: string[]): void }): Promise<SiteWatcher> {
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  const changed = new Set<string>();
  let watching = new Set(await pathsToWatch(opts.rootDir, opts.configPath));
  const abs = (rel: string) => path.resolve(opts.rootDir, rel);
  const configAbs = abs(opts.configPath);
  const watcher = chokidarWatch([...watching].map(abs), { ignoreInitial: true, awaitWriteFinish: false });

  // A changed config may name other folders: watch those too.
  const followConfig = async () => {
    const now = new Set(await pathsToWatch(opts.rootDir, opts.configPath));
    if (closed) return;
    const added = [...now].filter((p) => !watching.has(p));
    const removed = [...watching].filter((p) => !now.has(p));
    if (added.length) watcher.add(added.map(abs));
    if (removed.length) watcher.unwatch(removed.map(abs));
    watching = now;
  };

  /**
   * chokidar drops a file's second 'change' within 50 ms of its first (and
   * tells nobody): a save right after another, as format-on-save does,
   * would never be shown. So once that window has passed, look at each
   * changed file again, and rebuild if it is no longer what the build read.
   */
  const seen = new Map<string, string>(); // what the last build read of each changed file
  const recheck = (file: string, read: string) => {
    seen.set(file, read);
    setTimeout(async () => {
      if (seen.get(file) !== read) return; // a later build read it again
      const now = await signature(file);
      if (now.key !== read && !closed) onEvent(file, 'change');
    }, CHANGE_RECHECK_MS).unref();
  };

  // Each event starts a new burst; a flush that was waiting on the disk leaves it to the burst's own timer.
  let burst = 0;
  let waitedForWrite = 0;
  const toRecheck = new Set<string>();
  const flushAfter = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => void flush(), ms);
  };
  const flush = async () => {
    const mine = burst;
    const files = [...changed];
    const read = await Promise.all(files.map((f) => signature(abs(f))));
    if (mine !== burst || closed) return;
    // An editor saves by emptying the file, then writing it: under load the two
    // can be far enough apart that a build would read the empty file and show
    // an error for a moment. Wait a little for the write; a file left empty is built as it is.
    if (waitedForWrite < EMPTY_WRITE_WAIT_MS && read.some((r) => r.empty)) {
      waitedForWrite += EMPTY_RECHECK_MS;
      flushAfter(EMPTY_RECHECK_MS);
      return;
    }
    changed.clear();
    files.forEach((f, i) => {
      if (toRecheck.has(f)) recheck(abs(f), read[i]!.key);
    });
    toRecheck.clear();
    opts.onChange(files);
  };
  const onEvent = (file: string, event: string) => {
    if (path.resolve(file) === configAbs) void followConfig();
    const rel = path.relative(opts.rootDir, file);
    changed.add(rel);
    if (event === 'change') toRecheck.add(rel);
    burst++;
    waitedForWrite = 0;
    // Saves arrive as a burst of events a few milliseconds apart: one rebuild per burst.
    flushAfter(15);
  };
  watcher.on('all', (event, file) => {
    const read = event === 'change' ? seen.get(file) : undefined;
    if (read === undefined) return onEvent(file, event);
    // An event can come after a build already read what it reports (chokidar
    // stats the file first, and a save's write can land between): the file is
    // what that build read, so there is nothing to build, or reload, again.
    void signature(file).then((now) => {
      if (now.key !== read && !closed) onEvent(file, event);
    });
  });
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  const extra = new Set<string>();
  return {
    add(files) {
      const fresh = files.filter((f) => !extra.has(f));
      for (const f of fresh) extra.add(f);
      if (fresh.length && !closed) watcher.add(fresh);
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      await watcher.close();
    },
  };
}
