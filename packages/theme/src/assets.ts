import { fileURLToPath } from 'node:url';

/** Absolute paths of the client entry and the stylesheet, for the renderer's bundler. */
export const clientEntry = fileURLToPath(new URL('./client/entry.ts', import.meta.url));
export const stylesheet = fileURLToPath(new URL('./styles.css', import.meta.url));
