// The plugins each page compiles with, from the config's lists: a docs
// page takes its instance's `beforeDefault…Plugins`, then (after ctfdocs's
// own plugins) the site's `markdown.remarkPlugins`/`rehypePlugins` and those
// the site plugins return, then its instance's `remarkPlugins`/`rehypePlugins`;
// a site page takes the site's. Each plugin is resolved from the config
// file's folder (a site plugin's, from its module's folder) and imported once
// here, so that one that cannot be found or loaded is an error at its config
// line; the worker threads then import it by the same URL (rows.ts).
// A set is plain data: it crosses to the workers with each page, and its
// `key` (the plugins' fingerprints and options) is part of every compiled
// page's key, so a page compiles again exactly when its plugins change.
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { SiteConfig } from '../../config/schema.ts';
import type { MarkdownPluginEntry } from '../../schemas/markdown-plugins.ts';
import type { ContentGraph, Diagnostic } from '../../types.ts';
import { formatKeyPath } from '../../util/yaml-source.ts';
import type { Position, Stage } from '../plugins.ts';
import { importPlugin } from './import.ts';
import { resolveModule } from './resolve.ts';

/** One plugin the config names, resolved: plain data. */
export interface SitePlugin {
  /** The module as the config writes it. */
  specifier: string;
  /** Where the config names it, e.g. `docs[0].remarkPlugins[1]`. */
  configPath: string;
  /** The config file, relative to the site root. */
  configFile: string;
  stage: Stage;
  position: Extract<Position, 'before-default' | 'after'>;
  /** The module's entry, a `file:` URL. */
  url: string;
  /** Changes when the module's code does (resolve.ts). */
  fingerprint: string;
  /** What the config gives it (`[module, options]`); absent when it gives nothing. */
  options?: { value: unknown };
}

/** The plugins of some pages, in the order the config lists them, and a key naming them. */
export interface PluginSet {
  key: string;
  plugins: SitePlugin[];
}

export interface SitePluginSets {
  /** The site pages' plugins (the site's lists); none when the config names none. */
  pages?: PluginSet;
  /** Each docs instance's, by id; none for an instance that takes none. */
  docs: Map<string, PluginSet | undefined>;
  /** The local files plugins are loaded from: serve watches them. */
  localFiles: string[];
  diagnostics: Diagnostic[];
}

export interface ResolveContext {
  rootDir: string;
  configFile: string;
  locate(path: Array<string | number>): { line: number; column: number } | undefined;
}

/** The markdown plugins a site plugin (the config's `plugins[index]`) returned. */
export interface SitePluginMarkdown {
  index: number;
  /** Names it in diagnostics: `"name" (specifier)`. */
  label: string;
  /** Its module's folder, absolute: a relative path is resolved from it. */
  dir: string;
  remarkPlugins?: MarkdownPluginEntry[];
  rehypePlugins?: MarkdownPluginEntry[];
}

interface NamedList {
  entries: MarkdownPluginEntry[] | undefined;
  at: Array<string | number>;
  stage: Stage;
  position: SitePlugin['position'];
  /** The site plugin that returned the list: its errors are at its entry in the config. */
  owner?: SitePluginMarkdown;
}

export async function resolveSitePlugins(config: SiteConfig, context: ResolveContext, fromPlugins: readonly SitePluginMarkdown[] = []): Promise<SitePluginSets> {
  const { remarkPlugins, rehypePlugins } = config.markdown;
  const site: NamedList[] = [
    { entries: remarkPlugins, at: ['markdown', 'remarkPlugins'], stage: 'remark', position: 'after' },
    { entries: rehypePlugins, at: ['markdown', 'rehypePlugins'], stage: 'rehype', position: 'after' },
    ...fromPlugins.flatMap((owner): NamedList[] => [
      { entries: owner.remarkPlugins, at: ['plugins', owner.index, 'remarkPlugins'], stage: 'remark', position: 'after', owner },
      { entries: owner.rehypePlugins, at: ['plugins', owner.index, 'rehypePlugins'], stage: 'rehype', position: 'after', owner },
    ]),
  ];
  const diagnostics: Diagnostic[] = [];
  const localFiles = new Set<string>();
  const resolved = new Map<NamedList, SitePlugin[]>();
  const resolveList = async (list: NamedList) => {
    if (!resolved.has(list)) resolved.set(list, await resolveEntries(list, context, diagnostics, localFiles));
    return resolved.get(list)!;
  };
  // One list after another: their errors are reported in the config's order, whichever import settles first.
  const setOf = async (lists: NamedList[]) => {
    const plugins: SitePlugin[] = [];
    for (const list of lists) plugins.push(...(await resolveList(list)));
    return makeSet(plugins);
  };
  const docs = new Map<string, PluginSet | undefined>();
  for (const [i, inst] of config.docs.entries()) {
    const own = (key: string, entries: MarkdownPluginEntry[] | undefined, stage: Stage, position: SitePlugin['position']): NamedList => ({ entries, at: ['docs', i, key], stage, position });
    docs.set(
      inst.id,
      await setOf([
        own('beforeDefaultRemarkPlugins', inst.beforeDefaultRemarkPlugins, 'remark', 'before-default'),
        own('beforeDefaultRehypePlugins', inst.beforeDefaultRehypePlugins, 'rehype', 'before-default'),
        ...site,
        own('remarkPlugins', inst.remarkPlugins, 'remark', 'after'),
        own('rehypePlugins', inst.rehypePlugins, 'rehype', 'after'),
      ]),
    );
  }
  return { pages: await setOf(site), docs, localFiles: [...localFiles].sort(), diagnostics };
}

async function resolveEntries(list: NamedList, context: ResolveContext, diagnostics: Diagnostic[], localFiles: Set<string>): Promise<SitePlugin[]> {
  const { owner } = list;
  const configDir = owner?.dir ?? path.dirname(path.resolve(context.rootDir, context.configFile));
  const plugins: SitePlugin[] = [];
  for (const [i, entry] of (list.entries ?? []).entries()) {
    const [specifier, options] = typeof entry === 'string' ? [entry, undefined] : entry;
    const at = [...list.at, i];
    const configPath = formatKeyPath(at);
    const fail = (code: string, message: string, hint: string) => {
      // The config holds no line for what a site plugin returned: its entry in `plugins` is where to look.
      const ownerAt = owner && ['plugins', owner.index];
      const place = context.locate(ownerAt ?? (typeof entry === 'string' ? at : [...at, 0]));
      diagnostics.push({
        severity: 'error',
        code,
        message: owner ? `Plugin ${owner.label} returned ${formatKeyPath(at.slice(2))}: ${message}` : `${configPath}: ${message}`,
        file: context.configFile,
        line: place?.line,
        column: place?.column,
        configPath: ownerAt ? formatKeyPath(ownerAt) : configPath,
        hint: owner ? `${hint.replace("the config file's folder", "the plugin's folder")} The plugin returns the list: fix it there, or take the plugin out of plugins.` : hint,
      });
    };
    const found = resolveModule(specifier, configDir);
    if ('problem' in found) {
      fail('config/plugin-not-found', found.problem, found.hint);
      continue;
    }
    if (found.localFile) localFiles.add(found.localFile);
    const plugin: SitePlugin = {
      specifier,
      configPath,
      configFile: context.configFile,
      stage: list.stage,
      position: list.position,
      url: found.url,
      fingerprint: found.fingerprint,
      ...(typeof entry === 'string' ? {} : { options: { value: options } }),
    };
    try {
      await importPlugin(plugin);
    } catch (err) {
      fail('config/plugin-not-loaded', `${specifier} ${(err as Error).message}`, `Fix the module, or install a version of it that loads in Node ${process.versions.node}.`);
      continue;
    }
    plugins.push(plugin);
  }
  return plugins;
}

function makeSet(plugins: SitePlugin[]): PluginSet | undefined {
  if (!plugins.length) return undefined;
  const named = plugins.map((p) => [p.configPath, p.stage, p.position, p.url, p.fingerprint, p.options ? (JSON.stringify(p.options.value) ?? 'undefined') : '']);
  return { key: createHash('sha256').update(JSON.stringify(named)).digest('hex'), plugins };
}

/**
 * The plugins a markdown file compiled apart from the pages (an MDX partial
 * a page imports) takes: those of the docs folder it is in (a version's or a
 * translation's too), as Docusaurus compiles it with the loader of the
 * content plugin whose folder holds it; the site's anywhere else.
 */
export function pluginsOfFile(sets: Pick<SitePluginSets, 'pages' | 'docs'>, graph: ContentGraph, rootDir: string): (absPath: string) => PluginSet | undefined {
  const folders = graph.instances.flatMap((inst) =>
    [inst.config.path, inst.translationPath].flatMap((dir) => (dir ? [{ dir: path.resolve(rootDir, dir) + path.sep, set: sets.docs.get(inst.config.id) }] : [])),
  );
  return (absPath) => (folders.find((f) => absPath.startsWith(f.dir)) ?? { set: sets.pages }).set;
}

/**
 * The config as every compiled page depends on it: without the plugin
 * lists, which each page's key names through its own set, so that a change
 * to one instance's plugins compiles only that instance's pages again.
 */
export function configWithoutPlugins(config: SiteConfig): unknown {
  const { remarkPlugins: _remark, rehypePlugins: _rehype, ...markdown } = config.markdown;
  const docs = config.docs.map(({ remarkPlugins: _r, rehypePlugins: _h, beforeDefaultRemarkPlugins: _br, beforeDefaultRehypePlugins: _bh, ...inst }) => inst);
  return { ...config, markdown, docs };
}
