// Every markdown file of the site (docs, markdown pages and blog posts)
// compiled once, up front, on all cores; a doc's or post's markdown copy is
// made with it, and a post's excerpt is compiled as a file of its own. Each result is
// taken from the first of: serve's memory, the disk cache, a fresh compile.
import type { ReadRules } from '../util/read-roots.ts';
import path from 'node:path';
import type { CompiledMarkdown, ContentGraph } from '../types.ts';
import type { CoreCache } from './core-cache.ts';
import type { SiteConfig } from '../config/schema.ts';
import type { CompileWorkers } from '../markdown/compile-pool.ts';
import type { ImageRegistry } from '../assets/images.ts';
import type { CompileCache } from '../markdown/compile-cache.ts';
import { compileAll, type CompileJob, type ParallelOptions } from '../markdown/compile-parallel.ts';
import type { MarkdownRoutes } from './markdown-routes.ts';
import { refusedPage, sourceFormats } from '../markdown/mdx/allow.ts';
import { contentKey } from '../util/memo.ts';
import { excerptKey } from './blog/content-keys.ts';
import { pagesDir } from '../config/site-paths.ts';
import { expandIncludes, mayInclude, type Expanded } from '../markdown/includes/expand.ts';
import type { PluginSet, SitePluginSets } from '../markdown/site-plugins/sets.ts';

export interface CompileSourcesInput {
  graph: ContentGraph;
  /** The budgeted threads every page compiles on (serve keeps them between builds). */
  workers: CompileWorkers;
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
  /** The site's plugins: each docs instance's pages and the site pages compile with theirs. */
  plugins?: Pick<SitePluginSets, 'pages' | 'docs'>;
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
  const { jobs, refused, keyOfJob, included } = compileJobs(input);
  // Keyed by everything a result depends on: a change to the set of routes
  // or the markdown config can change any page's links; an included file's
  // text is in the body, and where each line came from in the line map; the
  // plugins the page compiles with, by their code and options.
  const keys = jobs.map((j) =>
    contentKey(
      routes.key,
      config.embeds.allow.join(' '),
      j.format,
      j.markdownCopyFor,
      j.removeContentTitle ? 'untitled' : '',
      j.file,
      j.lineOffset,
      j.tocMin,
      j.tocMax,
      j.lineMap ? JSON.stringify(j.lineMap) : '',
      j.plugins?.key ?? '',
      j.body,
    ),
  );
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
      workers: input.workers,
      routes: routes.bySource,
      baseUrl: config.baseUrl,
      markdown: routes.markdown,
      readRules: input.readRules,
      highlightCache: input.highlightCache,
      onDone: () => input.onProgress?.(++done, fresh.length),
    },
  );
  fresh.forEach((j, i) => {
    compiled[j.id] = compiledFresh[i];
  });
  // What did not come from memory is kept there (serve).
  for (const j of missed) memory?.set(keys[j.id], { value: compiled[j.id], diagnostics: [] });
  // The page depends on what it included, and reports what it could not.
  for (const [id, { includes, diagnostics }] of included) compiled[id] = { ...compiled[id], includes, diagnostics: [...diagnostics, ...compiled[id].diagnostics] };
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

/** The front matter fields a compile reads: the headings the table of contents holds. */
type TocFrontMatter = { toc_min_heading_level?: number; toc_max_heading_level?: number };

interface JobOptions {
  /** Also make the page's markdown copy, on this site base. */
  markdownCopyFor?: string;
  /** What the result is kept under: the file, unless it is a post's excerpt. */
  key?: string;
  /** Leave the body's h1 title out (a blog post's). */
  removeContentTitle?: boolean;
  /** The site's plugins the page compiles with. */
  plugins?: PluginSet;
}

/** What expanding a page's includes added to it, by job id: reported with the page, and the files it read. */
type Included = Map<number, Pick<Expanded, 'includes' | 'diagnostics'>>;

/**
 * One compile job per markdown file of the pages wanted (every blog post,
 * and a post's excerpt besides; its includes expanded into its body), what
 * each result is kept under (its file, or an excerpt's key), and the MDX
 * pages refused outside markdown.mdx.allow (never compiled: their error
 * stands for them).
 */
function compileJobs(input: CompileSourcesInput): { jobs: CompileJob[]; keyOfJob: string[]; refused: Map<string, CompiledMarkdown>; included: Included } {
  const { rootDir, config } = input;
  const { tableOfContents } = config.themeConfig;
  const jobs: CompileJob[] = [];
  const keyOfJob: string[] = [];
  const formatOf = sourceFormats(config.markdown, input.configFile);
  const refused = new Map<string, CompiledMarkdown>();
  const included: Included = new Map();
  const siteDir = path.resolve(rootDir, path.dirname(input.configFile));
  /** Docusaurus's content paths of a docs version or blog: its translation first, then its folder; then the site folder. */
  const contentRoots = (translation: string | undefined, folder: string) => [...(translation ? [translation] : []), folder].map((p) => path.resolve(rootDir, p)).concat(siteDir);
  /** `linkRoots` ends with the page's source folder (VitePress's srcDir, where `@/` starts) and the site folder. */
  const addJob = (source: string, body: string, bodyLine: number, linkRoots: string[], fm: TocFrontMatter, opts: JobOptions = {}) => {
    const key = opts.key ?? source;
    const decided = formatOf(source);
    if ('refused' in decided) return void refused.set(key, refusedPage(decided.refused));
    const absPath = path.resolve(rootDir, source);
    const expanded = mayInclude(body) ? expandIncludes({ body, absPath, bodyLine, srcDir: linkRoots[linkRoots.length - 2], readRules: input.readRules, rootDir }) : undefined;
    if (expanded && (expanded.includes.length || expanded.diagnostics.length)) included.set(jobs.length, expanded);
    keyOfJob.push(key);
    jobs.push({
      id: jobs.length,
      body: expanded?.body ?? body,
      ...(expanded?.lineMap ? { lineMap: expanded.lineMap } : {}),
      file: source,
      absPath,
      lineOffset: bodyLine,
      tocMin: fm.toc_min_heading_level ?? tableOfContents.minHeadingLevel,
      tocMax: fm.toc_max_heading_level ?? tableOfContents.maxHeadingLevel,
      format: decided.format,
      linkRoots,
      embedOrigins: config.embeds.allow,
      ...(opts.markdownCopyFor === undefined ? {} : { markdownCopyFor: opts.markdownCopyFor }),
      ...(opts.removeContentTitle ? { removeContentTitle: true } : {}),
      ...(opts.plugins ? { plugins: opts.plugins } : {}),
    });
  };
  for (const inst of input.graph.instances) {
    const roots = contentRoots(inst.translationPath, inst.config.path);
    const plugins = input.plugins?.docs.get(inst.config.id);
    for (const d of inst.docs) {
      // The copy is made with the page only for a doc that has one or is in llms-full.txt.
      const copied = d.visibility.mdCopy || d.visibility.llmsFull;
      if (d.visibility.html && input.wanted(d.route)) addJob(d.source, d.body, d.bodyLine, roots, d.frontMatter, { markdownCopyFor: copied ? input.copyBase : undefined, plugins });
    }
  }
  const pageRoots = [path.resolve(rootDir, pagesDir(input.configFile)), siteDir];
  for (const p of input.graph.pages) if (p.kind === 'md' && input.wanted(p.route)) addJob(p.source, p.body, p.bodyLine, pageRoots, p.frontMatter, { plugins: input.plugins?.pages });
  // Every post, whichever pages are wanted: the blog's lists show them all.
  // A post's header shows its title, so its body's h1 title is left out, as Docusaurus's blog does.
  // Posts take the site's plugins (the blog has no lists of its own).
  for (const blog of input.graph.blogs) {
    const roots = contentRoots(blog.translationPath, blog.config.path);
    for (const p of blog.posts) {
      if (!p.visibility.html) continue;
      addJob(p.source, p.body, p.bodyLine, roots, p.frontMatter, {
        markdownCopyFor: p.visibility.mdCopy || p.visibility.llmsFull ? input.copyBase : undefined,
        removeContentTitle: true,
        plugins: input.plugins?.pages,
      });
      if (p.excerpt !== undefined) addJob(p.source, p.excerpt, p.bodyLine, roots, p.frontMatter, { key: excerptKey(p.source), removeContentTitle: true, plugins: input.plugins?.pages });
    }
  }
  return { jobs, keyOfJob, refused, included };
}
