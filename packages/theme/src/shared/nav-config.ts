// Options the server writes into <html data-nav> (components/Document.tsx)
// for client-side navigation, which the client reads (client/nav-config.ts).
// Written out rather than taken from the config's types: any reference to
// them here changes how esbuild names the minified bundle's symbols. The
// shell checks what it writes against this (Document.tsx, `satisfies`), so a
// field the config drops or retypes fails the type check.
export interface NavConfig {
  base: string;
  progressBar: { delay: number; minimum: number; speed: number; trickleRate: number; trickleSpeed: number };
  pageLoader: { delay: number };
  /**
   * With themeConfig.search: the results page and the "Let us know." link,
   * which the modal (opened by Ctrl+K with or without a search navbar item)
   * and the page both show.
   */
  search?: {
    page: string;
    reportUrl?: string;
    /** With provider algolia: what the search source sends (the key is the public search-only one). */
    algolia?: { appId: string; apiKey: string; indexName: string };
  };
  /** Present only in production builds of sites with themeConfig.analytics. */
  gtag?: { trackingID: string; anonymizeIP: boolean };
}
