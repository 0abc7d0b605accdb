// The cards' font: Inter (SIL Open Font License), from @fontsource/inter,
// read from its package at run time (satori reads WOFF, not WOFF2). Apart
// from draw.ts so that naming the files does not load satori.
import { createRequire } from 'node:module';

export const FONT_FILES = [
  { weight: 400, file: '@fontsource/inter/files/inter-latin-400-normal.woff' },
  { weight: 700, file: '@fontsource/inter/files/inter-latin-700-normal.woff' },
] as const;

export function fontPath(file: string): string {
  return createRequire(import.meta.url).resolve(file);
}
