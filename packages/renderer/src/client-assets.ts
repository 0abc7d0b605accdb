// The client bundle, built with esbuild in memory and named by content hash
// so it can be cached forever (the stylesheet is stylesheet.ts's). Code that
// only some readers need (the search modal, the /search page) is split into
// chunks the bundle imports on demand; the search worker is a bundle of its
// own, whose URL the client code receives at build time, as the diagram
// code receives Mermaid's (vendor-assets.ts). The bundle holds the search
// source of the site's provider only (theme's client/search-sources/).
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build, transform, type Plugin } from 'esbuild';
import type { SearchProvider, SiteConfig } from '@ctfdocs/core';
import { clientEntry, clientModulesRunner, coreSharedDir, searchProviderPlan, searchWorkerEntry } from '@ctfdocs/theme';
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
  /** What it was made from: serve makes it again when the config changes them. */
  options: ClientBundleOptions;
  js: { url: string; file: string; contents: Uint8Array };
  /** Lazily loaded chunks and the search worker, written beside the bundle. */
  extra: Array<{ file: string; contents: Uint8Array }>;
  /** KaTeX's and Mermaid's files, written only when a page uses them (vendor-assets.ts). */
  vendor: VendorUrls;
  /** The site's files the bundle read (its client modules and what they import), with a hash of each: serve makes it again when one changes. */
  inputs: ReadonlyArray<{ file: string; hash: string }>;
}

/** What the client bundle is made from, besides the theme's code. */
export interface ClientBundleOptions {
  baseUrl: string;
  searchProvider: SearchProvider;
}

export function clientBundleOptions(config: SiteConfig): ClientBundleOptions {
  return { baseUrl: config.baseUrl, searchProvider: config.themeConfig.search?.provider ?? 'local' };
}

export { contentHash };

/** A stylesheet the client code inserts itself (the drawn diagrams'), imported as its text, minified as the site's stylesheet is. */
const cssAsMinifiedText: Plugin = {
  name: 'css-as-minified-text',
  setup(b) {
    b.onLoad({ filter: /\.css$/ }, async (args) => ({ contents: (await transform(await readFile(args.path, 'utf8'), { loader: 'css', minify: true })).code, loader: 'text' }));
  },
};

/** The bundle's entry when site plugins add client modules: the theme's client script, then each module, then what runs their hooks. */
const WITH_MODULES = 'ctfdocs-client-with-modules';

function clientModulesEntry(modules: readonly string[]): Plugin {
  return {
    name: WITH_MODULES,
    setup(b) {
      b.onResolve({ filter: new RegExp(`^${WITH_MODULES}$`) }, () => ({ path: WITH_MODULES, namespace: WITH_MODULES }));
      b.onLoad({ filter: /.*/, namespace: WITH_MODULES }, () => ({
        contents: [
          `import ${JSON.stringify(clientEntry)};`,
          `import { runClientModules } from ${JSON.stringify(clientModulesRunner)};`,
          ...modules.map((m, i) => `import * as m${i} from ${JSON.stringify(m)};`),
          `runClientModules([${modules.map((_, i) => `m${i}`).join(', ')}]);`,
        ].join('\n'),
        resolveDir: path.dirname(clientEntry),
        loader: 'js',
      }));
    },
  };
}

/** The search worker's bundle and the file it is written to. */
async function searchWorker(): Promise<{ file: string; contents: Uint8Array }> {
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
  const contents = worker.outputFiles[0].contents;
  return { file: `assets/js/search-worker.${contentHash(contents)}.js`, contents };
}

/** `clientModules`: absolute paths of the browser modules site plugins add (plugins/hooks/client-modules.ts). */
export async function buildClientAssets({ baseUrl, searchProvider }: ClientBundleOptions, clientModules: readonly string[] = []): Promise<ClientAssets> {
  // Only the local index is searched in a worker; no other provider's site ships one.
  const worker = searchProviderPlan(searchProvider).localIndex ? await searchWorker() : undefined;
  const vendor = await vendorUrls(baseUrl);
  const js = await build({
    entryPoints: { main: clientModules.length ? WITH_MODULES : clientEntry },
    bundle: true,
    minify: true,
    format: 'esm',
    splitting: true,
    outdir: 'assets/js',
    chunkNames: '[name].[hash]',
    // The provider's name settles the choice in search-sources/index.ts at
    // build time, and esbuild leaves the other sources out of the bundle.
    // The diagram code's chunk imports Mermaid from here (theme's client/diagrams/draw.ts).
    define: {
      __CTFDOCS_SEARCH_WORKER__: JSON.stringify(worker ? baseUrl + worker.file : ''),
      __CTFDOCS_SEARCH_PROVIDER__: JSON.stringify(searchProvider),
      __CTFDOCS_MERMAID__: JSON.stringify(vendor.mermaid),
    },
    plugins: [coreShared, cssAsMinifiedText, clientModulesEntry(clientModules)],
    metafile: true,
    target: ['es2020'],
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
  });
  // Chunks keep esbuild's names, which hash their contents; the entry is
  // renamed by its own hash.
  const outputs = js.outputFiles.map((f) => ({ file: `assets/js/${path.basename(f.path)}`, contents: f.contents }));
  const main = outputs.find((o) => o.file === 'assets/js/main.js');
  if (!main) throw new Error('esbuild wrote no main.js for the client bundle');
  const jsFile = `assets/js/main.${contentHash(main.contents)}.js`;
  const ours = [path.dirname(path.dirname(clientEntry)), coreSharedDir];
  const read = Object.keys(js.metafile.inputs)
    .map((f) => path.resolve(f))
    .filter((f) => clientModules.length && !ours.some((dir) => f.startsWith(dir)) && !f.split(path.sep).includes('node_modules') && existsSync(f));
  return {
    options: { baseUrl, searchProvider },
    js: { url: baseUrl + jsFile, file: jsFile, contents: main.contents },
    extra: [...outputs.filter((o) => o !== main), ...(worker ? [worker] : [])],
    vendor,
    inputs: read.map((file) => ({ file, hash: contentHash(readFileSync(file)) })),
  };
}
