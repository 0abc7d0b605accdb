// Keeps packages/*/dist in step with packages/*/src.
//
// Node runs the compiled bundles: loading ~100 TypeScript modules through a
// loader hook cost about 1.3 s on every start, the bundles about 0.1 s. A
// package is recompiled (in ~50 ms) when any file under its src/ or its
// package.json changed since the stamp in its dist/, so editing ctfdocs
// needs no separate build step. Outputs are written to temporary names and
// renamed, so builds started at the same time never read a half-written file.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(fileURLToPath(import.meta.url), '../..');

/** Entry points per package; the output is dist/<name>.mjs. */
export const PACKAGES = {
  core: { index: 'src/index.ts', 'worker-entry': 'src/markdown/worker.ts' },
  theme: { index: 'src/index.ts' },
  renderer: { index: 'src/index.ts' },
  'dev-server': { index: 'src/index.ts' },
  cli: { index: 'src/main.ts' },
};

function fingerprint(pkgDir) {
  const hash = createHash('sha256');
  const files = readdirSync(path.join(pkgDir, 'src'), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
  for (const f of [path.join(pkgDir, 'package.json'), ...files]) {
    const s = statSync(f);
    hash.update(`${path.relative(pkgDir, f)}\0${s.size}\0${s.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

function readStamp(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

function writeAtomic(file, contents) {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, contents);
  renameSync(tmp, file);
}

/** Recompile the packages whose sources changed; returns their names. */
export async function ensureCompiled() {
  const stale = [];
  for (const name of Object.keys(PACKAGES)) {
    const dir = path.join(repo, 'packages', name);
    const print = fingerprint(dir);
    if (readStamp(path.join(dir, 'dist/.stamp')) !== print) stale.push({ name, dir, print });
  }
  if (!stale.length) return [];
  // esbuild is the renderer's dependency; borrow it from there.
  const esbuild = createRequire(path.join(repo, 'packages/renderer/package.json'))('esbuild');
  await Promise.all(
    stale.map(async ({ name, dir, print }) => {
      const result = await esbuild.build({
        entryPoints: Object.entries(PACKAGES[name]).map(([out, entry]) => ({ in: path.join(dir, entry), out })),
        outdir: path.join(dir, 'dist'),
        outExtension: { '.js': '.mjs' },
        bundle: true,
        // Dependencies, @ctfdocs/* included, stay imports: each package is
        // loaded once, whoever imports it.
        packages: 'external',
        platform: 'node',
        format: 'esm',
        target: 'node20',
        jsx: 'automatic',
        sourcemap: 'linked',
        write: false,
        logLevel: 'silent',
      });
      mkdirSync(path.join(dir, 'dist'), { recursive: true });
      for (const file of result.outputFiles) writeAtomic(file.path, file.contents);
      writeAtomic(path.join(dir, 'dist/.stamp'), print);
    }),
  );
  return stale.map((s) => s.name);
}
