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
import type { ApiDocument, ContentGraph, CoreCache, Diagnostic, ImageStamp } from '../types.ts';
import type { ApiReferenceConfig } from '../config/api-reference.schema.ts';
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
  const { config, graph, workers, rootDir, images, disk } = input;
  const mdRoutes = input.routes.bySource;
  const routesKey = input.routes.key;
  const pages: SitePart['pages'] = [];
  const routes: SitePart['routes'] = [];
  const diagnostics: SitePart['diagnostics'] = [];
  const apiResults = await Promise.all(
    config.apiReferences.map(async (ref, i): Promise<{ ref: ApiReferenceConfig; absPath: string; result: LoadedApi }> => {
      let absPath = path.resolve(rootDir, ref.spec);
      if (input.only && !apiWanted(ref, input.only)) return { ref, absPath, result: { diagnostics: [] } };
      const fetched: Diagnostic[] = [];
      if (isRemoteSpec(ref.spec)) {
        const keyPath = ['apiReferences', i, 'spec'];
        const remote = await fetchRemoteSpec(ref.spec, { rootDir, configFile: input.configFile, configPath: formatKeyPath(keyPath), ...input.locateConfig(keyPath) });
        fetched.push(...remote.diagnostics);
        if (!remote.absPath) return { ref, absPath, result: { diagnostics: fetched } };
        absPath = remote.absPath;
      }
      const diskText =
        disk && !fetched.length
          ? await readFile(absPath, 'utf8').then(
              (t) => (refersOutside(t) ? undefined : t),
              () => undefined,
            )
          : undefined;
      // serve holds the document it described last in memory: reading it back
      // from disk on every save cost tens of milliseconds.
      const memoryKey = diskText !== undefined ? `${routesKey}\0${diskText}` : undefined;
      const inMemory = memoryKey !== undefined ? input.cache?.described.get(absPath) : undefined;
      if (inMemory && inMemory.key === memoryKey && !inMemory.diagnostics.length && images.unchanged(inMemory.images)) {
        return { ref, absPath, result: { kept: inMemory.api, diagnostics: [] } };
      }
      const stored = diskText !== undefined ? disk?.readMade<KeptApi>(`api\0${absPath}`, diskText) : undefined;
      if (stored && images.unchanged(stored.images)) {
        if (memoryKey !== undefined) input.cache?.described.set(absPath, { key: memoryKey, api: stored.api, diagnostics: [], images: stored.images });
        return { ref, absPath, result: { kept: stored.api, diagnostics: [] } };
      }
      const result = await loadApiDocument(absPath, ref.spec, input.cache?.api);
      return { ref, absPath, result: { ...result, diskText, diagnostics: [...fetched, ...result.diagnostics] } };
    }),
  );
  const addApiPages = (ref: ApiReferenceConfig, api: ApiDocument, absPath: string) => {
    // The document itself is offered for download, copied like a linked file (content-hashed name).
    const download = images.addDownload(absPath);
    for (const page of apiReferencePages(ref, api, download && 'url' in download ? download.url : undefined)) {
      pages.push(page);
      routes.push({ path: page.route, kind: 'api', source: ref.spec });
    }
  };
  for (const [index, { ref, absPath, result }] of apiResults.entries()) {
    if (result.kept) {
      // Between runs: the document as validated and described last time.
      diagnostics.push(...checkReferencePaths(ref, index, result.kept, graph, input));
      addApiPages(ref, result.kept, absPath);
      continue;
    }
    diagnostics.push(...result.diagnostics);
    if (!result.api) continue;
    diagnostics.push(...checkReferencePaths(ref, index, result.api, graph, input));
    // Descriptions link to this build's routes and images: serve reuses them
    // only while the document's text, the routes and the images are all unchanged.
    const key = result.text !== undefined ? `${routesKey}\0${result.text}` : undefined;
    const kept = key !== undefined ? input.cache?.described.get(absPath) : undefined;
    let api: ApiDocument;
    if (kept && kept.key === key && images.unchanged(kept.images)) {
      api = kept.api;
      diagnostics.push(...kept.diagnostics);
    } else {
      // A copy: the loaded document is shared with serve's cache and must not carry one build's links.
      api = { ...result.api };
      const used: string[] = [];
      const found = await compileApiDescriptions(api, {
        workers,
        file: ref.spec,
        absPath,
        routes: mdRoutes,
        baseUrl: config.baseUrl,
        readRules: input.readRules,
        highlightCache: input.highlightCache,
        addAsset: (abs) => (used.push(abs), images.add(abs)),
        markdown: input.routes.markdown,
      });
      diagnostics.push(...found);
      if (key !== undefined) input.cache?.described.set(absPath, { key, api, diagnostics: found, images: images.stamp(used) });
      // Kept on disk only when nothing was reported, as pages are.
      if (result.diskText !== undefined && !found.length && !result.diagnostics.length) disk?.writeMade(`api\0${absPath}`, result.diskText, { api, images: images.stamp(used) } satisfies KeptApi);
    }
    addApiPages(ref, api, absPath);
  }
  return { pages, routes, diagnostics };
}

/** Whether one of `routes` is a page of this API reference (its own route, or a tag page under it). */
function apiWanted(ref: ApiReferenceConfig, routes: ReadonlySet<string>): boolean {
  const under = `${ref.route.replace(/\/$/, '')}/`;
  return [...routes].some((r) => r === ref.route || r.startsWith(under));
}

/** An API reference as kept in the compile cache: its document with the descriptions compiled, and the images they use. */
interface KeptApi {
  api: ApiDocument;
  images: ImageStamp[];
}

/** An API document as loaded (`diskText`: its text, when it may be kept on disk), or as kept from the last run. */
type LoadedApi =
  | (Awaited<ReturnType<typeof loadApiDocument>> & { kept?: undefined; diskText?: string })
  | { kept: ApiDocument; diagnostics: Diagnostic[]; api?: undefined; text?: undefined; diskText?: undefined };

/** Whether a document's `$ref`s lead into another file (anything but `#/…` within itself). */
function refersOutside(text: string): boolean {
  for (const m of text.matchAll(/["']?\$ref["']?\s*:\s*["']?([^"'\s,}]*)/g)) if (!m[1]!.startsWith('#')) return true;
  return false;
}
