// Versions of a docs instance, with Docusaurus's layout beside the config
// file: `versions.json` lists released versions newest first, their docs are
// snapshots in `versioned_docs/version-<name>/` and their sidebars in
// `versioned_sidebars/version-<name>-sidebars.yaml`. The first (default)
// instance uses those names; every other prefixes them with `<id>_`.
import path from 'node:path';
import type { Diagnostic, DocsVersion } from '../types.ts';
import type { DocsInstanceConfig, VersionBanner } from '../schemas/docs-instance.ts';
import { joinRoute } from '../routes/join.ts';
import { unsafeUrlCharacter } from '../routes/url-unsafe.ts';
import { formatKeyPath } from '../util/yaml-source.ts';
import { readTextFile } from '../util/read-text.ts';

export const CURRENT_VERSION = 'current';

/** Where an instance's versioning files live, relative to the site root. */
export interface VersioningPaths {
  versionsFile: string;
  docsDir(name: string): string;
  sidebarsFile(name: string): string;
}

export function versioningPaths(instanceId: string, isDefault: boolean, configDir: string): VersioningPaths {
  const prefix = isDefault ? '' : `${instanceId}_`;
  const at = (p: string) => path.posix.join(configDir, p);
  return {
    versionsFile: at(`${prefix}versions.json`),
    docsDir: (name) => at(`${prefix}versioned_docs/version-${name}`),
    sidebarsFile: (name) => at(`${prefix}versioned_sidebars/version-${name}-sidebars.yaml`),
  };
}

/**
 * Check a version name given on the command line or in versions.json;
 * undefined when usable. A name is a route segment and a folder name
 * (`version-<name>`), and names the search index the browser fetches: a
 * character a URL changes (`x%2f` is fetched as `x/`) would leave that
 * version's pages unreachable, as the route rules do for a page's file name.
 */
export function versionNameProblem(name: string): string | undefined {
  const shown = `version name "${name.replace(/[\u0000-\u001f\u007f]/g, '\uFFFD')}"`;
  if (name === CURRENT_VERSION) return `${shown} names the unreleased docs and cannot be a released version`;
  const bad = unsafeUrlCharacter(name);
  if (bad) return `${shown} contains ${bad}, which a URL cannot hold as it is`;
  if (!name || /[\s/]/.test(name) || name === '.' || name === '..') return `${shown} is not usable as a route segment (no spaces or "/", and not "." or "..")`;
  return undefined;
}

/** Released version names from versions.json, newest first; none when the file does not exist. */
export async function readVersionNames(rootDir: string, file: string): Promise<{ names: string[]; diagnostics: Diagnostic[] }> {
  const { text, diagnostic } = await readTextFile(path.resolve(rootDir, file), file);
  if (diagnostic) return { names: [], diagnostics: diagnostic.message.includes('ENOENT') ? [] : [diagnostic] };
  return parseVersionNames(text!, file);
}

export function parseVersionNames(text: string, file: string): { names: string[]; diagnostics: Diagnostic[] } {
  const invalid = (message: string): { names: string[]; diagnostics: Diagnostic[] } => ({
    names: [],
    diagnostics: [{ severity: 'error', code: 'versions/invalid', message, file, hint: 'versions.json is a JSON list of version names, newest first, e.g. ["2.0", "1.0"].' }],
  });
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    return invalid(`versions.json is not valid JSON: ${(err as Error).message}`);
  }
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) return invalid('versions.json must be a list of version names');
  const names = value as string[];
  for (const name of names) {
    const problem = versionNameProblem(name);
    if (problem) return invalid(`versions.json: ${problem}`);
  }
  const dup = names.find((n, i) => names.indexOf(n) !== i);
  if (dup) return invalid(`versions.json lists "${dup}" twice`);
  return { names, diagnostics: [] };
}

export interface ResolveVersionsInput {
  inst: DocsInstanceConfig;
  /** Index of the instance in the config's `docs` list, for key paths. */
  index: number;
  /** Released names from versions.json, newest first. */
  names: string[];
  paths: VersioningPaths;
  configFile: string;
  locate?(keyPath: Array<string | number>): { line: number; column: number } | undefined;
}

/**
 * The versions to build, in dropdown order (current first, then released
 * newest first), with their routes, labels and banners. The last version is
 * served at routeBasePath; the unreleased docs move to `<routeBasePath>/next`
 * once a released version exists.
 */
export function resolveVersions({ inst, index, names, paths, configFile, locate }: ResolveVersionsInput): { versions: DocsVersion[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const all = [CURRENT_VERSION, ...names];
  const known = `Known versions: ${all.join(', ')} (released versions come from ${paths.versionsFile}).`;
  const report = (keyPath: Array<string | number>, message: string) => {
    const full = ['docs', index, ...keyPath];
    const at = locate?.(full);
    const p = formatKeyPath(full);
    diagnostics.push({ severity: 'error', code: 'config/unknown-version', message: `${p}: ${message}`, file: configFile, line: at?.line, column: at?.column, configPath: p, hint: known });
  };
  for (const key of Object.keys(inst.versions ?? {})) if (!all.includes(key)) report(['versions', key], `no version "${key}" in instance "${inst.id}"`);
  inst.onlyIncludeVersions?.forEach((name, i) => {
    if (!all.includes(name)) report(['onlyIncludeVersions', i], `no version "${name}" in instance "${inst.id}"`);
  });
  let last = inst.lastVersion ?? names[0] ?? CURRENT_VERSION;
  if (!all.includes(last)) {
    report(['lastVersion'], `no version "${last}" in instance "${inst.id}"`);
    last = names[0] ?? CURRENT_VERSION;
  }
  const included = all.filter((n) => !inst.onlyIncludeVersions || inst.onlyIncludeVersions.includes(n));
  if (!included.includes(last)) {
    report(['lastVersion'], `the last version "${last}" is left out by onlyIncludeVersions`);
    return { versions: [], diagnostics };
  }
  const lastIndex = all.indexOf(last);
  const versions = included.map((name): DocsVersion => {
    const options = inst.versions?.[name] ?? {};
    const isLast = name === last;
    const isCurrent = name === CURRENT_VERSION;
    // Anything newer than the last released version is unreleased; anything older is no longer maintained.
    const banner: VersionBanner = options.banner ?? (isLast ? 'none' : all.indexOf(name) < lastIndex ? 'unreleased' : 'unmaintained');
    return {
      name,
      label: options.label ?? (isCurrent ? 'Next' : name),
      isLast,
      path: joinRoute(inst.routeBasePath, options.path ?? (isLast ? '' : isCurrent ? 'next' : name)),
      docs: isCurrent ? inst.path : paths.docsDir(name),
      sidebars: isCurrent ? inst.sidebarPath : inst.sidebarPath ? paths.sidebarsFile(name) : undefined,
      banner,
    };
  });
  return { versions, diagnostics };
}
