// Every markdown file of the site (docs, markdown pages and blog posts)
// compiled once, up front, on all cores; a doc's or post's markdown copy is
// made with it, and a post's excerpt is compiled as a file of its own. Each result is
// taken from the first of: serve's memory, the disk cache, a fresh compile.
import type { ReadRules } from '../util/read-roots.ts';
import path from 'node:path';
import type { CompiledMarkdown, ContentGraph } from '../types.ts';
import type { CoreCache } from './core-cache.ts';
import type { SiteConfig } from '../config/schema.ts';
import type { MarkdownCompiler } from '../markdown/compile.ts';
import type { ImageRegistry } from '../assets/images.ts';
import type { CompileCache } from '../markdown/compile-cache.ts';
import { compileAll, type CompileJob, type ParallelOptions } from '../markdown/compile-parallel.ts';
import type { MarkdownRoutes } from './markdown-routes.ts';
import { refusedPage, sourceFormats } from '../markdown/mdx/allow.ts';
import { contentKey } from '../util/memo.ts';
import { excerptKey } from './blog/content-keys.ts';

export interface CompileSourcesInput {
  graph: ContentGraph;
  compiler: MarkdownCompiler;
  config: SiteConfig;
  rootDir: string;
  /** The config file, relative to rootDir: `markdown.mdx.allow` is relative to its folder. */
  configFile: string;
  /** What pages may read (util/read-roots.ts). */
  readRules: ReadRules;
  routes: MarkdownRoutes;
  /** The build's images: compiled pages register theirs here. */
  images: ImageRegistry;
  /** Where the markdown copy of a doc is published (routes/markdown-copy.ts). */
  copyBase: string | undefined;
  /** Compile only the pages of the routes this accepts (serve's first pages). */
  wanted(route: string): boolean;
  /** serve's memory of compiled pages; the build prunes it when it is done. */
  memory?: CoreCache['compiled'];
  disk?: CompileCache;
  /** Highlighted code blocks kept on disk (markdown/highlight-cache.ts). */
  highlightCache?: ParallelOptions['highlightCache'];
  bundle?: ParallelOptions['bundle'];
  onProgress?(done: number, total: number): void;
}

export interface CompiledSources {
  /** Each compiled markdown file, by its path relative to the site root (as `source` in the content graph). */
  bySource: Map<string, CompiledMarkdown>;
  /** How many results came from serve's memory (none: every page went through the disk cache, which may then be pruned). */
  fromMemory: number;
  /** Writes to the disk cache still under way. */
  writes?: Promise<void>;
}

export async function compileSources(input: CompileSourcesInput): Promise<CompiledSources> {
  const { config, routes, images, memory, disk } = input;
  const { jobs, refused, keyOfJob } = compileJobs(input);
  // Keyed by everything a result depends on: a change to the set of routes
  // or the markdown config can change any page's links.
  const keys = jobs.map((j) => contentKey(routes.key, j.format, j.markdownCopyFor, j.file, j.lineOffset, j.tocMin, j.tocMax, j.body));
  const compiled: CompiledMarkdown[] = new Array(jobs.length);
  const missed = jobs.filter((j) => {
    const kept = memory?.get(keys[j.id])?.value;
    if (kept) compiled[j.id] = kept;
    return !kept;
  });
  // Between runs: what the last build compiled, kept on disk.
  const fresh = missed.filter((j) => {
    const kept = disk?.read(j, images);
    if (kept) compiled[j.id] = kept;
    return !kept;
  });
  let done = 0;
  const compiledFresh = await compileAll(
    fresh.map((j, id) => ({ ...j, id })),
    {
      compiler: input.compiler,
      routes: routes.bySource,
      baseUrl: config.baseUrl,
      markdown: routes.markdown,
      readRules: input.readRules,
      highlightCache: input.highlightCache,
      bundle: input.bundle,
      resolveMarkdown: (abs) => routes.bySource.get(abs),
      addAsset: (abs) => images.add(abs),
      onDone: () => input.onProgress?.(++done, fresh.length),
    },
  );
  fresh.forEach((j, i) => {
    compiled[j.id] = compiledFresh[i];
  });
  // What did not come from memory is kept there (serve).
  for (const j of missed) memory?.set(keys[j.id], { value: compiled[j.id], diagnostics: [] });
  // Workers registered their images on their side; copy them here.
  for (const c of compiled) for (const a of c.assets) images.add(a);
  // A build of some pages (serve's first) writes what it compiled, which the
  // whole build then takes from memory.
  const writes = disk?.write(
    fresh.map((job, i) => ({ job, compiled: compiledFresh[i] })),
    images,
  );
  // Each result is named by what it was compiled from and the images it shows, which serve's render memo reuses its page by.
  const keyed = jobs.map((j) => [keyOfJob[j.id], { ...compiled[j.id], key: contentKey(keys[j.id], JSON.stringify(images.stamp(compiled[j.id].assets))) }] as const);
  return { bySource: new Map([...keyed, ...refused]), fromMemory: jobs.length - missed.length, writes };
}

/**
 * One compile job per markdown file of the pages wanted (every blog post,
 * and a post's excerpt besides), what each result is kept under (its file,
 * or an excerpt's key), and the MDX pages refused outside markdown.mdx.allow
 * (never compiled: their error stands for them).
 */
function compileJobs(input: CompileSourcesInput): { jobs: CompileJob[]; keyOfJob: string[]; refused: Map<string, CompiledMarkdown> } {
  const { tableOfContents } = input.config.themeConfig;
  const jobs: CompileJob[] = [];
  const keyOfJob: string[] = [];
  const formatOf = sourceFormats(input.config.markdown, input.configFile);
  const refused = new Map<string, CompiledMarkdown>();
  const addJob = (source: string, body: string, bodyLine: number, tocMin?: number, tocMax?: number, markdownCopyFor?: string, key = source) => {
    const decided = formatOf(source);
    if ('refused' in decided) return void refused.set(key, refusedPage(decided.refused));
    keyOfJob.push(key);
    jobs.push({
      id: jobs.length,
      body,
      file: source,
      absPath: path.resolve(input.rootDir, source),
      lineOffset: bodyLine,
      tocMin: tocMin ?? tableOfContents.minHeadingLevel,
      tocMax: tocMax ?? tableOfContents.maxHeadingLevel,
      format: decided.format,
      ...(markdownCopyFor === undefined ? {} : { markdownCopyFor }),
    });
  };
  for (const inst of input.graph.instances) {
    for (const d of inst.docs) {
      // The copy is made with the page only for a doc that has one or is in llms-full.txt.
      const copied = d.visibility.mdCopy || d.visibility.llmsFull;
      if (d.visibility.html && input.wanted(d.route))
        addJob(d.source, d.body, d.bodyLine, d.frontMatter.toc_min_heading_level, d.frontMatter.toc_max_heading_level, copied ? input.copyBase : undefined);
    }
  }
  for (const p of input.graph.pages) if (p.kind === 'md' && input.wanted(p.route)) addJob(p.source, p.body, p.bodyLine, p.frontMatter.toc_min_heading_level, p.frontMatter.toc_max_heading_level);
  // Every post, whichever pages are wanted: the blog's lists show them all.
  for (const blog of input.graph.blogs) {
    for (const p of blog.posts) {
      if (!p.visibility.html) continue;
      const fm = p.frontMatter;
      addJob(p.source, p.body, p.bodyLine, fm.toc_min_heading_level, fm.toc_max_heading_level, p.visibility.mdCopy || p.visibility.llmsFull ? input.copyBase : undefined);
      if (p.excerpt !== undefined) addJob(p.source, p.excerpt, p.bodyLine, fm.toc_min_heading_level, fm.toc_max_heading_level, undefined, excerptKey(p.source));
    }
  }
  return { jobs, keyOfJob, refused };
}
