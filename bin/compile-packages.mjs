// Keeps packages/cli/dist, the bundled CLI that bin/ctfdocs runs, in step
// with the sources.
//
// Start-up time is module loading: through tsx's loader hooks the ~1,100
// modules (ours, unified, micromark, shiki, React, zod, swagger-parser) took
// 1.3 s; bundled into one file with esbuild they load in about 0.2 s. The
// bundle is rebuilt (about 1 s) whenever a file under packages/*/src, a
// package.json or the lockfile changed since the stamp in dist/, so editing
// ctfdocs needs no separate build step. Outputs are written to temporary
// names and renamed, so builds started at the same time never read a
// half-written file.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repo = path.resolve(fileURLToPath(import.meta.url), '../..');
const cliDir = path.join(repo, 'packages/cli');
export const distDir = path.join(cliDir, 'dist');

function fingerprint() {
  const hash = createHash('sha256');
  // This file too: how the bundle is made is part of what it is.
  const files = [path.join(repo, 'pnpm-lock.yaml'), fileURLToPath(import.meta.url)];
  for (const pkg of readdirSync(path.join(repo, 'packages'))) {
    const dir = path.join(repo, 'packages', pkg);
    files.push(path.join(dir, 'package.json'));
    for (const e of readdirSync(path.join(dir, 'src'), { recursive: true, withFileTypes: true })) {
      if (e.isFile() && !/\.test\.tsx?$/.test(e.name)) files.push(path.join(e.parentPath, e.name));
    }
  }
  for (const f of files.sort()) {
    const s = statSync(f);
    hash.update(`${path.relative(repo, f)}\0${s.size}\0${s.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

/** The fingerprint of the sources the bundle in dist/ was built from. */
export function readStamp() {
  try {
    return readFileSync(path.join(distDir, '.stamp'), 'utf8');
  } catch {
    return '';
  }
}

function writeAtomic(file, contents) {
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, contents);
  renameSync(tmp, file);
}

/**
 * Our sources use import.meta.url to find files beside them (the theme's
 * client entries and stylesheet, the templates); inside the bundle it would
 * be the bundle's folder, so each of our files keeps its source location:
 * `sourceUrl(file)` gives the JavaScript expression that stands for it. The
 * repository's bundle names the source file itself; the published package
 * (scripts/pack.mjs) ships those files at the same paths under its own root.
 * (Worker threads find their bundled entries through the folder bin/ctfdocs
 * names: see core's util/worker-url.ts.)
 */
function keepSourceLocation(sourceUrl) {
  return {
    name: 'keep-source-location',
    setup(build) {
      build.onLoad({ filter: /[\\/]packages[\\/][^\\/]+[\\/]src[\\/].*\.tsx?$/ }, (args) => {
        const text = readFileSync(args.path, 'utf8');
        if (!text.includes('import.meta.url')) return undefined;
        return { contents: text.replaceAll('import.meta.url', sourceUrl(args.path)), loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}

/**
 * Shiki's regex engine ships its WebAssembly as gzipped base64 in a module
 * that inflates it through web streams at load (atob, Blob, Response,
 * DecompressionStream). Touching Response loads Node's fetch (undici), and
 * the whole took about 80 ms of CPU in every thread that highlights (the
 * main thread and each compile worker); the same bytes inflated with
 * node:zlib take a few. The module is rewritten so in the bundle, and the
 * bundle fails when its shape is not the one this expects (after an upgrade
 * of shiki), rather than quietly keeping the slow path.
 */
function inflateOnigWasmWithZlib() {
  return {
    name: 'inflate-onig-wasm-with-zlib',
    setup(build) {
      build.onLoad({ filter: /[\\/]@shikijs[\\/]engine-oniguruma[\\/]dist[\\/]wasm-inlined\.mjs$/ }, (args) => {
        const text = readFileSync(args.path, 'utf8');
        const base64 = /atob\("([A-Za-z0-9+/=]+)"\)/.exec(text)?.[1];
        const exports = 'export { getWasmInstance as default, getWasmInstance, wasmBinaryPromise };';
        if (!base64 || !text.includes('new DecompressionStream("gzip")') || !text.includes(exports)) {
          throw new Error(`${args.path} is not shaped as bin/compile-packages.mjs expects (gzipped base64 inflated with DecompressionStream): update inflateOnigWasmWithZlib.`);
        }
        const contents = [
          "import { gunzipSync } from 'node:zlib';",
          `const wasmBinaryPromise = Promise.resolve(gunzipSync(Buffer.from(${JSON.stringify(base64)}, 'base64')));`,
          'const getWasmInstance = async (info) => WebAssembly.instantiate(await wasmBinaryPromise, info).then((wasm) => wasm.instance.exports);',
          exports,
        ].join('\n');
        return { contents, loader: 'js' };
      });
    },
  };
}

/**
 * Packages the bundle imports rather than contains: esbuild is a native
 * binary, and so are satteri (the markdown parser, core's native-parse.ts)
 * and resvg (the social cards' rasteriser); fsevents is chokidar's optional
 * macOS helper.
 */
export const BUNDLE_EXTERNALS = ['esbuild', '@resvg/resvg-js', 'fsevents', 'satteri'];

const ENTRY_NAMES = ['main.mjs', 'worker-entry.mjs', 'search-index-thread-entry.mjs', 'social-card-process-entry.mjs', 'diagram-check-entry.mjs'];

const esbuild = () => createRequire(path.join(cliDir, 'package.json'))('esbuild');

/** esbuild's options for the bundle: see bundleCli. */
function bundleOptions({ outdir, sourceUrl, banner = '' }) {
  return {
    entryPoints: [
      { in: path.join(cliDir, 'src/main.ts'), out: 'main' },
      // Worker threads' entries (and the social card process's), sharing the
      // main entry's chunks; started from dist/ by name (core's util/worker-url.ts).
      { in: path.join(repo, 'packages/core/src/markdown/worker.ts'), out: 'worker-entry' },
      { in: path.join(repo, 'packages/renderer/src/search-index-worker.ts'), out: 'search-index-thread-entry' },
      { in: path.join(repo, 'packages/renderer/src/social-cards/card-process.ts'), out: 'social-card-process-entry' },
      { in: path.join(repo, 'packages/renderer/src/diagram-check-worker.ts'), out: 'diagram-check-entry' },
    ],
    absWorkingDir: repo,
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    // Shiki's languages and themes stay separate files, loaded when a page needs them.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    external: BUNDLE_EXTERNALS,
    // CommonJS dependencies (React's server renderer among them) call require().
    banner: { js: "import { createRequire as __ctfdocsRequire } from 'node:module'; const require = __ctfdocsRequire(import.meta.url);" + banner },
    plugins: [keepSourceLocation(sourceUrl), inflateOnigWasmWithZlib()],
    // A third less to parse at every start; names are kept, so a --debug
    // stack trace still reads.
    minifyWhitespace: true,
    minifySyntax: true,
    write: false,
    logLevel: 'silent',
  };
}

/**
 * Bundles the CLI, its worker entries and every dependency but esbuild into
 * `outdir`; returns esbuild's output files. `banner` is prepended to every output file; `sourceUrl` is as in
 * keepSourceLocation.
 */
export async function bundleCli({ outdir, sourceUrl, banner = '' }) {
  const result = await esbuild().build(bundleOptions({ outdir, sourceUrl, banner }));
  // Chunks before the entries that import them.
  const entries = new Set(ENTRY_NAMES.map((f) => path.join(outdir, f)));
  const ordered = [...result.outputFiles].sort((a, b) => Number(entries.has(a.path)) - Number(entries.has(b.path)));
  for (const file of ordered) writeAtomic(file.path, file.contents);
  return ordered;
}

/**
 * The bundle's module graph (esbuild's metafile), written nowhere: what each
 * output file contains and imports, for tests of what start-up loads.
 */
export async function bundleGraph() {
  const result = await esbuild().build({ ...bundleOptions({ outdir: distDir, sourceUrl: (file) => JSON.stringify(pathToFileURL(file).href) }), metafile: true });
  return result.metafile;
}

/** Whether dist/ holds the bundle of the sources as they are now. */
export function bundleIsCurrent() {
  return readStamp() === fingerprint();
}

/** A chunk no bundle has written for this long is no longer loaded by a running ctfdocs. */
export const STALE_CHUNK_MS = 24 * 60 * 60 * 1000;

/**
 * Removes the files of `chunksDir` that the last bundle did not write
 * (`written`, absolute paths) and that no bundle wrote for STALE_CHUNK_MS.
 * Chunk names carry a hash of their contents, so every change to the sources
 * left a few behind: 130 MB in a few days. A `ctfdocs serve` started from an
 * older bundle may still load one of its chunks (Shiki's languages load when
 * a page needs them), so only old ones go. Returns the files removed.
 */
export function removeStaleChunks(chunksDir, written, now = Date.now()) {
  const removed = [];
  for (const name of readdirSync(chunksDir)) {
    const file = path.join(chunksDir, name);
    if (written.has(file) || now - statSync(file).mtimeMs < STALE_CHUNK_MS) continue;
    rmSync(file, { force: true });
    removed.push(file);
  }
  return removed;
}

/** Rebuilds the bundle if the sources changed since it was made; true when it did. */
export async function ensureCompiled() {
  const print = fingerprint();
  if (readStamp() === print) return false;
  const written = await bundleCli({ outdir: distDir, sourceUrl: (file) => JSON.stringify(pathToFileURL(file).href) });
  writeAtomic(path.join(distDir, '.stamp'), print);
  removeStaleChunks(path.join(distDir, 'chunks'), new Set(written.map((f) => f.path)));
  return true;
}

// `pnpm install` runs this file (the root package's postinstall), so that the
// first build after an install does not also bundle ctfdocs.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const rebuilt = await ensureCompiled();
  console.log(rebuilt ? 'ctfdocs: bundled the CLI into packages/cli/dist' : 'ctfdocs: the bundled CLI is up to date');
}
