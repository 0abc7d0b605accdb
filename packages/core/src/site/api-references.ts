// The pages of every API reference: each document loaded (or fetched),
// validated, its descriptions compiled against this build's routes and
// images, its paths checked against the docs, and its pages made.
//
// Validating a document and compiling its descriptions is most of a warm
// build's time for a large reference, so the result is reused, keyed by what
// it depends on: the document's text, the markdown routes (MarkdownRoutes.key)
// and the images its descriptions use. serve keeps it in memory
// (CoreCache.described); between runs it is kept on disk when the document
// stands alone (no $ref into another file, which could change while this one
// does not).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ApiDocument, ContentGraph, Diagnostic } from '../types.ts';
import type { CoreCache, DescribedApi } from './core-cache.ts';
import { contentKey, type Made } from '../util/memo.ts';
import type { ApiReferenceConfig } from '../schemas/api-reference.ts';
import type { SiteConfig } from '../config/schema.ts';
import type { CompileWorkers } from '../markdown/compile-pool.ts';
import type { HighlightCacheOptions } from '../markdown/highlight-cache.ts';
import type { ReadRules } from '../util/read-roots.ts';
import type { ImageRegistry } from '../assets/images.ts';
import type { CompileCache } from '../markdown/compile-cache.ts';
import { loadApiDocument } from '../api/load.ts';
import { compileApiDescriptions } from '../api/descriptions.ts';
import { fetchRemoteSpec, isRemoteSpec } from '../api/remote.ts';
import { apiReferencePages } from '../api/pages.ts';
import { formatKeyPath } from '../util/yaml-source.ts';
import { checkReferencePaths } from './api-paths.ts';
import type { ConfigLocation } from './config-diagnostic.ts';
import type { MarkdownRoutes } from './markdown-routes.ts';
import type { SitePart } from './site-part.ts';

export interface ApiReferencesInput extends ConfigLocation {
  config: SiteConfig;
  graph: ContentGraph;
  workers: CompileWorkers;
  /** What descriptions may read images from (util/read-roots.ts). */
  readRules: ReadRules;
  highlightCache?: HighlightCacheOptions;
  rootDir: string;
  routes: MarkdownRoutes;
  /** The build's images: descriptions register theirs, and the document itself is one (offered for download). */
  images: ImageRegistry;
  disk?: CompileCache;
  /** serve's memory of loaded and described documents. */
  cache?: Pick<CoreCache, 'api' | 'described'>;
  /** Load only the references one of these routes belongs to (serve's first pages). */
  only?: ReadonlySet<string>;
}

export async function apiReferences(input: ApiReferencesInput): Promise<SitePart> {
  const part: SitePart = { pages: [], routes: [], diagnostics: [] };
  const loaded = await Promise.all(input.config.apiReferences.map((ref, i) => loadReference(ref, i, input)));
  // Described one after another: descriptions compile on the build's workers and register their images in order.
  for (const [index, ref] of loaded.entries()) {
    part.diagnostics.push(...ref.diagnostics);
    const api = ref.described?.value.api ?? ref.api;
    if (!api) continue;
    part.diagnostics.push(...checkReferencePaths(ref.ref, index, api, input.graph, input));
    const described = ref.described ?? (await describeReference({ ...ref, api }, input));
    part.diagnostics.push(...described.diagnostics);
    const documentKey = ref.key === undefined ? undefined : contentKey(ref.key, JSON.stringify(described.value.images));
    // The document itself is offered for download, copied like a linked file (content-hashed name).
    const download = input.images.addDownload(ref.absPath);
    for (const page of apiReferencePages(ref.ref, described.value.api, download && 'url' in download ? download.url : undefined)) {
      part.pages.push(documentKey === undefined ? page : { ...page, documentKey });
      part.routes.push({ path: page.route, kind: 'api', source: ref.ref.spec });
    }
  }
  return part;
}

/** A reference's document, described already (from serve's memory or the disk cache) or as loaded, to be described. */
interface LoadedReference {
  ref: ApiReferenceConfig;
  absPath: string;
  /** What fetching and loading the document reported. */
  diagnostics: Diagnostic[];
  /** The memo key of the described document: a hash of the routes' key, its path and its text, when the text could be read. */
  key?: string;
  /** The text, when the described document may be kept on disk: it was fetched without problems and refers to no other file. */
  diskText?: string;
  described?: Made<DescribedApi>;
  api?: ApiDocument;
}

async function loadReference(ref: ApiReferenceConfig, index: number, input: ApiReferencesInput): Promise<LoadedReference> {
  const { rootDir } = input;
  const absPath = path.resolve(rootDir, ref.spec);
  if (input.only && !apiWanted(ref, input.only)) return { ref, absPath, diagnostics: [] };
  if (isRemoteSpec(ref.spec)) {
    const keyPath = ['apiReferences', index, 'spec'];
    const remote = await fetchRemoteSpec(ref.spec, { rootDir, configFile: input.configFile, configPath: formatKeyPath(keyPath), ...input.locateConfig(keyPath) });
    if (!remote.absPath) return { ref, absPath, diagnostics: remote.diagnostics };
    return loadDocument({ ref, absPath: remote.absPath, diagnostics: remote.diagnostics }, input);
  }
  return loadDocument({ ref, absPath, diagnostics: [] }, input);
}

async function loadDocument(found: Pick<LoadedReference, 'ref' | 'absPath' | 'diagnostics'>, input: ApiReferencesInput): Promise<LoadedReference> {
  const { disk, cache, images } = input;
  const { ref, absPath } = found;
  const text = cache || disk ? await readFile(absPath, 'utf8').catch(() => undefined) : undefined;
  const key = text === undefined ? undefined : contentKey(input.routes.key, absPath, text);
  const diskText = disk && !found.diagnostics.length && text !== undefined && !refersOutside(text) ? text : undefined;
  // serve holds the document it described last in memory: reading it back from disk on every save cost tens of milliseconds.
  const inMemory = key === undefined ? undefined : cache?.described.get(key, (d) => images.unchanged(d.images));
  if (inMemory) return { ...found, key, described: inMemory };
  const stored = diskText === undefined ? undefined : disk?.readMade<DescribedApi>(`api\0${absPath}`, diskText);
  if (stored && images.unchanged(stored.images)) {
    const described = { value: stored, diagnostics: [] };
    if (key !== undefined) cache?.described.set(key, described);
    return { ...found, key, diskText, described };
  }
  // Validating a large document takes a while: serve reuses the result while the file is unchanged.
  const loadKey = text === undefined ? undefined : contentKey(absPath, text);
  const kept = loadKey === undefined ? undefined : cache?.api.get(loadKey)?.value;
  const loaded = kept ? { api: kept, diagnostics: [] } : await loadApiDocument(absPath, ref.spec);
  if (loadKey !== undefined && !kept && loaded.api && !loaded.diagnostics.length) cache?.api.set(loadKey, { value: loaded.api, diagnostics: [] });
  return { ...found, key, diskText, api: loaded.api, diagnostics: [...found.diagnostics, ...loaded.diagnostics] };
}

/**
 * The document's descriptions compiled against this build's routes and
 * images; kept in serve's memory (with what compiling them reported) when
 * loading it reported nothing, and on disk when nothing was reported at all.
 */
async function describeReference(loaded: LoadedReference & { api: ApiDocument }, input: ApiReferencesInput): Promise<Made<DescribedApi>> {
  const { images } = input;
  // A copy: the loaded document is shared with serve's memory and must not carry one build's links.
  const api = { ...loaded.api };
  const used: string[] = [];
  const found = await compileApiDescriptions(api, {
    workers: input.workers,
    file: loaded.ref.spec,
    absPath: loaded.absPath,
    routes: input.routes.bySource,
    baseUrl: input.config.baseUrl,
    readRules: input.readRules,
    highlightCache: input.highlightCache,
    addAsset: (abs) => (used.push(abs), images.add(abs)),
    markdown: input.routes.markdown,
  });
  const described = { value: { api, images: images.stamp(used) }, diagnostics: found };
  const loadedClean = !loaded.diagnostics.length;
  if (loaded.key !== undefined && loadedClean) input.cache?.described.set(loaded.key, described);
  if (loaded.diskText !== undefined && loadedClean && !found.length) input.disk?.writeMade(`api\0${loaded.absPath}`, loaded.diskText, described.value);
  return described;
}

/** Whether one of `routes` is a page of this API reference (its own route, or a tag page under it). */
function apiWanted(ref: ApiReferenceConfig, routes: ReadonlySet<string>): boolean {
  const under = `${ref.route.replace(/\/$/, '')}/`;
  return [...routes].some((r) => r === ref.route || r.startsWith(under));
}

/** Whether a document's `$ref`s lead into another file (anything but `#/…` within itself). */
function refersOutside(text: string): boolean {
  for (const m of text.matchAll(/["']?\$ref["']?\s*:\s*["']?([^"'\s,}]*)/g)) if (!m[1]!.startsWith('#')) return true;
  return false;
}
