export { startServer, type ServeOptions, type RunningServer } from './server.ts';
export { resolveRequestPath } from './resolve-path.ts';
export { contentType } from './mime.ts';
