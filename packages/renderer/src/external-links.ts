// `check --external` (and `build --external`): the links to other sites in
// the rendered pages and the layout, asked of those sites (core's
// links/external/), reported where each was written.
import { checkExternalLinks, collectExternalLinks, type Diagnostic, type ExternalCheckStats, type LoadedConfig, type SiteConfig } from '@ctfdocs/core';
import type { RenderedRoute } from './page-output.ts';

export interface ExternalLinkOptions {
  /** false (`--no-cache`): ask every link again, and keep the answers. */
  readCache: boolean;
  /** Tests answer with their own; Node's fetch otherwise. */
  fetch?: typeof fetch;
}

export async function checkExternal(
  routes: readonly RenderedRoute[],
  site: { rootDir: string; config: SiteConfig; loaded: LoadedConfig },
  opts: ExternalLinkOptions,
): Promise<{ diagnostics: Diagnostic[]; stats: ExternalCheckStats }> {
  const { rootDir, config, loaded } = site;
  const links = collectExternalLinks(routes, { file: loaded.file, value: config, locate: loaded.locate });
  return checkExternalLinks(links, {
    rootDir,
    config: config.externalLinks,
    onBroken: config.onBrokenExternalLinks,
    readCache: opts.readCache,
    fetch: opts.fetch,
  });
}
