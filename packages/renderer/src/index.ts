export { buildSite, createBuildCache, keepAssets, type BuildCache, type BuildOptions, type BuildResult } from './build.ts';
export { renderPages, renderNotFound, sitemapXml, robotsTxt } from './render.ts';
export type { RenderedRoute, RenderedPage } from './page-output.ts';
export { buildClientAssets, contentHash, type ClientAssets } from './client-assets.ts';
export { writeOutputAtomic, type OutputFile } from './output.ts';
export { routeToFile } from './route-file.ts';
export { renderCrashPage, type CrashContext, type CrashPage } from './crash-page.ts';
export { buildSearchIndex, searchRecords, siteSearchRecords, type SearchRecord, type SearchIndexOutput } from './search-index.ts';
export { contentSecurityPolicy, metaContentSecurityPolicy, headersFile, cspFromHeadersFile } from './headers.ts';
