import type { ComponentProps } from 'react';

/** A code block of an MDX page: its highlighted markup comes as a prop (core's mdx/rehype-highlighted-prop.ts). */
export function MdxPre({ highlightedHtml, children, ...rest }: ComponentProps<'pre'> & { highlightedHtml?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: shiki's output for code the page's author wrote; MDX pages are trusted code.
  if (typeof highlightedHtml === 'string') return <pre {...rest} dangerouslySetInnerHTML={{ __html: highlightedHtml }} />;
  return <pre {...rest}>{children}</pre>;
}
