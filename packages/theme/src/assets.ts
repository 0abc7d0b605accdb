import { fileURLToPath } from 'node:url';

/** Absolute paths of the client entry and the stylesheet, for the renderer's bundler. */
export const clientEntry = fileURLToPath(new URL('./client/entry.ts', import.meta.url));
/** Runs the client modules site plugins name, after the client entry (renderer's client-assets.ts). */
export const clientModulesRunner = fileURLToPath(new URL('./client/client-modules.ts', import.meta.url));
export const stylesheet = fileURLToPath(new URL('./styles.css', import.meta.url));
/** The theme's styles for math, published after KaTeX's stylesheet, which only pages with math load. */
export const mathStyles = fileURLToPath(new URL('./math.css', import.meta.url));
/**
 * Core's modules both sides read (texts, formats), which the client imports as
 * `@ctfdocs/core/shared/…`: an installed ctfdocs has no @ctfdocs/core package
 * to resolve that name in, but it has these sources at the same place
 * beside the theme's (scripts/pack.mjs copies what the client reads).
 */
export const coreSharedDir = fileURLToPath(new URL('../../core/src/shared/', import.meta.url));
