// The cards' font: Inter (SIL Open Font License), from @fontsource/inter
// (satori reads WOFF, not WOFF2). The published package carries only these
// two of its 250 files, with the licence, in vendor/inter/ (scripts/pack.mjs),
// as it carries KaTeX's and Mermaid's (the theme's vendor-files.ts). Apart
// from draw.ts so that naming the files does not load satori.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export const FONT_FILES = [
  { weight: 400, file: 'inter-latin-400-normal.woff' },
  { weight: 700, file: 'inter-latin-700-normal.woff' },
] as const;

/** The folder of the published package's copy; absent in this repository. */
export const PACKAGED_FONTS = fileURLToPath(new URL('../../../../vendor/inter/', import.meta.url));

/** A font file: the published package's copy, else @fontsource/inter's. */
export function fontPath(file: string): string {
  const packaged = PACKAGED_FONTS + file;
  return existsSync(packaged) ? packaged : createRequire(import.meta.url).resolve(`@fontsource/inter/files/${file}`);
}
