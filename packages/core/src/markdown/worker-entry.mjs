// Worker threads do not inherit the parent's TypeScript loader: register it
// here, then load the worker itself.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
