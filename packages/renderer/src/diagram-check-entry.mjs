// Worker threads do not inherit the parent's TypeScript loader: register it
// here, then load the worker itself. (The bundled CLI has its own
// diagram-check-entry.mjs, built from diagram-check-worker.ts.)
import { register } from 'tsx/esm/api';

register();
await import('./diagram-check-worker.ts');
