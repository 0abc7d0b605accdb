// A post is compiled twice when it has a truncate marker: whole, for its
// page, and its excerpt, for list pages. The compiled sources are kept by
// file (site/compile-sources.ts); the excerpt by this key beside its post's.

/** The key of a post's excerpt among the compiled sources: no file name holds a NUL. */
export function excerptKey(source: string): string {
  return `${source}\u0000excerpt`;
}
