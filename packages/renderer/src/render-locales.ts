// The build's third phase, render: every locale's pages in one loop, each
// locale with the same head (client assets, search manifest, policy) and its
// files under its prefix. Each page goes to the output as it is rendered
// (page-output.ts); the default locale's docs are copied for llms.txt while
// their compiled trees are whole.
import type { Diagnostic } from '@ctfdocs/core';
import { sidebarFile } from '@ctfdocs/theme';
import type { LocaleModel } from './load-locales.ts';
import { reporter } from './report-once.ts';
import { LlmsOutput } from './llms.ts';
import type { OutputSink } from './output.ts';
import type { PageHead } from './page-head.ts';
import { PageOutput, type PageOutputMemo, type RenderedRoute } from './page-output.ts';
import { renderPages, type RenderMemo, type RenderOptions } from './render.ts';

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
  onProgress?(phase: string, done: number, total: number): void;
}

export interface RenderedLocales {
  /** Every page written, every locale's, for the site files and the check. */
  routes: RenderedRoute[];
  /** The default locale's docs as markdown, for llms.txt. */
  llms: LlmsOutput;
  /** Each problem once: untranslated pages are rendered by every locale. */
  diagnostics: Diagnostic[];
}

export async function renderLocales(input: RenderLocalesInput): Promise<RenderedLocales> {
  const { sink } = input;
  const [main] = input.locales;
  const pages = new PageOutput(sink, input.memo?.pages);
  const llms = new LlmsOutput(main.model.site);
  const diagnostics: Diagnostic[] = [];
  let report: ((d: Diagnostic) => void) | undefined;
  for (const { locale, prefix, model } of input.locales) {
    const isMain = prefix === '';
    const rendered = await renderPages(model, {
      rootDir: input.rootDir,
      ...input.head,
      imageOf: input.imageOf,
      memo: input.memo?.rendered,
      emit: (page) => pages.add(page, prefix),
      emitFile: (file, contents) => sink.put(`${prefix}${file}`, { contents }),
      onPage: isMain ? (page, html) => llms.add(page, html) : undefined,
      onProgress: (d, n) => input.onProgress?.(isMain ? 'render' : `render ${locale}`, d, n),
    });
    if (isMain) diagnostics.push(...rendered.diagnostics);
    else rendered.diagnostics.forEach((report ??= reporter(diagnostics)));
    for (const s of rendered.sidebars) await sink.put(prefix + sidebarFile(s.key), { contents: s.html });
  }
  return { routes: pages.routes, llms, diagnostics };
}
