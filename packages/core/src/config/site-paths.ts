// Relative paths in the config are relative to the config file's folder, as
// in Docusaurus (where they are relative to the site directory). They are
// rewritten once, when the config is loaded, into paths relative to the
// root the build runs from, so every later stage resolves them the same way
// whatever the current directory is.
import path from 'node:path';
import type { SiteConfig } from './schema.ts';
import { isRemoteSpec } from '../api/remote.ts';
import { CURRENT_VERSION, versioningPaths } from '../content/versions.ts';
import { pluginEntryParts, pluginPath } from '../plugins/specifier.ts';

const toPosix = (p: string) => p.split(path.sep).join('/');

/** `p` (written in the config, relative to its folder) as a path relative to rootDir. */
function fromConfigDir(rootDir: string, configDir: string, p: string): string {
  return toPosix(path.relative(rootDir, path.resolve(rootDir, configDir, p))) || '.';
}

/**
 * The config with docs and blog folders, sidebars files, API specs, name
 * lists, static folders, the site's stylesheets and components, the secret
 * scan's allowed files and the social card template relative to rootDir.
 * `packages`: the customCss entries that are modules of installed packages,
 * with their files (package-stylesheets.ts).
 */
export function resolveConfigPaths(config: SiteConfig, rootDir: string, configFile: string, packages: ReadonlyMap<string, string> = new Map()): SiteConfig {
  const configDir = path.posix.dirname(configFile);
  const at = (p: string) => fromConfigDir(rootDir, configDir, p);
  return {
    ...config,
    docs: config.docs.map((inst) => ({ ...inst, path: at(inst.path), sidebarPath: inst.sidebarPath === undefined ? undefined : at(inst.sidebarPath) })),
    blog: config.blog.map((b) => ({ ...b, path: at(b.path) })),
    apiReferences: config.apiReferences.map((ref) => (isRemoteSpec(ref.spec) ? ref : { ...ref, spec: at(ref.spec) })),
    checkNames: config.checkNames.map((check) => ({ ...check, names: at(check.names) })),
    staticDirectories: config.staticDirectories.map(at),
    customCss: config.customCss.map((sheet) => {
      const file = packages.get(sheet);
      return file === undefined ? at(sheet) : toPosix(path.relative(rootDir, file));
    }),
    themeComponents: Object.fromEntries(Object.entries(config.themeComponents).map(([name, file]) => [name, at(file)])),
    mdxComponents: config.mdxComponents === undefined ? undefined : at(config.mdxComponents),
    // Globs of files the secret scan lets be, matched against paths from rootDir.
    checkSecrets: { ...config.checkSecrets, allow: config.checkSecrets.allow.map((entry) => (entry.files === undefined ? entry : { files: at(entry.files) })) },
    socialCards: config.socialCards.template === undefined ? config.socialCards : { ...config.socialCards, template: at(config.socialCards.template) },
  };
}

/** The folder of the site's own pages (`pages/` beside the config file), relative to rootDir. */
export function pagesDir(configFile: string): string {
  return path.posix.join(path.posix.dirname(configFile), 'pages');
}

/** Docusaurus's folder of swizzled components (`src/theme/` beside the config file), relative to rootDir: a file there named for a theme component replaces it. */
export function themeComponentsDir(configFile: string): string {
  return path.posix.join(path.posix.dirname(configFile), 'src/theme');
}

/**
 * Every file and folder a build of this config reads, relative to rootDir:
 * what `serve` watches (of the site's stylesheets, the files the config
 * names, a file one of them imports being read again by the next rebuild;
 * of the site's plugins, the files the config names). Versioned docs and sidebars and translations are
 * listed as folders whether or not they exist yet, so creating one is seen.
 */
export function watchedPaths(config: SiteConfig, configFile: string): string[] {
  const configDir = path.posix.dirname(configFile);
  const out = new Set<string>([configFile, pagesDir(configFile), themeComponentsDir(configFile), path.posix.join(configDir, 'i18n'), ...config.staticDirectories]);
  config.docs.forEach((inst, index) => {
    out.add(inst.path);
    if (inst.sidebarPath) out.add(inst.sidebarPath);
    const versioning = versioningPaths(inst.id, index === 0, configDir);
    out.add(versioning.versionsFile);
    out.add(path.posix.dirname(versioning.docsDir(CURRENT_VERSION)));
    out.add(path.posix.dirname(versioning.sidebarsFile(CURRENT_VERSION)));
  });
  for (const blog of config.blog) out.add(blog.path);
  for (const ref of config.apiReferences) if (!isRemoteSpec(ref.spec)) out.add(ref.spec);
  for (const check of config.checkNames) out.add(check.names);
  for (const sheet of config.customCss) out.add(sheet);
  // A plugin from a package stays as installed; one of the site's own is loaded again when it changes.
  for (const entry of config.plugins) {
    const file = pluginPath(pluginEntryParts(entry).specifier, configFile);
    if (file) out.add(file);
  }
  for (const file of Object.values(config.themeComponents)) out.add(file);
  if (config.mdxComponents) out.add(config.mdxComponents);
  return [...out].map((p) => path.posix.normalize(p));
}
