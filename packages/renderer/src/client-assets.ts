// The client bundle, built with esbuild in memory and named by content hash
// so it can be cached forever (the stylesheet is stylesheet.ts's). Code that
// only some readers need (the search modal, the /search page) is split into
// chunks the bundle imports on demand; the search worker is a bundle of its
// own, whose URL the client code receives at build time.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { clientEntry, clientModulesRunner, coreSharedDir, searchWorkerEntry } from '@ctfdocs/theme';

/** `@ctfdocs/core/shared/x.ts` as the file beside the theme's sources (see coreSharedDir): found in the repository and in the installed package alike. */
const coreShared: Plugin = {
  name: 'ctfdocs-core-shared',
  setup(b) {
    b.onResolve({ filter: /^@ctfdocs\/core\/shared\// }, (args) => ({ path: path.join(coreSharedDir, args.path.slice('@ctfdocs/core/shared/'.length)) }));
  },
};

export interface ClientAssets {
  js: { url: string; file: string; contents: Uint8Array };
  /** Lazily loaded chunks and the search worker, written beside the bundle. */
  extra: Array<{ file: string; contents: Uint8Array }>;
  /** The site's files the bundle read (its client modules and what they import), with a hash of each: serve makes it again when one changes. */
  inputs: ReadonlyArray<{ file: string; hash: string }>;
}

export function contentHash(data: Uint8Array | string): string {
  return createHash('sha256').update(data).digest('hex').slice(0, 10);
}

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

/** `clientModules`: absolute paths of the browser modules site plugins add (plugins/hooks/client-modules.ts). */
export async function buildClientAssets(baseUrl: string, clientModules: readonly string[] = []): Promise<ClientAssets> {
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
  const js = await build({
    entryPoints: { main: clientModules.length ? WITH_MODULES : clientEntry },
    bundle: true,
    minify: true,
    format: 'esm',
    splitting: true,
    outdir: 'assets/js',
    chunkNames: '[name].[hash]',
    define: { __CTFDOCS_SEARCH_WORKER__: JSON.stringify(baseUrl + workerFile) },
    plugins: [coreShared, clientModulesEntry(clientModules)],
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
    js: { url: baseUrl + jsFile, file: jsFile, contents: main.contents },
    extra: [...outputs.filter((o) => o !== main), { file: workerFile, contents: workerBytes }],
    inputs: read.map((file) => ({ file, hash: contentHash(readFileSync(file)) })),
  };
}
