// Worker threads do not inherit the parent's TypeScript loader: register it
// here, then load the worker itself. (The bundled CLI has its own
// social-card-thread-entry.mjs, built from worker.ts.)
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
