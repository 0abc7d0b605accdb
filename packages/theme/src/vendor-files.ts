// Browser files ctfdocs publishes as their npm packages ship them: KaTeX's
// stylesheet and fonts, for pages with math, and Mermaid's browser build
// (an ES module that imports its diagram types as it needs them), for pages
// with a diagram. The renderer writes them under assets/ (vendor-assets.ts)
// only when a page uses them.
//
// In this repository they are read from node_modules. The published package
// carries them in vendor/<name>/ instead (scripts/pack.mjs copies exactly
// the files listed here): Mermaid with its dependencies is 120 MB on disk,
// and ctfdocs needs 5 MB of it.
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface Vendored {
  /** The npm package and its folder the files are in. */
  from: { package: string; dir: string };
  /** The file pages load (the stylesheet, the module), relative to that folder. */
  entry: string;
  /** Folders (relative to it) whose files of an extension go too. */
  folders: Record<string, string>;
}

export const VENDORED = {
  // `katex-swap`: text is shown in a fallback font while KaTeX's fonts load.
  // Only the WOFF2 fonts are published, which every browser that runs the
  // site reads (vendor-assets.ts drops the other formats from the stylesheet).
  katex: { from: { package: 'katex', dir: 'dist' }, entry: 'katex-swap.min.css', folders: { fonts: '.woff2' } },
  mermaid: { from: { package: 'mermaid', dir: 'dist' }, entry: 'mermaid.esm.min.mjs', folders: { 'chunks/mermaid.esm.min': '.mjs' } },
} as const satisfies Record<string, Vendored>;

export type VendoredName = keyof typeof VENDORED;

/** A file of a vendored package: its path in the package's folder (also its path under the published folder) and on disk. */
export interface VendoredFile {
  rel: string;
  abs: string;
}

/** The folder the vendored files of `name` are in: the published package's vendor/ copy, else the npm package. */
export function vendoredDir(name: VendoredName): string {
  const packaged = fileURLToPath(new URL(`../../../vendor/${name}/`, import.meta.url));
  if (existsSync(packaged)) return packaged;
  const { from } = VENDORED[name];
  return path.join(path.dirname(createRequire(import.meta.url).resolve(`${from.package}/package.json`)), from.dir);
}

/** Every file of `name` a site may need, entry first. */
export function vendoredFiles(name: VendoredName): VendoredFile[] {
  const dir = vendoredDir(name);
  const { entry, folders } = VENDORED[name] as Vendored;
  const files = [{ rel: entry, abs: path.join(dir, entry) }];
  for (const [folder, ext] of Object.entries(folders)) {
    for (const f of readdirSync(path.join(dir, folder)).sort()) if (f.endsWith(ext)) files.push({ rel: `${folder}/${f}`, abs: path.join(dir, folder, f) });
  }
  return files;
}
