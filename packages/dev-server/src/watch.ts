// What `serve` watches: every file and folder the config reads (docs folders,
// sidebars files, pages, static folders, API specs, name lists, versioned docs and
// translations), taken from the loaded config and taken again when the
// config file changes, so a folder added to it is watched from then on.
import path from 'node:path';
import { stat } from 'node:fs/promises';
import { watch as chokidarWatch } from 'chokidar';

/** chokidar's window for dropping repeated change events of one file (50 ms), and a margin. */
const CHANGE_RECHECK_MS = 70;

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

  const onEvent = (file: string) => {
    if (path.resolve(file) === configAbs) void followConfig();
    changed.add(path.relative(opts.rootDir, file));
    clearTimeout(timer);
    // Saves arrive as a burst of events a few milliseconds apart: one rebuild per burst.
    timer = setTimeout(() => {
      const files = [...changed];
      changed.clear();
      opts.onChange(files);
    }, 15);
  };

  /**
   * chokidar drops a file's second 'change' within 50 ms of its first (and
   * tells nobody): a save right after another, as format-on-save does,
   * would never be shown. So once that window has passed, look at the file
   * again, and treat it as changed if it is not what it was at the event.
   */
  const seen = new Map<string, string>();
  const signature = (file: string) =>
    stat(file).then(
      (s) => `${s.mtimeMs}:${s.size}:${s.ino}`,
      () => 'gone',
    );
  const recheck = async (file: string) => {
    const at = await signature(file);
    seen.set(file, at);
    setTimeout(async () => {
      if (seen.get(file) !== at) return; // a later event took over
      const now = await signature(file);
      if (now === at || closed) {
        seen.delete(file);
        return;
      }
      onEvent(file);
      void recheck(file);
    }, CHANGE_RECHECK_MS).unref();
  };
  watcher.on('all', (event, file) => {
    onEvent(file);
    if (event === 'change') void recheck(file);
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
