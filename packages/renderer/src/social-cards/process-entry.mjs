// A child process does not inherit the parent's TypeScript loader: register
// it here, then load the card process itself. (The bundled CLI has its own
// social-card-process-entry.mjs, built from card-process.ts.)
import { register } from 'tsx/esm/api';

register();
await import('./card-process.ts');
