// A compile worker started from the sources: the bundled worker when the
// bundle is current, else worker.ts through tsx (bin/source-entry.mjs).
import { runEntry } from '../../../../bin/source-entry.mjs';

await runEntry('worker-entry.mjs', new URL('./worker.ts', import.meta.url).href);
