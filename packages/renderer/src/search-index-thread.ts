// Builds the search index of all but small sites on another thread while the main
// thread renders the pages. The compile workers have finished by then, so the
// second core is free; pages only need the manifest's name, which is one
// (SEARCH_MANIFEST) whatever the index holds.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { workerEntryUrl, type CodeBundle } from '@ctfdocs/core';
import { buildSearchIndex, type SearchRecord } from './search-index.ts';

export interface SearchIndexJob {
  records: SearchRecord[];
  baseUrl: string;
  dev: boolean;
  defaultKey: string;
}

/**
 * Below this much text (about 50 pages of 600 words) the index takes less
 * than starting a thread. The thread loads only search-index.ts and the
 * theme's tokenizer (about 7 KB of bundled code, not core or React), so
 * from here on it pays: the CTFd site's 740,000 characters took 300 ms of
 * the main thread's render phase and now take 16 ms of it (profiled under
 * load), the rest done on the core the compile workers left. One core has
 * no such core to spare.
 */
const THREAD_THRESHOLD_CHARS = availableParallelism() > 1 ? 200_000 : Number.POSITIVE_INFINITY;

/** The index's files (path → contents); on another thread when the records are large enough, or when `thread` says so. */
export function buildSearchIndexFiles(job: SearchIndexJob, opts: { bundle?: CodeBundle; thread?: boolean } = {}): Promise<Map<string, string>> {
  const { bundle, thread } = opts;
  const onMain = () => buildSearchIndex(job.records, job.baseUrl, job.dev, job.defaultKey).files;
  const size = job.records.reduce((n, r) => n + r.text.length, 0);
  if (!(thread ?? size >= THREAD_THRESHOLD_CHARS)) return Promise.resolve(onMain());
  return new Promise((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new Worker(workerEntryUrl('search-index-thread-entry.mjs', new URL('./search-index-thread-entry.mjs', import.meta.url), bundle), { workerData: job });
    } catch {
      // No thread to be had: build it here.
      resolve(onMain());
      return;
    }
    worker.once('message', (files: Map<string, string>) => {
      resolve(files);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The search index thread stopped (exit code ${code}) before it finished.`)));
  });
}
