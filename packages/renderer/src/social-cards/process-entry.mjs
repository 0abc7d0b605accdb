// The social card process started from the sources: the bundled entry when
// the bundle is current, else card-process.ts through tsx
// (bin/source-entry.mjs).
import { runEntry } from '../../../../bin/source-entry.mjs';

await runEntry('social-card-process-entry.mjs', new URL('./card-process.ts', import.meta.url).href);
