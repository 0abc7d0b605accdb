export type * from './types.ts';
export { loadConfig, parseConfig, type LoadedConfig } from './config/load.ts';
export { watchedPaths, pagesDir, themeComponentsDir } from './config/site-paths.ts';
export { siteConfigSchema } from './config/schema.ts';
export type { SiteConfig, SiteConfigInput, ThemeConfig } from './config/schema.ts';
export type { LocaleConfig } from './schemas/i18n.ts';
export type { MarkdownConfig, MarkdownFormat } from './schemas/markdown.ts';
export type { SearchConfig } from './schemas/search.ts';
export type { SearchProvider } from './shared/search-providers.ts';
export type { NavbarItem, LogoConfig } from './schemas/navbar.ts';
export type { FooterLinkItem, FooterColumn } from './schemas/footer.ts';
export { DEFAULT_DOCS_EXCLUDE, type DocsInstanceConfig, type DocsVersionOptions, type VersionBanner } from './schemas/docs-instance.ts';
export type { BlogConfig, FeedType } from './schemas/blog.ts';
export { FEEDS, feedRoute, feedTitle } from './site/blog/feeds.ts';
export type { ApiReferenceConfig, ApiPathCheckConfig } from './schemas/api-reference.ts';
export type { OnProblem } from './schemas/on-problem.ts';
export { headEntrySchemas, type HeadTagConfig, type ScriptConfig, type StylesheetConfig } from './schemas/head.ts';
export { isPathSpecifier, pluginEntryParts } from './plugins/specifier.ts';
export { clientModulesSchema, htmlTagsSchema, pluginDiagnosticsSchema, routeConfigSchema, type CheckedPluginDiagnostic } from './plugins/values.schema.ts';
export { markdownPluginListSchema } from './schemas/markdown-plugins.ts';
export type {
  ClientLocation,
  ClientModule,
  HtmlTags,
  MarkdownPluginEntry,
  Plugin,
  PluginContentLoadedActions,
  PluginContext,
  PluginDiagnostic,
  PluginModule,
  PostBuildProps,
  RouteConfig,
} from './plugins/api.ts';
export { siteHeadTags, headTagOf, headUrlProblem, externalOrigin, urlAttributeOf, HEAD_TAG_NAMES, type HeadTag, type HeadTagName } from './config/head-tags.ts';
export { frontMatterSchema, type FrontMatter } from './schemas/front-matter.ts';
export { categorySchema, type CategoryMeta } from './schemas/category.ts';
export { splitFrontMatter } from './content/frontmatter.ts';
export { unsafeRouteProblem, unsafeUrlCharacter } from './routes/url-unsafe.ts';
export { loadContent, makeDoc } from './content/load.ts';
export { buildSidebars, DEFAULT_SIDEBAR } from './sidebar/build.ts';
export { createMarkdownCompiler, extract, type MarkdownCompiler, type CompileInput } from './markdown/compile.ts';
export { sourceFormats, MDX_ALLOW_KEY, type SourceFormat } from './markdown/mdx/allow.ts';
export { THEME_MDX_COMPONENTS, THEME_IMPORT_PREFIX, type ThemeMdxComponent } from './markdown/mdx/theme-components.ts';
export { parseCodeMeta } from './markdown/code-meta.ts';
export { plainText } from './markdown/plain-text.ts';
export { describeDiagramError, type DiagramError } from './shared/diagram-source.ts';
export { MATH_CLASS, MERMAID_ATTRIBUTE } from './shared/page-features.ts';
export { ADMONITIONS, admonitionKind } from './markdown/admonitions.ts';
export { markdownOptions, type MarkdownOptions } from './markdown/options.ts';
export { applyUnsupportedPolicy } from './markdown/unsupported.ts';
export { resolveModule } from './markdown/site-plugins/resolve.ts';
export type { PluginSet, SitePluginMarkdown } from './markdown/site-plugins/sets.ts';
export { assembleSite, type SiteModel } from './site/assemble.ts';
export { CompileWorkers, type CompileWorkersOptions } from './markdown/compile-pool.ts';
export { PAGE_BUDGET, type PageBudget } from './markdown/page-budget.ts';
export { OUTPUTS, visibility, pageVisibility, notAPageVisibility, visibilityContext, type Output, type Visibility, type VisibilityContext, type VisibilityFlags } from './site/visibility.ts';
export { createCoreCache, pruneCoreCache, type CoreCache, type DescribedApi, type LoadedContent } from './site/core-cache.ts';
export { CompileCache, type CompileCacheOptions } from './markdown/compile-cache.ts';
export { joinRoute } from './routes/join.ts';
export { markdownCopyBase, markdownCopyFile, markdownCopyUrl } from './routes/markdown-copy.ts';
export { markdownCopy, markdownCopyBody } from './markdown/markdown-copy.ts';
export { findDuplicateRoutes } from './routes/duplicates.ts';
export { checkLinks, scanLinks, resolve as resolveHref, type CheckedPage, type PageLinks, type LinkCheckOptions } from './links/check.ts';
export { checkExternalLinks, type ExternalCheckOptions, type ExternalCheckStats } from './links/external/check.ts';
export { collectExternalLinks } from './links/external/collect.ts';
export { loadApiDocument, normalise as normaliseApiDocument } from './api/load.ts';
export { compileApiDescriptions } from './api/descriptions.ts';
export { checkApiPaths } from './api/path-check.ts';
export { findApiPaths } from './api/path-find.ts';
export { checkNames, parseNameList } from './names/check.ts';
export { findCodeSpans } from './names/code-spans.ts';
export { checkNameLists } from './site/name-lists.ts';
export { SecretScanner, type SecretFinding } from './secrets/scanner.ts';
export { scanOutputFile } from './secrets/output.ts';
export { secretDiagnostics } from './secrets/report.ts';
export type { CheckSecretsConfig } from './schemas/check-secrets.ts';
export { apiReferencePages } from './api/pages.ts';
export { codeSamples, sampleLanguages, sampleRequest, pyLiteral, type CodeSample, type SampleLanguage, type SampleRequest, type SampleOptions } from './api/samples/index.ts';
export { loadSite, type LoadSiteOptions, type LoadedSite } from './pipeline.ts';
export { formatKeyPath } from './util/yaml-source.ts';
export { findModuleFile, installedPackageFile } from './util/module-file.ts';
export { escapeHtml, unescapeHtml } from './shared/html.ts';
export { singleLine } from './shared/single-line.ts';
export { isAbsoluteUrl, isExternalUrl, urlScheme } from './shared/url.ts';
export { DOCUSAURUS_MODULES, isDocusaurusModule, type DocusaurusModuleName } from './shared/docusaurus-modules.ts';
export { diagnosticLocation, formatDiagnostic, formatDiagnostics, RUNS_CODE, RUNS_CODE_COMPONENT } from './shared/diagnostic-text.ts';
export { THEME_TEXTS, CLIENT_TEXTS, formatText, pluralForm, type ThemeTextId, type ThemeTexts, type ClientTextId } from './shared/theme-texts.ts';
export { slugify } from './util/slug.ts';
export { localeSite, localeBaseUrl, localeConfig } from './config/locale.ts';
export { CURRENT_VERSION, resolveVersions, versioningPaths, parseVersionNames, versionNameProblem } from './content/versions.ts';
export { snapshotVersion, type SnapshotResult } from './content/snapshot-version.ts';
export { workerEntryUrl, type CodeBundle } from './util/worker-url.ts';
export { eventLoopYielder } from './util/yielder.ts';
export { Memo, contentKey, type Made, type MemoStats, type LookupOptions } from './util/memo.ts';
export { insideRoots, linkOutsideRoots, notContent, readRules, READS_NOTHING, type ReadRules } from './util/read-roots.ts';
export { writeFileAtomic } from './util/write-atomic.ts';
export { socialImage, type SocialImageContext } from './site/page-image.ts';
export type { ImageRegistry } from './assets/images.ts';
