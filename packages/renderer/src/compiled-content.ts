import type { CompiledMarkdown, PageData } from '@ctfdocs/core';

/** The compiled markdown a page shows as its content (a doc, a markdown page, a blog post), if it is one. */
export function compiledContent(page: PageData): CompiledMarkdown | undefined {
  return page.kind === 'doc' || page.kind === 'markdown-page' || page.kind === 'blog-post' ? page.compiled : undefined;
}
