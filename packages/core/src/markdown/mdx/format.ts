// Which compiler a markdown file would go to. With `markdown.format: detect`
// (the default) the extension decides, as in Docusaurus: `.mdx` files are
// MDX, `.md` files are plain markdown. Never the content: MDX is code the
// build runs, so a page that merely contains `<Foo>` or an `import` line must
// not become code. A `.md` file written as MDX gets an `unsupported/mdx`
// warning saying to rename it; `markdown.format: mdx` makes every file MDX.
// Whether an MDX file may then run at all is allow.ts's question.
import type { MarkdownFormat } from '../../schemas/markdown.ts';

export function markdownFormat(file: string, setting: MarkdownFormat): 'md' | 'mdx' {
  if (setting !== 'detect') return setting;
  // `page.MDX` is MDX too: pages are found whatever the case of their extension.
  return /\.mdx$/i.test(file) ? 'mdx' : 'md';
}
