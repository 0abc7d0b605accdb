// `ctfdocs init --from-vitepress <dir>`: writes ctfdocs.config.yaml and a
// YAML sidebars file beside a VitePress site's .vitepress/ folder, and lists
// every key and file it could not carry over. The pages stay where they are:
// ctfdocs reads srcDir as one docs instance at `/`, so each page keeps its route.
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { stringify } from 'yaml';
import { isPlain, type NotCarried } from '../docusaurus/keys.ts';
import { loadImportedConfig } from '../docusaurus/load-module.ts';
import { additionalConfigs, mergeConfig, resolveExtends } from './additional-config.ts';
import { alreadyThere, type ImportResult } from '../import-result.ts';
import { PlannedFiles } from '../planned-files.ts';
import { convertConfig, SIDEBARS_FILE } from './config.ts';
import { reportPages, sourcePages } from './pages.ts';
import { reportUnlisted } from './sidebar.ts';

export const CONFIG_FILE = 'ctfdocs.config.yaml';
// VitePress's own order (src/node/config.ts, resolveUserConfig): per extension, a config/ folder's index before config.<ext>.
const CONFIG_NAMES = ['js', 'ts', 'mjs', 'mts'].flatMap((ext) => [`.vitepress/config/index.${ext}`, `.vitepress/config.${ext}`]);

/** VitePress's defineConfig helpers return their argument: a stand-in for them would lose the config. */
const VITEPRESS_EXPORTS = { vitepress: Object.fromEntries(['defineConfig', 'defineConfigWithTheme', 'defineAdditionalConfig'].map((name) => [name, '(config) => config'])) };

const posix = (p: string) => p.split(path.sep).join('/');

export async function importVitePress(root: string, opts: { force: boolean }): Promise<ImportResult> {
  const configName = CONFIG_NAMES.find((n) => existsSync(path.join(root, n)));
  if (!configName)
    return {
      written: [],
      notCarried: [],
      error: { message: `no .vitepress/config.{js,ts,mjs,mts} or .vitepress/config/index.* in ${root}`, hint: 'Give the folder that holds .vitepress/ (often docs/).' },
    };
  if (existsSync(path.join(root, CONFIG_FILE)) && !opts.force) {
    return { written: [], notCarried: [], error: { message: `${path.join(root, CONFIG_FILE)} already exists`, hint: 'Pass --force to write it again.' } };
  }
  const notCarried: NotCarried[] = [];
  const attempt = await loadImportedConfig(root, configName, 'VitePress itself (npx vitepress build)', VITEPRESS_EXPORTS);
  if ('failed' in attempt) return attempt.failed;
  const { loaded } = attempt;
  for (const name of loaded.missing.filter((n) => n !== 'vitepress'))
    notCarried.push({
      file: configName,
      key: `import "${name}"`,
      reason: 'not installed, so read as an empty stand-in: run npm install in the site and import again to carry what the config takes from it',
    });

  let raw = await resolveExtends(isPlain(loaded.value) ? loaded.value : {}, configName, notCarried);
  const srcDir = typeof raw.srcDir === 'string' ? raw.srcDir : '.';
  const srcExclude = Array.isArray(raw.srcExclude) ? raw.srcExclude.filter((g): g is string => typeof g === 'string') : [];
  const additional = await additionalConfigs(root, srcDir, srcExclude, raw.additionalConfig, VITEPRESS_EXPORTS, notCarried);
  delete raw.additionalConfig;
  // One at srcDir's root applies to every page: VitePress merges it over the site's config.
  const everywhere = additional.find((a) => a.dir === '');
  if (everywhere) {
    raw = mergeConfig(raw, everywhere.value);
    notCarried.push({ file: everywhere.file, key: '(file)', reason: `applies to every page, so it is read as part of ${configName}: what of it is not carried is listed under that file` });
  }
  const pages = await sourcePages(path.resolve(root, srcDir), { id: 'docs', routeBasePath: '/' }, srcExclude, isPlain(raw.rewrites) ? raw.rewrites : {});
  const scoped = additional.filter((a) => a !== everywhere);
  const { config, sidebars, notCarried: fromConfig } = convertConfig(raw, { root, file: configName }, pages, scoped);
  notCarried.push(...fromConfig);
  const srcLabel = posix(path.relative(root, path.resolve(root, srcDir))) || '.';
  reportPages(pages, srcLabel, notCarried);
  reportUnlisted(sidebars, pages, srcLabel, notCarried);
  await reportTheme(root, notCarried);

  const planned = new PlannedFiles(root, notCarried);
  const header = `# Made from ${configName} by ctfdocs init --from-vitepress.\n`;
  await planned.add(SIDEBARS_FILE, `${header}# One sidebar per path prefix of themeConfig.sidebar: a page shows the sidebar that lists it.\n${stringify(sidebars.sidebars)}`);
  await planned.add(CONFIG_FILE, `${header}# Keys follow Docusaurus's names; the ctfdocs README lists them all.\n${stringify(config)}`);
  if (!planned.has(CONFIG_FILE)) {
    return { written: [], notCarried, error: { message: `${CONFIG_FILE} cannot be written: ${notCarried.at(-1)!.reason}`, hint: 'Remove the link, then import again.' } };
  }
  const existing = planned.existing();
  if (existing.length && !opts.force) return { written: [], notCarried: [], error: alreadyThere(existing, root) };
  return { written: await planned.write(), notCarried };
}

/** A custom theme (.vitepress/theme/: Vue components, CSS) is VitePress's own: each file is named. */
async function reportTheme(root: string, out: NotCarried[]): Promise<void> {
  const dir = path.join(root, '.vitepress/theme');
  if (!existsSync(dir)) return;
  for (const e of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (e.isFile())
      out.push({ file: posix(path.relative(root, path.join(e.parentPath, e.name))), key: '(file)', reason: 'a file of a VitePress theme (Vue components, CSS): ctfdocs renders with its own theme' });
  }
}
