import { fileURLToPath } from 'node:url';

/**
 * The folder of core's modules the theme's client code imports
 * (`@ctfdocs/core/shared/…`). The published package carries it at the same
 * path but has no `@ctfdocs/core` package to resolve that name by, so the
 * client bundle is built with the name pointing here (the renderer's
 * client-assets.ts).
 */
export const coreSharedSources = fileURLToPath(new URL('../shared', import.meta.url));
