import { fileURLToPath } from 'node:url';

/** Absolute paths of the client entry and the stylesheet, for the renderer's bundler. */
export const clientEntry = fileURLToPath(new URL('./client/entry.ts', import.meta.url));
export const stylesheet = fileURLToPath(new URL('./styles.css', import.meta.url));
/** The theme's styles for math, published after KaTeX's stylesheet, which only pages with math load. */
export const mathStyles = fileURLToPath(new URL('./math.css', import.meta.url));
