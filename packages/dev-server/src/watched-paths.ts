// What `serve` watches: content/, site/ and specs/, and whatever the config
// names elsewhere — a site made by `ctfdocs init --from-docusaurus` keeps its
// config, docs, sidebars and versions beside docusaurus.config.js, not there.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '@ctfdocs/core';

const VERSIONING = /(^|_)versions\.json$|(^|_)versioned_(docs|sidebars)$|^i18n$/;

export async function watchedPaths(rootDir: string, configPath: string): Promise<string[]> {
  const paths = new Set(['content', 'site', 'specs', configPath]);
  const { config, file } = await loadConfig(rootDir, configPath);
  if (config) {
    for (const d of config.docs) {
      paths.add(d.path);
      if (d.sidebarPath) paths.add(d.sidebarPath);
    }
    for (const dir of config.staticDirectories) paths.add(dir);
  }
  const configDir = path.dirname(path.resolve(rootDir, file));
  for (const entry of await readdir(configDir).catch(() => [] as string[])) {
    if (VERSIONING.test(entry)) paths.add(path.relative(rootDir, path.join(configDir, entry)));
  }
  // Paths that leave the site are not watched (content from the config is untrusted).
  return [...paths].map((p) => path.resolve(rootDir, p)).filter((p) => p === rootDir || p.startsWith(rootDir + path.sep)).sort();
}
