// Builds a large site's search index on another thread while the main
// thread renders the pages. The compile workers have finished by then, so the
// second core is free; pages only need the manifest's name, which comes from
// the inputs (searchManifestFile) and is known before the index is built.
import { Worker } from 'node:worker_threads';
import { workerEntryUrl } from '@ctfdocs/core';
import { buildSearchIndex, type SearchRecord } from './search-index.ts';

export interface SearchIndexJob {
  records: SearchRecord[];
  baseUrl: string;
  dev: boolean;
  defaultKey: string;
  manifestFile: string;
}

/**
 * Below this much text (about 700 pages of 600 words) starting a thread,
 * which loads about 2 MB of bundled code, costs more than the index: the
 * 170-page corpus builds its index in about 65 ms, the 2,000-page one in
 * 600-800 ms.
 */
const THREAD_THRESHOLD_CHARS = 3_000_000;

/** The index's files (path → contents); on another thread when the records are large enough, or when `thread` says so. */
export function buildSearchIndexFiles(job: SearchIndexJob, thread?: boolean): Promise<Map<string, string>> {
  const onMain = () => buildSearchIndex(job.records, job.baseUrl, job.dev, job.defaultKey, job.manifestFile).files;
  const size = job.records.reduce((n, r) => n + r.text.length, 0);
  if (!(thread ?? size >= THREAD_THRESHOLD_CHARS)) return Promise.resolve(onMain());
  return new Promise((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new Worker(workerEntryUrl('search-index-thread-entry.mjs', new URL('./search-index-thread-entry.mjs', import.meta.url)), { workerData: job });
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
