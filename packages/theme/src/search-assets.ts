import { fileURLToPath } from 'node:url';

/** Absolute path of the search worker's entry: bundled on its own, started only when a reader first searches. */
export const searchWorkerEntry = fileURLToPath(new URL('./search/worker.ts', import.meta.url));
