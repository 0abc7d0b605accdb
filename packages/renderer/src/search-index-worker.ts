// The search index thread (see search-index-thread.ts): builds the files and
// posts them back.
import { parentPort, workerData } from 'node:worker_threads';
import { buildSearchIndex } from './search-index.ts';
import type { SearchIndexJob } from './search-index-thread.ts';

const job = workerData as SearchIndexJob;
parentPort!.postMessage(buildSearchIndex(job.records, job.baseUrl, job.dev, job.defaultKey).files);
