// The search index thread started from the sources: the bundled entry when
// the bundle is current, else search-index-worker.ts through tsx
// (bin/source-entry.mjs).
import { runEntry } from '../../../bin/source-entry.mjs';

await runEntry('search-index-thread-entry.mjs', new URL('./search-index-worker.ts', import.meta.url).href);
