// Write build/ atomically: everything goes into a temporary sibling folder
// that replaces the old output only once complete. A failure or an
// interrupt (SIGINT/SIGTERM) leaves the previous build in place and no
// temporary folder behind.
import { copyFile, mkdir, rename, rm, writeFile, stat } from 'node:fs/promises';
import path from 'node:path';

export type OutputFile = { contents: string | Uint8Array } | { copyFrom: string };

const exists = (p: string) => stat(p).then(() => true, () => false);

export async function writeOutputAtomic(outDir: string, files: Map<string, OutputFile>): Promise<void> {
  const abs = path.resolve(outDir);
  const parent = path.dirname(abs);
  const base = path.basename(abs);
  const stamp = `${process.pid}-${Date.now()}`;
  const tmp = path.join(parent, `.${base}.tmp-${stamp}`);
  const old = path.join(parent, `.${base}.old-${stamp}`);
  await mkdir(parent, { recursive: true });

  /** Put the previous build back if a swap was cut short, then remove the temporary folders. */
  const restoreAndClean = async () => {
    if (!(await exists(abs)) && (await exists(old))) await rename(old, abs);
    await rm(tmp, { recursive: true, force: true, maxRetries: 5 });
    await rm(old, { recursive: true, force: true, maxRetries: 5 });
  };
  // On an interrupt no new step starts; the one in flight settles first.
  let interrupted = false;
  let inflight: Promise<unknown> = Promise.resolve();
  const step = <T>(p: Promise<T>): Promise<T> => {
    inflight = p;
    return p;
  };
  const onSignal = (signal: NodeJS.Signals) => {
    interrupted = true;
    void inflight
      .catch(() => undefined)
      .then(restoreAndClean)
      .finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  // The signal handler exits the process; the write stops here meanwhile.
  const halt = () => new Promise<void>(() => {});
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    await step(mkdir(tmp, { recursive: true }));
    const dirs = new Set<string>();
    for (const rel of files.keys()) dirs.add(path.dirname(path.join(tmp, rel)));
    for (const d of [...dirs].sort()) {
      if (interrupted) return halt();
      await step(mkdir(d, { recursive: true }));
    }
    const entries = [...files.entries()];
    // Bounded parallelism: fast on SSDs without exhausting file handles.
    const LIMIT = 64;
    for (let i = 0; i < entries.length; i += LIMIT) {
      if (interrupted) return halt();
      await step(
        Promise.all(
          entries.slice(i, i + LIMIT).map(([rel, file]) =>
            'contents' in file ? writeFile(path.join(tmp, rel), file.contents) : copyFile(file.copyFrom, path.join(tmp, rel)),
          ),
        ),
      );
    }
    if (interrupted) return halt();
    const existed = await exists(abs);
    await step(
      (async () => {
        if (existed) await rename(abs, old);
        await rename(tmp, abs);
      })(),
    );
    if (existed) await rm(old, { recursive: true, force: true });
  } catch (err) {
    await restoreAndClean();
    throw err;
  } finally {
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
  }
}
