// `ctfdocs init --from-docusaurus <dir>`: writes ctfdocs.config.yaml and YAML
// sidebars into a Docusaurus site, beside its own files, and lists every key
// and file it could not carry over. The docs stay where they are: ctfdocs
// reads the same folders, versions.json and versioned_docs/.
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { stringify } from 'yaml';
import { convertConfig } from './config.ts';
import type { DocsSource } from './docs-instance.ts';
import { Keys, type NotCarried, type Plain } from './keys.ts';
import { loadImportedConfig, loadSiteModule } from './load-module.ts';
import { convertSidebars } from './sidebars.ts';
import { swizzledComponents } from './swizzled.ts';
import { alreadyThere, type ImportResult } from '../import-result.ts';
import { PlannedFiles } from '../planned-files.ts';

export const CONFIG_FILE = 'ctfdocs.config.yaml';
const CONFIG_NAMES = ['docusaurus.config.ts', 'docusaurus.config.mts', 'docusaurus.config.js', 'docusaurus.config.mjs', 'docusaurus.config.cjs'];

const posix = (p: string) => p.split(path.sep).join('/');

export async function importDocusaurus(siteDir: string, opts: { force: boolean }): Promise<ImportResult> {
  const configName = CONFIG_NAMES.find((n) => existsSync(path.join(siteDir, n)));
  if (!configName) return { written: [], notCarried: [], error: { message: `no docusaurus.config.{js,ts,mjs} in ${siteDir}`, hint: 'Give the folder that holds the Docusaurus config.' } };
  if (existsSync(path.join(siteDir, CONFIG_FILE)) && !opts.force) {
    return { written: [], notCarried: [], error: { message: `${path.join(siteDir, CONFIG_FILE)} already exists`, hint: 'Pass --force to write it again.' } };
  }
  const notCarried: NotCarried[] = [];
  const attempt = await loadImportedConfig(siteDir, configName, 'Docusaurus itself (npx docusaurus build)', {}, { names: true });
  if ('failed' in attempt) return attempt.failed;
  const { loaded } = attempt;
  reportMissing(loaded.missing, configName, notCarried);
  const { config, instances, notCarried: fromConfig } = convertConfig(loaded.value, configName, siteDir, loaded.nameOf);
  notCarried.push(...fromConfig);

  // Every file is planned, and checked, before the first is written.
  const planned = new PlannedFiles(siteDir, notCarried);
  const plan = (rel: string, text: string) => planned.add(rel, text);
  const docs = (config.docs ?? []) as Plain[];
  const blogs = (config.blog ?? []) as Plain[];
  /** The folders Docusaurus compiles as MDX: ctfdocs runs MDX only in those its config allows. */
  const mdxFolders = [...docs.map((d) => String(d.path)), ...blogs.map((b) => String(b.path))];
  for (const [index, inst] of instances.entries()) {
    const sidebars = await sidebarsOf(siteDir, inst, index === 0, notCarried);
    if (sidebars && (await plan(sidebars.to, header(sidebars.from) + stringify(sidebars.value)))) {
      docs[index].sidebarPath = sidebars.to;
      docs[index].landingDocId ??= firstDoc(Object.values(sidebars.value)[0]);
    } else {
      // No sidebars file, or none that could be written: the sidebar is made from the folders.
      delete docs[index].sidebarPath;
    }
    const versions = await versionedSidebars(siteDir, inst, index === 0, notCarried);
    mdxFolders.push(...versions.docsDirs);
    for (const v of versions.sidebars) await plan(v.to, header(v.from) + stringify(v.value));
    for (const folder of [String(docs[index].path), ...versions.docsDirs]) {
      for (const c of await categoryFiles(path.join(siteDir, folder), siteDir, notCarried)) await plan(c.to, header(c.from) + stringify(c.value));
    }
    reportTranslations(siteDir, config, inst, index === 0, notCarried);
  }
  for (const blog of blogs) reportBlogTranslations(siteDir, config, String(blog.id), blog.id === 'blog', notCarried);
  // The build reads src/theme/ beside the config as Docusaurus does, for the components its theme has.
  notCarried.push(...(await swizzledComponents(siteDir)));
  await reportFolder(siteDir, 'src/pages', 'a Docusaurus page: ctfdocs pages live in pages/ beside the config (markdown, or React components using its theme)', notCarried);
  // The config is written at the site's root, so its pages folder is pages/ there.
  if (!docs.some((d) => d.routeBasePath === '/') && !existsSync(path.join(siteDir, 'pages'))) {
    await plan('pages/index.md', homePage(config, docs));
  }
  allowMdx(config, mdxFolders, instances, siteDir);
  await plan(CONFIG_FILE, `# Made from ${configName} by ctfdocs init --from-docusaurus. Keys follow Docusaurus's names;\n# the ctfdocs README lists them all.\n` + stringify(config));
  if (!planned.has(CONFIG_FILE)) {
    return { written: [], notCarried, error: { message: `${CONFIG_FILE} cannot be written: ${notCarried.at(-1)!.reason}`, hint: 'Remove the link, then import again.' } };
  }
  const existing = planned.existing();
  if (existing.length && !opts.force) return { written: [], notCarried: [], error: alreadyThere(existing, siteDir) };
  return { written: await planned.write(), notCarried };
}

/**
 * `markdown.mdx.allow` for the folders Docusaurus compiles as MDX: each docs
 * folder and released version, each blog folder, the translations (once
 * moved where ctfdocs reads them) and `pages/`, where the site's own pages go (and where the
 * import writes a home page). Unless the site compiles nothing as MDX.
 */
function allowMdx(config: Plain, folders: string[], instances: DocsSource[], siteDir: string): void {
  const markdown = (config.markdown ?? {}) as Plain;
  if (markdown.format === 'md') return;
  const relative = (folder: string) => posix(path.relative(siteDir, path.resolve(siteDir, folder))) || '.';
  const locales = ((config.i18n as Plain | undefined)?.locales ?? []) as string[];
  const blogIds = ((config.blog ?? []) as Plain[]).map((b) => String(b.id));
  const translations = locales.length > 1 ? [...instances.map((i) => `i18n/*/docs-${i.id}`), ...blogIds.map((id) => `i18n/*/blog-${id}`)] : [];
  const allow = [...new Set([...folders.map(relative), ...translations, 'pages'])].map((folder) => (folder === '.' ? '**' : `${folder}/**`));
  config.markdown = { ...markdown, mdx: { allow } };
}

function header(from: string): string {
  return `# Made from ${from} by ctfdocs init --from-docusaurus.\n`;
}

function reportMissing(missing: string[], file: string, out: NotCarried[]): void {
  for (const name of missing)
    out.push({ file, key: `require("${name}")`, reason: 'not installed, so read as an empty stand-in: run npm install in the site and import again to carry what the config takes from it' });
}

async function loadValue(file: string, rel: string, out: NotCarried[]): Promise<unknown> {
  if (file.endsWith('.json')) return JSON.parse(await readFile(file, 'utf8'));
  const loaded = await loadSiteModule(file);
  reportMissing(loaded.missing, rel, out);
  return loaded.value;
}

/** The instance's sidebars file, as Docusaurus finds it (its sidebarPath, else sidebars.json for the default instance). */
async function sidebarsOf(siteDir: string, inst: DocsSource, isDefault: boolean, out: NotCarried[]): Promise<{ from: string; to: string; value: Plain } | undefined> {
  let from = inst.sidebarFile;
  if (from === undefined && isDefault && existsSync(path.join(siteDir, 'sidebars.json'))) from = 'sidebars.json';
  if (!from) return undefined;
  const abs = path.join(siteDir, from);
  if (!existsSync(abs)) {
    out.push({ file: from, key: '(file)', reason: 'named by sidebarPath but missing: the sidebar is made from the folders' });
    return undefined;
  }
  const to = inst.sidebarPath ?? from.replace(/\.json$/, '') + '.yaml';
  return { from, to, value: convertSidebars(await loadValue(abs, from, out), from, out) };
}

/**
 * versioned_sidebars/version-<name>-sidebars.json of each released version, as
 * YAML beside it, and the folders of the released docs.
 */
async function versionedSidebars(
  siteDir: string,
  inst: DocsSource,
  isDefault: boolean,
  out: NotCarried[],
): Promise<{ sidebars: Array<{ from: string; to: string; value: Plain }>; docsDirs: string[] }> {
  const prefix = isDefault ? '' : `${inst.id}_`;
  const versionsFile = path.join(siteDir, `${prefix}versions.json`);
  if (!existsSync(versionsFile)) return { sidebars: [], docsDirs: [] };
  const parsed = JSON.parse(await readFile(versionsFile, 'utf8')) as unknown;
  const names = Array.isArray(parsed) ? parsed.map(String) : [];
  const sidebars = [];
  for (const name of names) {
    const from = `${prefix}versioned_sidebars/version-${name}-sidebars.json`;
    if (!existsSync(path.join(siteDir, from))) continue;
    sidebars.push({ from, to: from.replace(/\.json$/, '.yaml'), value: convertSidebars(JSON.parse(await readFile(path.join(siteDir, from), 'utf8')), from, out) });
  }
  return { sidebars, docsDirs: names.map((name) => `${prefix}versioned_docs/version-${name}`) };
}

/** Docusaurus keeps a locale's docs under the plugin's name; ctfdocs under the instance id. */
function reportTranslations(siteDir: string, config: Plain, inst: DocsSource, isDefault: boolean, out: NotCarried[]): void {
  const locales = ((config.i18n as Plain | undefined)?.locales ?? []) as string[];
  for (const locale of locales) {
    const from = `i18n/${locale}/docusaurus-plugin-content-docs${isDefault ? '' : `-${inst.id}`}`;
    if (existsSync(path.join(siteDir, from))) out.push({ file: from, key: '(folder)', reason: `ctfdocs reads this locale's docs from i18n/${locale}/docs-${inst.id}/: move the folder there` });
  }
}

/** Docusaurus keeps a locale's posts under the plugin's name; ctfdocs under the blog's id. */
function reportBlogTranslations(siteDir: string, config: Plain, id: string, isDefault: boolean, out: NotCarried[]): void {
  const locales = ((config.i18n as Plain | undefined)?.locales ?? []) as string[];
  for (const locale of locales) {
    const from = `i18n/${locale}/docusaurus-plugin-content-blog${isDefault ? '' : `-${id}`}`;
    if (existsSync(path.join(siteDir, from))) out.push({ file: from, key: '(folder)', reason: `ctfdocs reads this locale's posts from i18n/${locale}/blog-${id}/: move the folder there` });
  }
}

/** _category_.json files of a docs folder as the _category_.yml ctfdocs reads. */
async function categoryFiles(docsDir: string, siteDir: string, out: NotCarried[]): Promise<Array<{ from: string; to: string; value: Plain }>> {
  if (!existsSync(docsDir)) return [];
  const result = [];
  for (const e of await readdir(docsDir, { recursive: true, withFileTypes: true })) {
    if (!e.isFile() || e.name !== '_category_.json') continue;
    const from = posix(path.relative(siteDir, path.join(e.parentPath, e.name)));
    const to = from.replace(/\.json$/, '.yml');
    if (existsSync(path.join(siteDir, to))) continue;
    const keys = new Keys(JSON.parse(await readFile(path.join(siteDir, from), 'utf8')), '', from, out);
    const value: Plain = {};
    for (const k of ['label', 'position', 'collapsed', 'collapsible', 'className', 'customProps', 'description', 'link']) if (keys.obj[k] !== undefined) value[k] = keys.take(k);
    keys.rest('not a _category_.yml key in ctfdocs');
    result.push({ from, to, value });
  }
  return result;
}

async function reportFolder(siteDir: string, rel: string, reason: string, out: NotCarried[]): Promise<void> {
  const dir = path.join(siteDir, rel);
  if (!existsSync(dir)) return;
  for (const e of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (e.isFile()) out.push({ file: posix(path.relative(siteDir, path.join(e.parentPath, e.name))), key: '(file)', reason });
  }
}

/** The first doc a sidebar lists: the page its instance's root opens. */
function firstDoc(items: unknown): string | undefined {
  for (const item of Array.isArray(items) ? items : []) {
    if (typeof item === 'string') return item;
    const i = item as Plain;
    if (i.type === 'doc' && typeof i.id === 'string') return i.id;
    if (i.type === 'category') {
      const found = (i.link as Plain | undefined)?.id ?? firstDoc(i.items);
      if (typeof found === 'string') return found;
    }
  }
  return undefined;
}

/** A home page in markdown, since the site's own (src/pages) is a Docusaurus React page. */
function homePage(config: Plain, docs: Plain[]): string {
  const front = stringify({ title: config.title, description: config.tagline || `The documentation of ${config.title}.` });
  const links = docs.filter((d) => d.landingDocId).map((d) => `- [${d.id === 'docs' ? 'Documentation' : String(d.id)}](${d.routeBasePath})`);
  return `---\n${front}---\n\n${config.tagline ? `${config.tagline}\n\n` : ''}${links.join('\n')}\n`;
}
