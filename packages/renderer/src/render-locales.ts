// The build's third phase, render: every locale's pages in one loop, each
// locale with the same head (client assets, search manifest, policy) and its
// files under its prefix. Each page goes to the output as it is rendered
// (page-output.ts); the default locale's docs and posts are copied for
// llms.txt while their compiled trees are whole, each locale's posts are
// collected for its blogs' feeds, and the vendored files (KaTeX, Mermaid)
// follow when a page used them (vendor-assets.ts).
import type { Diagnostic } from '@ctfdocs/core';
import { sidebarFile } from '@ctfdocs/theme';
import type { LocaleModel } from './load-locales.ts';
import { reporter } from './report-once.ts';
import { LlmsOutput } from './llms.ts';
import { FeedOutput } from './feeds/feed-output.ts';
import type { OutputSink } from './output.ts';
import type { PageHead } from './page-head.ts';
import { PageOutput, type PageOutputMemo, type RenderedRoute } from './page-output.ts';
import { renderPages, type RenderMemo, type RenderOptions } from './render.ts';
import type { SiteComponents } from './theme-components.ts';
import { PageUses } from './vendor-assets.ts';

export interface RenderLocalesInput {
  /** The default locale first. */
  locales: readonly LocaleModel[];
  /** The site's folder: compiled React pages are cached under it. */
  rootDir: string;
  head: PageHead;
  /** Each page's social image (social-cards/cards.ts). */
  imageOf?: RenderOptions['imageOf'];
  sink: OutputSink;
  /** What serve keeps between renders. */
  memo?: { rendered: RenderMemo; pages: PageOutputMemo };
  /** The site's components (theme-components.ts), loaded before the site. */
  components: SiteComponents;
  onProgress?(phase: string, done: number, total: number): void;
}

export interface RenderedLocales {
  /** Every page written, every locale's, for the site files and the check. */
  routes: RenderedRoute[];
  /** The default locale's docs as markdown, for llms.txt. */
  llms: LlmsOutput;
  /** Each locale's blog posts, for its feeds. */
  feeds: FeedOutput[];
  /** Each problem once: untranslated pages are rendered by every locale. */
  diagnostics: Diagnostic[];
}

export async function renderLocales(input: RenderLocalesInput): Promise<RenderedLocales> {
  const { sink } = input;
  const [main] = input.locales;
  const pages = new PageOutput(sink, input.memo?.pages);
  const uses = new PageUses(input.head.assets.vendor);
  const llms = new LlmsOutput(main.model.site);
  const feeds: FeedOutput[] = [];
  const diagnostics: Diagnostic[] = [];
  let report: ((d: Diagnostic) => void) | undefined;
  for (const { locale, prefix, model } of input.locales) {
    const isMain = prefix === '';
    const feed = new FeedOutput(model.site, prefix);
    feeds.push(feed);
    const rendered = await renderPages(model, {
      rootDir: input.rootDir,
      ...input.head,
      imageOf: input.imageOf,
      memo: input.memo?.rendered,
      components: input.components,
      emit: (page) => {
        uses.see(page.html);
        return pages.add(page, prefix);
      },
      emitFile: (file, contents) => sink.put(`${prefix}${file}`, { contents }),
      onPage: (page, html) => {
        if (isMain) llms.add(page, html);
        feed.add(page, html);
      },
      onProgress: (d, n) => input.onProgress?.(isMain ? 'render' : `render ${locale}`, d, n),
    });
    if (isMain) diagnostics.push(...rendered.diagnostics);
    else rendered.diagnostics.forEach((report ??= reporter(diagnostics)));
    for (const s of rendered.sidebars) await sink.put(prefix + sidebarFile(s.key), { contents: s.html });
  }
  // KaTeX's and Mermaid's files, once for every locale, when some page used them.
  for (const f of await uses.files()) await sink.put(f.file, { contents: f.contents });
  return { routes: pages.routes, llms, feeds, diagnostics };
}
