// The diagram check's worker started from the sources: the bundled entry
// when the bundle is current, else diagram-check-worker.ts through tsx
// (bin/source-entry.mjs).
import { runEntry } from '../../../bin/source-entry.mjs';

await runEntry('diagram-check-entry.mjs', new URL('./diagram-check-worker.ts', import.meta.url).href);
