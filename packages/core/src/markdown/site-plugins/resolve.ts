// Where a plugin the config names is, and what it is: its module resolved
// from the config file's folder as Node resolves an import from there (and,
// failing that, as `require` would, which is how Docusaurus configs name
// their plugins: a path without its extension, a folder's index.js), and a
// fingerprint of its code that compiled pages are keyed by. A package's
// fingerprint is its version and its entry file, a local file's its text:
// installing another version or editing the file compiles its pages again.
import { createHash } from 'node:crypto';
import { readFileSync, realpathSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { resolve as resolveImport } from 'import-meta-resolve';

export interface ResolvedModule {
  /** The module's entry, a `file:` URL. */
  url: string;
  /** Changes when the module's code does (see above). */
  fingerprint: string;
  /** A local file's path, which serve watches; none for a package. */
  localFile?: string;
}

export interface UnresolvedModule {
  problem: string;
  hint: string;
}

/**
 * A markdown plugin's specifier that names the site's own code rather than an
 * installed package: a path, a `file:` URL, or a `#` subpath import of the
 * site's package.json. Its fingerprint is its file's bytes and serve watches
 * it. (Site plugins and stylesheets take paths only: plugins/specifier.ts.)
 */
function namesSiteCode(specifier: string): boolean {
  return /^\.{1,2}(?:\/|$)/.test(specifier) || path.isAbsolute(specifier) || specifier.startsWith('file:') || specifier.startsWith('#');
}

/** The package a bare specifier names: `@scope/name` or `name`, without a subpath. */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

export function resolveModule(specifier: string, configDir: string): ResolvedModule | UnresolvedModule {
  const located = locate(specifier, configDir);
  // Imported by its real path, as Node does: a package linked into node_modules (pnpm) finds its own dependencies beside it.
  const found = located && realpathSync(located);
  if (!found) {
    return namesSiteCode(specifier)
      ? { problem: `no module at ${specifier} (looked for from ${configDir})`, hint: "Fix the path: it is relative to the config file's folder." }
      : {
          problem: `the package "${packageName(specifier)}" is not installed beside the site (looked for from ${configDir})`,
          hint: `Install it beside the site (npm install ${packageName(specifier)}, in the folder of the config file or one above it), or check its name.`,
        };
  }
  let code: Buffer;
  try {
    code = readFileSync(found);
  } catch {
    return { problem: `${specifier} resolves to ${found}, which cannot be read`, hint: 'Check that the file exists and is readable.' };
  }
  const url = pathToFileURL(found).href;
  if (namesSiteCode(specifier)) return { url, fingerprint: hash('file', code), localFile: found };
  const version = packageVersion(found, packageName(specifier));
  return { url, fingerprint: hash(`package ${packageName(specifier)}@${version ?? '?'}`, code) };
}

/** The file a specifier leads to from the config's folder, or undefined. */
function locate(specifier: string, configDir: string): string | undefined {
  const parent = pathToFileURL(path.join(configDir, 'ctfdocs.config.yaml')).href;
  let url: string | undefined;
  try {
    url = resolveImport(specifier, parent);
  } catch {
    // Not found as an import: as require() would find it, below.
  }
  // A built-in (`node:fs`) or a data: URL is no plugin file; a relative URL is given whether or not it exists.
  if (url?.startsWith('file:') && isFile(fileURLToPath(url))) return fileURLToPath(url);
  if (url && !url.startsWith('file:')) return undefined;
  try {
    const file = createRequire(path.join(configDir, 'noop.js')).resolve(specifier);
    return path.isAbsolute(file) ? file : undefined;
  } catch {
    return undefined;
  }
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The version in the package.json of the package `file` belongs to: the nearest one above it that names it. */
function packageVersion(file: string, name: string): string | undefined {
  for (let dir = path.dirname(file); ; dir = path.dirname(dir)) {
    try {
      const json = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: unknown; version?: unknown };
      if (json.name === name) return typeof json.version === 'string' ? json.version : undefined;
    } catch {
      // No package.json here (or not JSON): look further up.
    }
    if (path.dirname(dir) === dir) return undefined;
  }
}

function hash(head: string, code: Buffer): string {
  return createHash('sha256').update(head).update('\0').update(code).digest('hex');
}
