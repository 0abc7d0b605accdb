#!/usr/bin/env node
// Makes the one installable package, `ctfdocs`: stages it in a folder and runs
// `npm pack` there. `pnpm pack:cli [--out <dir>] [--json]` (default .ctfdocs-pack/).
//
// The package holds what the CLI reads at run time, at the paths it has in
// this repository, so that a file our code finds through import.meta.url
// (bin/compile-packages.mjs, keepSourceLocation) is found under the installed
// package's root instead of the repository:
//   dist/                    the bundled CLI and its worker entries
//   bin/                     the `ctfdocs` command and the launcher it shares with bin/ctfdocs
//   packages/theme/src/...   the client script's sources and the stylesheet, which every
//                            build bundles with esbuild for the site's baseUrl
//   templates/               what `ctfdocs init` and `ctfdocs new` copy
//   types/                   the plugin API's types and those a site's own components
//                            import (`import type { Plugin, ThemeComponentProps } from
//                            'ctfdocs'`, `@theme-original/<Name>`; scripts/public-types.mjs)
//   vendor/<name>/           KaTeX's stylesheet and fonts and Mermaid's browser build, the
//                            files the theme's vendor-files.ts lists (not the packages:
//                            Mermaid with its dependencies is 120 MB)
//   vendor/inter/            the social cards' two Inter files and their licence (the
//                            renderer's social-cards/fonts.ts), not @fontsource/inter's 4 MB
// Its dependencies are the packages the bundle and the client sources import
// rather than contain, with the ranges our package.json files declare.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUNDLE_EXTERNALS, bundleCli } from '../bin/compile-packages.mjs';
import { publicTypes, THEME_MODULES } from './public-types.mjs';

const repo = path.resolve(fileURLToPath(import.meta.url), '../..');

/** `{ tarball, stage, name, version, size, unpackedSize, files }` for a package packed into `outDir`. */
export async function packCli(outDir = path.join(repo, '.ctfdocs-pack')) {
  const stage = path.join(outDir, 'package');
  rmSync(stage, { recursive: true, force: true });
  mkdirSync(stage, { recursive: true });

  // Every output file names the package root relative to itself: the entries
  // are in dist/, the chunks in dist/chunks/.
  const banner = "const __ctfdocsRoot = new URL(/\\/chunks\\/[^/]*$/.test(import.meta.url) ? '../../' : '../', import.meta.url);";
  const outputs = await bundleCli({
    outdir: path.join(stage, 'dist'),
    sourceUrl: (file) => `new URL(${JSON.stringify(toPosix(path.relative(repo, file)))}, __ctfdocsRoot).href`,
    banner,
  });
  const hash = createHash('sha256');
  for (const f of outputs) hash.update(f.contents);

  const clientPackages = await copyClientSources(stage);
  cpSync(path.join(repo, 'templates'), path.join(stage, 'templates'), { recursive: true });
  writeTypes(path.join(stage, 'types'));
  await copyVendoredFiles(stage);
  mkdirSync(path.join(stage, 'bin'));
  cpSync(path.join(repo, 'bin/launch.mjs'), path.join(stage, 'bin/launch.mjs'));
  writeFileSync(path.join(stage, 'bin/ctfdocs.mjs'), BIN, { mode: 0o755 });
  // The client sources are TypeScript; esbuild reads the nearest tsconfig.json,
  // which must be this one rather than one of the site that installed us.
  writeFileSync(path.join(stage, 'tsconfig.json'), JSON.stringify({ compilerOptions: { target: 'ES2022', verbatimModuleSyntax: true } }, null, 2) + '\n');

  const cli = readJson(path.join(repo, 'packages/cli/package.json'));
  // Names the bundle for the compile cache: results made by another ctfdocs are never read.
  writeFileSync(path.join(stage, 'dist/.stamp'), `ctfdocs@${cli.version}+${hash.digest('hex').slice(0, 16)}`);
  const externals = [...BUNDLE_EXTERNALS.filter((n) => n !== 'fsevents'), ...clientPackages].sort();
  const pkg = {
    name: 'ctfdocs',
    version: cli.version,
    description: 'A static-site generator for documentation: markdown in, plain HTML out, with checks strict enough for CI.',
    type: 'module',
    bin: { ctfdocs: 'bin/ctfdocs.mjs' },
    // Types only: ctfdocs is a command, and a plugin or a site's component imports nothing of it at run time.
    types: 'types/index.d.ts',
    exports: { '.': { types: './types/index.d.ts' }, './package.json': './package.json' },
    engines: { node: '>=20' },
    files: ['bin', 'dist', 'packages', 'templates', 'types', 'vendor', 'tsconfig.json', 'README.md'],
    dependencies: Object.fromEntries(externals.map((n) => [n, declaredRange(n)])),
  };
  writeFileSync(path.join(stage, 'package.json'), JSON.stringify(pkg, null, 2) + '\n');
  cpSync(path.join(repo, 'scripts/package-readme.md'), path.join(stage, 'README.md'));

  const packed = spawnSync('npm', ['pack', '--json', '--pack-destination', outDir], { cwd: stage, encoding: 'utf8' });
  if (packed.status !== 0) throw new Error(`npm pack failed in ${stage}:\n${packed.stderr}`);
  const [info] = JSON.parse(packed.stdout);
  return { tarball: path.join(outDir, info.filename), stage, name: info.name, version: info.version, size: info.size, unpackedSize: info.unpackedSize, files: info.entryCount };
}

const BIN = `#!/usr/bin/env node
// The ctfdocs command of the published package: runs the bundle in ../dist.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { launch } from './launch.mjs';

const distDir = fileURLToPath(new URL('../dist', import.meta.url));
await launch(distDir, readFileSync(distDir + '/.stamp', 'utf8'));
`;

/**
 * Copies the theme's client sources (every file esbuild reads for the client
 * script, what runs site plugins' client modules, and the search worker) and
 * the stylesheets (the site's, and the math styles the renderer appends to
 * KaTeX's); returns the npm packages
 * they import, which become dependencies.
 */
async function copyClientSources(stage) {
  const esbuild = createRequire(path.join(repo, 'packages/renderer/package.json'))('esbuild');
  const theme = path.join(repo, 'packages/theme/src');
  const result = await esbuild.build({
    entryPoints: [path.join(theme, 'client/entry.ts'), path.join(theme, 'client/client-modules.ts'), path.join(theme, 'search/worker.ts')],
    absWorkingDir: repo,
    // As the renderer's client-assets.ts builds it: the diagrams' stylesheet is text in their chunk.
    loader: { '.css': 'text' },
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: path.join(stage, 'unused'),
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const packages = new Set();
  const sources = [path.join(theme, 'styles.css'), path.join(theme, 'math.css')];
  for (const input of Object.keys(result.metafile.inputs)) {
    // The last node_modules/ of the path names the package (pnpm nests them).
    const inModules = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
    if (inModules) packages.add(inModules[1]);
    else if (input.startsWith('packages/')) sources.push(path.join(repo, input));
    else if (!input.startsWith('(disabled)')) throw new Error(`The client script reads ${input}, which is neither ours nor an npm package: pack.mjs does not know where to put it.`);
  }
  for (const file of sources) cpSync(file, path.join(stage, path.relative(repo, file)));
  return [...packages];
}

/**
 * The package's types (scripts/public-types.mjs), and theme-modules.d.ts
 * beside them, which they reference so that importing the package declares
 * `@theme-original/<Name>` too.
 */
function writeTypes(typesDir) {
  mkdirSync(typesDir, { recursive: true });
  writeFileSync(path.join(typesDir, 'index.d.ts'), publicTypes());
  cpSync(THEME_MODULES, path.join(typesDir, 'theme-modules.d.ts'));
}

/**
 * The files of npm packages the CLI reads but does not import, where the
 * code looks for them in the package: the browser files a build publishes
 * (the theme's vendor-files.ts) and the social cards' font (the renderer's
 * social-cards/fonts.ts).
 */
async function copyVendoredFiles(stage) {
  // The lists are TypeScript, read as the tests read the sources.
  const { register } = await import('tsx/esm/api');
  register();
  const { VENDORED, vendoredFiles } = await import('../packages/theme/src/vendor-files.ts');
  for (const name of Object.keys(VENDORED)) for (const f of vendoredFiles(name)) cpSync(f.abs, path.join(stage, 'vendor', name, f.rel));
  const { FONT_FILES, fontPath } = await import('../packages/renderer/src/social-cards/fonts.ts');
  const fonts = path.join(stage, 'vendor/inter');
  for (const { file } of FONT_FILES) cpSync(fontPath(file), path.join(fonts, file));
  cpSync(path.resolve(path.dirname(fontPath(FONT_FILES[0].file)), '../LICENSE'), path.join(fonts, 'LICENSE'));
}

/** The version range of `name` that one of our package.json files declares. */
function declaredRange(name) {
  for (const dir of readdirSync(path.join(repo, 'packages'))) {
    const range = readJson(path.join(repo, 'packages', dir, 'package.json')).dependencies?.[name];
    if (range) return range;
  }
  throw new Error(`No package under packages/ declares a dependency on ${name}; add it to the package that imports it.`);
}

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

function toPosix(p) {
  return p.split(path.sep).join('/');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const i = process.argv.indexOf('--out');
  const out = i > 0 ? path.resolve(process.argv[i + 1]) : undefined;
  if (out && !existsSync(out)) mkdirSync(out, { recursive: true });
  const r = await packCli(out);
  // --json: for tests and scripts, the result as one JSON object.
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(r));
    process.exit(0);
  }
  const mb = (n) => `${(n / 1e6).toFixed(1)} MB`;
  console.log(`${r.name}@${r.version}: ${r.tarball}\n  ${r.files} files, ${mb(r.size)} packed, ${mb(r.unpackedSize)} unpacked\n  install it: npm install ${r.tarball}`);
}
