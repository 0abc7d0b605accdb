// The one stylesheet every page loads: the theme's, then the site's own
// (`customCss`, in the config's order, so they win), bundled and minified by
// esbuild and named by content hash. What a site stylesheet names is bundled
// with it: `@import` of another file and `url()` of a font or image,
// relative to the CSS file, hashed into assets/media/. Those files must be
// ones a page may read (core's util/read-roots.ts), or files of an installed
// package (such as the one a site stylesheet comes from, wherever it is); a
// path from the site root (`url(/img/x.png)`) is a static file, left as a
// URL under the site's baseUrl; a URL of another site is left as written,
// and the Content-Security-Policy allows its origin (site-policy.ts).
import { readFileSync } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { build, type BuildFailure, type Message, type Plugin } from 'esbuild';
import { headUrlProblem, insideRoots, installedPackageFile, notContent, type Diagnostic, type ReadRules } from '@ctfdocs/core';
import { stylesheet as themeStylesheet } from '@ctfdocs/theme';
import { contentHash } from './client-assets.ts';

export interface StylesheetInput {
  baseUrl: string;
  rootDir: string;
  /** The site's stylesheets, relative to rootDir: `customCss` (resolved by the config loader), then the client modules that are stylesheets. */
  customCss: readonly string[];
  rules: ReadRules;
}

/** A URL of another site a stylesheet loads: another stylesheet (`@import`) or a font or image (`url()`). */
export interface ExternalCssUrl {
  url: string;
  kind: 'import' | 'url';
}

export interface Stylesheet {
  url: string;
  file: string;
  contents: Uint8Array;
  /** The fonts and images the site's stylesheets name, hashed. */
  media: Array<{ file: string; contents: Uint8Array }>;
  external: ExternalCssUrl[];
  /** Every file the bundle read (absolute) and a hash of what it read: the bundle is the same while they are. */
  inputs: ReadonlyArray<{ file: string; hash: string }>;
}

/** Fonts, images and cursors a stylesheet may name; esbuild copies each under a hashed name. */
const MEDIA = ['.woff2', '.woff', '.ttf', '.otf', '.eot', '.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif', '.svg', '.ico', '.cur'];

interface Problem {
  code: string;
  hint: string;
}

const ENTRY = 'ctfdocs-styles.css';

/**
 * The theme's stylesheet and the site's, as one file. A problem in the
 * site's (a file it names that is missing or may not be read, CSS esbuild
 * cannot parse) is a diagnostic at its file and line; with an error, the
 * pages get the theme's stylesheet alone, so serve still shows them.
 */
export async function buildStylesheet(input: StylesheetInput): Promise<{ stylesheet: Stylesheet; diagnostics: Diagnostic[] }> {
  // A missing stylesheet is the config check's to report (config/check-paths.ts).
  const sheets = (
    await Promise.all(input.customCss.map(async (p) => ({ abs: path.resolve(input.rootDir, p), ok: (await stat(path.resolve(input.rootDir, p)).catch(() => undefined))?.isFile() })))
  ).filter((s) => s.ok);
  const reads = { ...input, packageDirs: await packageDirsOf(sheets.map((s) => s.abs)) };
  try {
    const result = await bundle(reads, [themeStylesheet, ...sheets.map((s) => s.abs)]);
    return { stylesheet: result.stylesheet, diagnostics: result.warnings.map((m) => diagnosticOf(m, 'warning', input.rootDir)) };
  } catch (err) {
    const failure = err as BuildFailure;
    if (!Array.isArray(failure.errors)) throw err;
    const diagnostics = [...failure.errors.map((m) => diagnosticOf(m, 'error', input.rootDir)), ...failure.warnings.map((m) => diagnosticOf(m, 'warning', input.rootDir))];
    const theme = await bundle(reads, [themeStylesheet]);
    return { stylesheet: theme.stylesheet, diagnostics };
  }
}

/**
 * The folders of the installed packages the site's stylesheets come from
 * (real paths). The config, or a plugin it names, chose those stylesheets,
 * so what they name in their own package may be read, though a monorepo
 * hoists it to a node_modules folder above the site; page content never
 * reaches this list.
 */
async function packageDirsOf(sheets: readonly string[]): Promise<string[]> {
  const dirs = await Promise.all(sheets.map(async (sheet) => installedPackageFile(await realpath(sheet))?.packageDir ?? []));
  return [...new Set(dirs.flat())];
}

type Reads = StylesheetInput & { packageDirs: readonly string[] };

async function bundle(input: Reads, files: string[]): Promise<{ stylesheet: Stylesheet; warnings: Message[] }> {
  const external: ExternalCssUrl[] = [];
  const inputs: Array<{ file: string; hash: string }> = [];
  const result = await build({
    stdin: { contents: files.map((f) => `@import ${JSON.stringify(f)};`).join('\n'), loader: 'css', resolveDir: input.rootDir, sourcefile: ENTRY },
    bundle: true,
    minify: true,
    write: false,
    outdir: 'assets',
    entryNames: 'css/styles',
    assetNames: 'media/[name].[hash]',
    loader: Object.fromEntries(MEDIA.map((ext) => [ext, 'file'])),
    absWorkingDir: input.rootDir,
    plugins: [siteReads(input, external), recordReads(inputs)],
    logLevel: 'silent',
  });
  const out = result.outputFiles.map((f) => ({ file: path.relative(path.join(input.rootDir), f.path).split(path.sep).join('/'), contents: f.contents }));
  const css = out.find((f) => f.file === 'assets/css/styles.css');
  if (!css) throw new Error('esbuild wrote no stylesheet');
  const file = `assets/css/styles.${contentHash(css.contents)}.css`;
  return {
    stylesheet: {
      url: input.baseUrl + file,
      file,
      contents: css.contents,
      media: out.filter((f) => f !== css),
      external,
      inputs,
    },
    warnings: result.warnings,
  };
}

/**
 * What the site's stylesheets may name: files a page may read (or an
 * installed package's), static files by a path from the site root, and
 * https URLs, which are recorded for the policy. The entry's imports (the
 * theme's stylesheet and the config's customCss) are trusted as they are.
 */
function siteReads(input: Reads, external: ExternalCssUrl[]): Plugin {
  const entry = path.join(input.rootDir, ENTRY);
  const fail = (text: string, problem: Problem) => ({ errors: [{ text, detail: problem }] });
  return {
    name: 'ctfdocs-site-reads',
    setup(b) {
      b.onResolve({ filter: /.*/ }, async (args) => {
        if (args.importer === entry || args.pluginData === 'resolving') return undefined;
        if (args.kind !== 'import-rule' && args.kind !== 'url-token') return undefined;
        const target = args.path;
        // esbuild leaves data: URLs and fragments (an SVG filter's #id) alone.
        if (/^data:/i.test(target) || target.startsWith('#')) return undefined;
        const kind = args.kind === 'import-rule' ? 'import' : 'url';
        if (/^[a-z][a-z\d+.-]*:|^\/\//i.test(target)) {
          const problem = headUrlProblem(target);
          if (problem) return fail(`${target} ${problem}`, { code: 'custom-css/url', hint: 'Load other sites over https.' });
          external.push({ url: target, kind });
          return { path: target, external: true };
        }
        if (target.startsWith('/')) {
          const rel = decodeURI(target.split(/[?#]/)[0]).replace(/^\/+/, '');
          const found = await Promise.all(
            input.rules.staticDirs.map((dir) =>
              stat(path.join(dir, rel)).then(
                (s) => s.isFile(),
                () => false,
              ),
            ),
          );
          if (!found.some(Boolean))
            return fail(`${target} is in none of the static folders`, {
              code: 'custom-css/missing-static',
              hint: 'A path from the site root names a file of a static folder: put the file there, or name it relative to the CSS file.',
            });
          return { path: input.baseUrl.replace(/\/$/, '') + target, external: true };
        }
        // Docusaurus's `@site/` is the config file's folder (its siteDir), in stylesheets as in MDX; what it names is held to the same rules below.
        const spec = target.startsWith('@site/') ? path.join(input.rules.exclude.base, target.slice('@site/'.length)) : target;
        const resolved = await b.resolve(spec, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: 'resolving' });
        if (resolved.errors.length)
          return { errors: resolved.errors.map((e) => ({ ...e, detail: { code: 'custom-css/unresolved', hint: 'Correct the path: it is relative to the CSS file.' } satisfies Problem })) };
        const real = await realpath(resolved.path);
        if (!insideRoots(real, [...input.rules.roots, ...input.packageDirs]))
          return fail(`${target} resolves to ${real}, outside the site`, {
            code: 'custom-css/outside-site',
            hint: "Copy the file into the site (the config file's folder or a folder the config names).",
          });
        const why = notContent(real, input.rules, { packages: true });
        if (why) return fail(`${target} may not be read: ${why}`, { code: 'custom-css/not-content', hint: 'Move the file to a folder the site publishes from.' });
        return { path: resolved.path };
      });
    },
  };
}

/** Reads every file for esbuild, keeping a hash of what the bundle was made from. */
function recordReads(inputs: Array<{ file: string; hash: string }>): Plugin {
  return {
    name: 'ctfdocs-record-reads',
    setup(b) {
      b.onLoad({ filter: /.*/, namespace: 'file' }, async (args) => {
        const contents = await readFile(args.path);
        inputs.push({ file: args.path, hash: contentHash(contents) });
        return { contents, loader: args.path.endsWith('.css') ? 'css' : 'file' };
      });
    },
  };
}

/** Whether every file a bundle read is still what it read (a few small files, read at each of serve's rebuilds). */
export function sameInputs(inputs: Stylesheet['inputs']): boolean {
  return inputs.every(({ file, hash }) => {
    try {
      return contentHash(readFileSync(file)) === hash;
    } catch {
      return false;
    }
  });
}

function diagnosticOf(m: Message, severity: 'error' | 'warning', rootDir: string): Diagnostic {
  const problem = (m.detail ?? undefined) as Problem | undefined;
  return {
    severity,
    code: problem?.code ?? (severity === 'error' ? 'custom-css/invalid' : 'custom-css/syntax'),
    message: m.text,
    file: m.location ? path.relative(rootDir, path.resolve(rootDir, m.location.file)).split(path.sep).join('/') : undefined,
    line: m.location?.line,
    column: m.location ? m.location.column + 1 : undefined,
    hint: problem?.hint ?? 'Correct the CSS at that line; esbuild skips what it cannot read.',
  };
}
