// What a page may read. Page content is not trusted: an image path such as
// `../../.git/config` (where actions/checkout keeps its token) or `../.env`,
// or a symbolic link in content/ that points at a key, would be copied into
// build/ and published. So every file read for a page (an image, a page, a
// static file, an MDX import) must pass one rule, decided here:
//
// - its real path (symbolic links followed) lies inside a root: the config
//   file's folder or a folder the config names (docs and blog paths, static folders,
//   the folders of API specs), which its trusted author chose;
// - it is content: below that root no part of its path is a dotfile or
//   dot-folder (`.git/`, `.env`, `.ctfdocs-cache/`) or `node_modules/`, it is
//   not in the output folder, and the site's `exclude` globs do not match it.
//
// The rules are plain data, so the compile workers receive them as they are.
import { realpathSync } from 'node:fs';
import path from 'node:path';
import picomatch from 'picomatch';
import type { SiteConfig } from '../config/schema.ts';
import { isRemoteSpec } from '../api/remote.ts';
import type { Diagnostic } from '../types.ts';

export interface ReadRules {
  /** Real paths of the folders pages may read from. */
  roots: string[];
  /** Real paths that are never content, whatever folder holds them: the output folder and the cache. */
  never: string[];
  /** The site's `exclude` globs and the real path of the folder they are relative to (the config file's). */
  exclude: { base: string; globs: string[] };
  /** Real paths of the static folders, in order: an absolute image path (`/img/a.png`) is looked for in them. */
  staticDirs: string[];
}

export interface ReadRulesInput {
  rootDir: string;
  /** The config file, relative to rootDir. */
  configFile: string;
  config: Pick<SiteConfig, 'docs' | 'blog' | 'staticDirectories' | 'apiReferences' | 'exclude'>;
  /** The output folder, relative to rootDir (`build` when not given). */
  outDir?: string;
}

/** Rules under which nothing may be read (a compile worker before it is told the site's). */
export const READS_NOTHING: ReadRules = { roots: [], never: [], exclude: { base: '/', globs: [] }, staticDirs: [] };

/** The cache folder every build of the site writes (beside where it runs). */
const CACHE_DIR = '.ctfdocs-cache';

function real(p: string): string | undefined {
  try {
    return realpathSync(p);
  } catch {
    // A folder that does not exist holds nothing to read.
    return undefined;
  }
}

/** Config paths are relative to rootDir once loaded (config/site-paths.ts). */
export function readRules({ rootDir, configFile, config, outDir = 'build' }: ReadRulesInput): ReadRules {
  const at = (p: string) => real(path.resolve(rootDir, p));
  const configDir = path.dirname(path.resolve(rootDir, configFile));
  const specDirs = config.apiReferences.flatMap((ref) => (isRemoteSpec(ref.spec) ? [] : [path.dirname(ref.spec)]));
  const roots = [configDir, ...config.docs.map((d) => d.path), ...config.blog.map((b) => b.path), ...config.staticDirectories, ...specDirs].flatMap((p) => at(p) ?? []);
  // The output folder may not exist yet: its path is what matters. One that
  // holds a folder the site reads (`--out-dir .`, `--out-dir content`) is
  // refused before a build writes (the renderer's output-overlap.ts); read
  // as never-content it would hide pages behind that one error.
  const out = at(outDir) ?? path.resolve(rootDir, outDir);
  const never = [...(roots.some((root) => insideFolder(root, out)) ? [] : [out]), at(CACHE_DIR) ?? path.resolve(rootDir, CACHE_DIR)];
  return {
    roots: [...new Set(roots)],
    never,
    exclude: { base: real(configDir) ?? configDir, globs: config.exclude },
    staticDirs: config.staticDirectories.flatMap((p) => at(p) ?? []),
  };
}

/** Whether a real (symlink-free) path is `dir` or lies inside it. */
export function insideFolder(realPath: string, dir: string): boolean {
  return realPath === dir || realPath.startsWith(dir.endsWith(path.sep) ? dir : dir + path.sep);
}

/** Whether a real (symlink-free) path lies inside one of the roots. */
export function insideRoots(realPath: string, roots: readonly string[]): boolean {
  return roots.some((root) => insideFolder(realPath, root));
}

const excludeMatchers = new WeakMap<ReadRules['exclude'], Array<{ glob: string; test: (p: string) => boolean }>>();

function excludedBy(rel: string, exclude: ReadRules['exclude']): string | undefined {
  let matchers = excludeMatchers.get(exclude);
  if (!matchers) excludeMatchers.set(exclude, (matchers = exclude.globs.map((glob) => ({ glob, test: picomatch(glob, { dot: true }) }))));
  // A glob that names a folder leaves out everything in it.
  const parts = rel.split('/');
  for (let i = parts.length; i > 0; i--) {
    const prefix = parts.slice(0, i).join('/');
    const hit = matchers.find((m) => m.test(prefix));
    if (hit) return hit.glob;
  }
  return undefined;
}

/**
 * Dot names a static folder publishes, as Docusaurus does: GitHub Pages reads
 * `.nojekyll`, and `.well-known/` holds files such as security.txt (RFC 8615).
 */
const PUBLIC_DOT_NAMES = new Set(['.nojekyll', '.well-known']);

/**
 * The part of a path below a root that makes it no content: a dotfile or
 * dot-folder, or node_modules. With `packages`, what lies in node_modules is
 * the installed package's own (pnpm keeps packages in node_modules/.pnpm/).
 */
function hiddenPart(rel: string, publicDotNames: boolean, packages: boolean): string | undefined {
  const parts = rel.split(path.sep);
  const outsidePackages = packages && parts.includes('node_modules') ? parts.slice(0, parts.indexOf('node_modules')) : parts;
  return outsidePackages.find((part) => (part.startsWith('.') && !(publicDotNames && PUBLIC_DOT_NAMES.has(part))) || part === 'node_modules');
}

/**
 * Why a real path inside the roots is not content, or undefined when it is.
 * (A path outside every root is for the caller to report: see resolveReadable.)
 * `staticFile`: a file of a static folder, where a few dot names are published.
 * `packages`: a file a stylesheet of the config (`customCss`) names, which
 * may be the fonts and images of the installed package it comes from.
 */
export function notContent(realPath: string, rules: ReadRules, opts: { staticFile?: boolean; packages?: boolean } = {}): string | undefined {
  const never = rules.never.find((dir) => insideFolder(realPath, dir));
  if (never) return `it is in ${never}, which a build writes`;
  let hidden: string | undefined;
  for (const root of rules.roots) {
    if (!insideFolder(realPath, root)) continue;
    hidden = hiddenPart(path.relative(root, realPath), Boolean(opts.staticFile), Boolean(opts.packages));
    if (hidden === undefined) break;
  }
  if (hidden === 'node_modules') return 'it is in node_modules';
  if (hidden !== undefined) return `${hidden} is a dotfile or dot-folder`;
  if (rules.exclude.globs.length) {
    const rel = path.relative(rules.exclude.base, realPath).split(path.sep).join('/');
    const glob = excludedBy(rel, rules.exclude);
    if (glob !== undefined) return `the config's exclude matches it ("${glob}")`;
  }
  return undefined;
}

export type Readable = { real: string } | { outside: string } | { notContent: string; real: string };

/**
 * The real path of a file a page names, or why it may not be read: missing
 * (`undefined`), outside every root (`{ outside }`, its real path), or not
 * content (`{ notContent }`, why).
 */
export function resolveReadable(absPath: string, rules: ReadRules): Readable | undefined {
  const found = real(absPath);
  if (found === undefined) return undefined;
  if (!insideRoots(found, rules.roots)) return { outside: found };
  const why = notContent(found, rules);
  return why === undefined ? { real: found } : { notContent: why, real: found };
}

/**
 * The error for a symbolic link at `abs` whose real path lies outside every
 * root. `hint` says what to do about it where it was found: a content folder
 * would read what it points at, a static folder would publish it.
 */
export function linkOutsideRoots(link: { abs: string; real: string; rootDir: string }, code: string, hint: string): Diagnostic {
  return {
    severity: 'error',
    code,
    message: `Symbolic link leads outside the site: ${path.basename(link.abs)} points at ${link.real}`,
    file: path.relative(link.rootDir, link.abs).split(path.sep).join('/'),
    hint,
  };
}
