// Write build/ atomically: everything goes into a temporary sibling folder
// that replaces the old output only once complete. A failure or an
// interrupt (SIGINT/SIGTERM) removes the temporary folder and leaves the
// previous build untouched.
import { copyFile, mkdir, rename, rm, writeFile, stat } from 'node:fs/promises';
import path from 'node:path';

export type OutputFile = { contents: string | Uint8Array } | { copyFrom: string };

export async function writeOutputAtomic(outDir: string, files: Map<string, OutputFile>): Promise<void> {
  const abs = path.resolve(outDir);
  const parent = path.dirname(abs);
  const base = path.basename(abs);
  const stamp = `${process.pid}-${Date.now()}`;
  const tmp = path.join(parent, `.${base}.tmp-${stamp}`);
  const old = path.join(parent, `.${base}.old-${stamp}`);
  await mkdir(parent, { recursive: true });
  const cleanup = () => rm(tmp, { recursive: true, force: true });
  const onSignal = (signal: NodeJS.Signals) => {
    void cleanup().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    await mkdir(tmp, { recursive: true });
    const dirs = new Set<string>();
    for (const rel of files.keys()) dirs.add(path.dirname(path.join(tmp, rel)));
    for (const d of [...dirs].sort()) await mkdir(d, { recursive: true });
    const entries = [...files.entries()];
    // Bounded parallelism: fast on SSDs without exhausting file handles.
    const LIMIT = 64;
    for (let i = 0; i < entries.length; i += LIMIT) {
      await Promise.all(
        entries.slice(i, i + LIMIT).map(([rel, file]) =>
          'contents' in file ? writeFile(path.join(tmp, rel), file.contents) : copyFile(file.copyFrom, path.join(tmp, rel)),
        ),
      );
    }
    const existed = await stat(abs).then(() => true, () => false);
    if (existed) await rename(abs, old);
    await rename(tmp, abs);
    if (existed) await rm(old, { recursive: true, force: true });
  } catch (err) {
    await cleanup();
    throw err;
  } finally {
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
  }
}
