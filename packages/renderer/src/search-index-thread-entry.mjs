// Worker threads do not inherit the parent's TypeScript loader: register it
// here, then load the worker itself. (The bundled CLI has its own
// search-index-thread-entry.mjs, built from search-index-worker.ts.)
import { register } from 'tsx/esm/api';

register();
await import('./search-index-worker.ts');
