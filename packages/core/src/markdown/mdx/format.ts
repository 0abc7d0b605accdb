// Which compiler a markdown file goes to. With `markdown.format: detect` (the
// default) the extension decides, as in Docusaurus: `.mdx` files are MDX,
// `.md` files are plain markdown. Never the content: MDX is code the build
// runs, so a page that merely contains `<Foo>` or an `import` line must not
// become code (a hostile pull request could then run anything in CI). A `.md`
// file written as MDX gets an `unsupported/mdx` warning saying to rename it;
// `markdown.format: mdx` makes every file MDX for sites that trust all content.
import type { MarkdownFormat } from '../../config/schema.ts';

export function markdownFormat(file: string, _body: string, setting: MarkdownFormat): 'md' | 'mdx' {
  if (setting !== 'detect') return setting;
  return file.endsWith('.mdx') ? 'mdx' : 'md';
}
