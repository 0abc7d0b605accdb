// The client bundle and the stylesheet, built with esbuild in memory and
// named by content hash so they can be cached forever. Code that only some
// readers need (the search modal, the /search page) is split into chunks the
// bundle imports on demand; the search worker is a bundle of its own, whose
// URL the client code receives at build time, as the diagram code receives
// Mermaid's (vendor-assets.ts).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build, transform, type Plugin } from 'esbuild';
import { clientEntry, coreSharedDir, searchWorkerEntry, stylesheet } from '@ctfdocs/theme';
import { vendorUrls, type VendorUrls } from './vendor-assets.ts';
import { contentHash } from './content-hash.ts';

/** `@ctfdocs/core/shared/x.ts` as the file beside the theme's sources (see coreSharedDir): found in the repository and in the installed package alike. */
const coreShared: Plugin = {
  name: 'ctfdocs-core-shared',
  setup(b) {
    b.onResolve({ filter: /^@ctfdocs\/core\/shared\// }, (args) => ({ path: path.join(coreSharedDir, args.path.slice('@ctfdocs/core/shared/'.length)) }));
  },
};

export interface ClientAssets {
  js: { url: string; file: string; contents: Uint8Array };
  css: { url: string; file: string; contents: Uint8Array };
  /** Lazily loaded chunks and the search worker, written beside the bundle. */
  extra: Array<{ file: string; contents: Uint8Array }>;
  /** KaTeX's and Mermaid's files, written only when a page uses them (vendor-assets.ts). */
  vendor: VendorUrls;
}

export { contentHash };

/** A stylesheet the client code inserts itself (the drawn diagrams'), imported as its text, minified as the site's stylesheet is. */
const cssAsMinifiedText: Plugin = {
  name: 'css-as-minified-text',
  setup(b) {
    b.onLoad({ filter: /\.css$/ }, async (args) => ({ contents: (await transform(await readFile(args.path, 'utf8'), { loader: 'css', minify: true })).code, loader: 'text' }));
  },
};

export async function buildClientAssets(baseUrl: string, extraCss: string[] = []): Promise<ClientAssets> {
  const worker = await build({
    entryPoints: [searchWorkerEntry],
    bundle: true,
    minify: true,
    format: 'iife',
    target: ['es2020'],
    plugins: [coreShared],
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
  });
  const workerBytes = worker.outputFiles[0].contents;
  const workerFile = `assets/js/search-worker.${contentHash(workerBytes)}.js`;
  const vendor = vendorUrls(baseUrl);
  const [js, cssSource] = await Promise.all([
    build({
      entryPoints: { main: clientEntry },
      bundle: true,
      minify: true,
      format: 'esm',
      splitting: true,
      outdir: 'assets/js',
      chunkNames: '[name].[hash]',
      // The diagram code's chunk imports Mermaid from here (theme's client/diagrams/draw.ts).
      define: { __CTFDOCS_SEARCH_WORKER__: JSON.stringify(baseUrl + workerFile), __CTFDOCS_MERMAID__: JSON.stringify(vendor.mermaid) },
      plugins: [coreShared, cssAsMinifiedText],
      target: ['es2020'],
      write: false,
      legalComments: 'none',
      logLevel: 'silent',
    }),
    Promise.all([stylesheet, ...extraCss].map((f) => readFile(f, 'utf8'))),
  ]);
  const css = await build({
    stdin: { contents: cssSource.join('\n'), loader: 'css' },
    minify: true,
    write: false,
    logLevel: 'silent',
  });
  // Chunks keep esbuild's names, which hash their contents; the entry is
  // renamed by its own hash.
  const outputs = js.outputFiles.map((f) => ({ file: `assets/js/${path.basename(f.path)}`, contents: f.contents }));
  const main = outputs.find((o) => o.file === 'assets/js/main.js');
  if (!main) throw new Error('esbuild wrote no main.js for the client bundle');
  const cssBytes = css.outputFiles[0].contents;
  const jsFile = `assets/js/main.${contentHash(main.contents)}.js`;
  const cssFile = `assets/css/styles.${contentHash(cssBytes)}.css`;
  return {
    js: { url: baseUrl + jsFile, file: jsFile, contents: main.contents },
    css: { url: baseUrl + cssFile, file: cssFile, contents: cssBytes },
    extra: [...outputs.filter((o) => o !== main), { file: workerFile, contents: workerBytes }],
    vendor,
  };
}
