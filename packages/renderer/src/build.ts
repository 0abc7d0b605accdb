// One build, as named phases, each a module taking plain data and returning
// plain data (docs/architecture.md draws them): load every locale (core's
// loadSite, then its site plugins), the client assets every page's head
// names, render every locale's pages, write the site files, check what was
// written, commit the staged build/ when nothing failed, and run the site
// plugins' postBuild. `build` streams files into a staged
// build/; `serve` (which keeps its cache) and `check` (which writes nothing)
// keep them in memory.
import path from 'node:path';
import { loadConfig, type CodeBundle, type CompileCacheOptions, type CompileWorkers, type Diagnostic, type ExternalCheckStats, type SiteModel } from '@ctfdocs/core';
import { pruneBuildCache, type BuildCache } from './build-cache.ts';
import { checkBuild } from './check-build.ts';
import { checkDiagrams } from './diagram-check.ts';
import { checkExternal, type ExternalLinkOptions } from './external-links.ts';
import { loadLocales } from './load-locales.ts';
import { loadSiteComponents } from './theme-components.ts';
import { outputHoldsSources } from './output-overlap.ts';
import { MemoryOutput, OutputError, StagedOutput, writeOutputAtomic, type OutputFile } from './output.ts';
import { outputManifestFile } from './output-manifest.ts';
import { makePageHead } from './page-head.ts';
import type { RenderedRoute } from './page-output.ts';
import { hasPostBuild, runPostBuild } from './plugins/hooks/post-build.ts';
import { sitePluginFiles } from './plugins/index.ts';
import { renderLocales } from './render-locales.ts';
import { SecretScan } from './secret-scan.ts';
import { SocialCards, type SocialCardStats } from './social-cards/cards.ts';
import { dataPageHeads } from './page-meta.ts';
import { writeSiteFiles } from './site-files.ts';

export interface BuildOptions {
  rootDir: string;
  configPath: string;
  outDir: string;
  /** Development build: drafts shown, live reload on. */
  dev?: boolean;
  /** Write build/ (build, serve) or only check (check). */
  write: boolean;
  /** The worker threads pages compile on: serve keeps its own between builds; without them, the build starts its own and stops them once everything is compiled. */
  workers?: CompileWorkers;
  cache?: BuildCache;
  /** Keep compiled markdown on disk between runs. */
  compileCache?: CompileCacheOptions;
  /** The bundled ctfdocs that runs (bin/ctfdocs): where worker threads start, and the code version the search manifest is named with. */
  bundle?: CodeBundle;
  /**
   * serve: leave the search index to `BuildResult.searchIndex`, so the pages can be
   * sent first (a dev build's manifest has one name, so pages do not depend on it).
   */
  deferSearchIndex?: boolean;
  /**
   * serve's first pages: compile and render only the pages written to these
   * files (and what they need: assets, sidebars, images), with the default
   * locale only, and check their links against every route.
   */
  only?: readonly string[];
  /** The files changed since the last build with this cache (serve's saves; see LoadSiteOptions.changed). */
  changed?: readonly string[];
  /** Check links to other sites too (`--external`), asking each site. */
  externalLinks?: ExternalLinkOptions;
  /** Told as each phase starts: core's config, content and compile (the load), then client assets, render, site files, check (and external links), commit (and post build, when a plugin has postBuild). */
  onPhase?(phase: string): void;
  onProgress?(phase: string, done: number, total: number): void;
}

export interface BuildResult {
  ok: boolean;
  diagnostics: Diagnostic[];
  /** The default locale's model. */
  model?: SiteModel;
  /** The site's files its components were bundled from (theme-components.ts; absolute paths), for serve to watch. */
  componentFiles?: string[];
  routes: RenderedRoute[];
  /** The output, when kept in memory (serve, check); a build streams it to disk. */
  files: Map<string, OutputFile>;
  /** Milliseconds each phase took. */
  timings: Record<string, number>;
  /** With `deferSearchIndex`: builds the search index's files (path → contents), for the caller to serve. */
  searchIndex?(): Map<string, string>;
  /** With `externalLinks`: how many links there were, and how many were asked. */
  externalLinks?: ExternalCheckStats;
  /** With `socialCards` on: how many cards the pages name, and how many were drawn rather than read from the cache. */
  socialCards?: SocialCardStats;
  /** The files site plugins read beyond those the config names (absolute): serve watches them. */
  sitePluginFiles?: string[];
}

export async function buildSite(opts: BuildOptions): Promise<BuildResult> {
  const { rootDir, cache } = opts;
  const dev = Boolean(opts.dev);
  const partial = Boolean(opts.only);
  const clock = phaseClock(opts.onPhase);
  // core's loadSite announces its own steps: config, content, compile.
  clock.phase('load', { silent: true });
  // The site's components are loaded first: its MDX pages compile knowing the names of its MDX components.
  const loaded = await loadConfig(rootDir, opts.configPath);
  // A relative output folder is the site's, not the process's: a caller may build a site in another folder.
  const outDir = path.resolve(rootDir, opts.outDir);
  const components = await loadSiteComponents(loaded, rootDir);
  const site = await loadLocales({
    loaded,
    siteMdxComponents: Object.keys(components.mdx),
    rootDir,
    configPath: opts.configPath,
    dev,
    outDir,
    workers: opts.workers,
    cache: cache?.core,
    compileCache: opts.compileCache,
    bundle: opts.bundle,
    only: opts.only && new Set(opts.only.flatMap(fileToRoute)),
    changed: opts.changed,
    onPhase: opts.onPhase,
    onProgress: opts.onProgress,
  });
  // Everything is compiled: workers this build started give their memory back before the pages render.
  if (!opts.workers) await site.workers?.close();
  const fail = (diagnostics: Diagnostic[], model?: SiteModel): BuildResult => ({ ok: false, diagnostics, model, routes: [], files: new Map(), timings: clock.end() });
  const [main] = site.locales;
  if (!main) return fail(site.diagnostics);
  const models = site.locales.map((l) => l.model);
  const { config } = main.model.site;
  const diagnostics = [...site.diagnostics, ...components.diagnostics];
  const overlap = opts.write ? outputHoldsSources(opts.outDir, rootDir, config, main.model.configFile) : undefined;
  if (overlap) return fail([...diagnostics, overlap]);
  let staged: StagedOutput | undefined;
  // The previous build's unchanged files are linked, not written again; `--no-cache` writes every one.
  const reuse = { manifest: outputManifestFile(rootDir, outDir), read: opts.compileCache?.read !== false };
  try {
    staged = opts.write && !cache ? await StagedOutput.open(outDir, reuse) : undefined;
    const memory = staged ? undefined : new MemoryOutput();
    // Every file on its way to the output passes the secret scan.
    const sink = new SecretScan(staged ?? memory!, config.checkSecrets, rootDir, cache?.secrets);
    // Mermaid parses the diagrams on a thread of its own while the pages render; the check phase reports what it found.
    const diagramCheck = checkDiagrams(models, { compileCache: opts.compileCache, bundle: opts.bundle, partial });
    diagramCheck.catch(() => undefined);
    clock.phase('client assets');
    // Social cards are drawn in a process of their own; those of pages whose head is their data are asked for now, drawn while the client assets are made and the pages render.
    const cardProblems: Diagnostic[] = [];
    const cards = await SocialCards.create({ rootDir, config, loaded: site.config, images: main.model.images, dev, bundle: opts.bundle }, cardProblems);
    cards.prefetch(dataPageHeads(models));
    const pageHead = await makePageHead({ config, loaded, models, dev, deferSearchIndex: Boolean(opts.deferSearchIndex), cache, bundle: opts.bundle, sink, rootDir, plugins: main.plugins });
    const { head, policy, search, clientModules } = pageHead;
    diagnostics.push(...pageHead.diagnostics, ...cardProblems);
    clock.phase('render');
    const rendered = await renderLocales({ locales: site.locales, rootDir, head, imageOf: cards.imageOf, sink, memo: cache, components, onProgress: opts.onProgress });
    diagnostics.push(...rendered.diagnostics);
    const socialCards = await cards.finish(sink, diagnostics);
    clock.phase('site files');
    const siteFiles = await writeSiteFiles({ models, routes: rendered.routes, llms: rendered.llms, feeds: rendered.feeds, search, policy, prefixes: site.prefixes, rootDir, partial, sink });
    diagnostics.push(...siteFiles.diagnostics);
    clock.phase('check');
    const checked = await checkBuild({
      models,
      routes: rendered.routes,
      siteFiles,
      searchRecords: search.records,
      scan: sink,
      rootDir,
      outDir,
      partial,
      plugins: site.locales,
      prefixes: site.prefixes,
    });
    diagnostics.push(...checked.diagnostics, ...(await diagramCheck));
    if (opts.externalLinks) clock.phase('external links');
    const external = opts.externalLinks ? await checkExternal(rendered.routes, { rootDir, config, loaded: site.config }, opts.externalLinks) : undefined;
    diagnostics.push(...(external?.diagnostics ?? []));
    const ok = !diagnostics.some((d) => d.severity === 'error');
    await Promise.all(models.map((m) => m.cacheWrites));
    if (opts.write) {
      clock.phase('commit');
      if (!ok) await staged?.discard();
      else diagnostics.push(...(staged ? await staged.commit() : await writeOutputAtomic(outDir, memory!.files, reuse)));
    }
    // After the output is in place: build/ once committed, serve's files in memory; check writes nothing.
    const output = opts.write ? { outDir } : dev && memory ? { files: memory.files } : undefined;
    if (ok && output && !partial && hasPostBuild(site.locales)) {
      clock.phase('post build');
      diagnostics.push(...(await runPostBuild({ locales: site.locales, routes: { routes: rendered.routes, baseUrl: config.baseUrl, prefixes: site.prefixes }, rootDir, output })));
    }
    // A build of some pages leaves serve's memory whole for the build of all.
    if (cache && !partial) pruneBuildCache(cache);
    const timings = { ...clock.end(), secrets: Math.round(checked.secretsMs) };
    return {
      ok: !diagnostics.some((d) => d.severity === 'error'),
      diagnostics,
      componentFiles: components.files,
      model: main.model,
      routes: rendered.routes,
      files: memory?.files ?? new Map(),
      timings,
      searchIndex: search.deferred,
      sitePluginFiles: sitePluginFiles(models, clientModules),
      ...(external ? { externalLinks: external.stats } : {}),
      ...(socialCards ? { socialCards } : {}),
    };
  } catch (err) {
    await staged?.discard();
    // A folder the build cannot write is a problem with the site's setup, reported like the others.
    if (err instanceof OutputError) return fail([...diagnostics, err.diagnostic], main.model);
    throw err;
  }
}

/** Tells `onPhase` of each phase as it starts, and times each. */
function phaseClock(onPhase?: (phase: string) => void) {
  const timings: Record<string, number> = {};
  let current: string | undefined;
  let start = performance.now();
  const end = () => {
    if (current !== undefined) timings[current] = Math.round(performance.now() - start);
    current = undefined;
    return timings;
  };
  return {
    phase(name: string, { silent = false } = {}) {
      end();
      current = name;
      start = performance.now();
      if (!silent) onPhase?.(name);
    },
    end,
  };
}

/** The route a page file is written for (route-file.ts), or none for a path that is no page file. */
function fileToRoute(file: string): string[] {
  if (!file.endsWith('.html')) return [];
  return [file === 'index.html' ? '/' : `/${file.slice(0, -'.html'.length)}`];
}
