// Which compiler a markdown file goes to. `.mdx` files are MDX. With
// `markdown.format: detect` (the default) a `.md` file is MDX too when it
// uses MDX syntax: a top-level `import`/`export` line or a JSX element
// named with a capital letter, outside code, or an `mdx-code-block` fence. Every other `.md` file stays
// on the plain markdown pipeline, which is several times faster and
// sanitises raw HTML.
import type { MarkdownFormat } from '../../types.ts';
import { someLineOutsideFences } from './fences.ts';

const ESM = /^(?:import|export)\s/;
const JSX_COMPONENT = /<[A-Z][\w.]*(?=[\s/>])/;

export function markdownFormat(file: string, body: string, setting: MarkdownFormat): 'md' | 'mdx' {
  if (setting !== 'detect') return setting;
  if (file.endsWith('.mdx')) return 'mdx';
  // A quick reject: most pages have neither an ESM keyword at a line start nor a capitalised tag.
  if (!/^(?:import|export)\s|<[A-Z]|mdx-code-block/m.test(body)) return 'md';
  // Docusaurus's fence for MDX that editors should leave alone (see compat.ts).
  if (/^ {0,3}(?:`{3,}|~{3,})mdx-code-block\s*$/m.test(body)) return 'mdx';
  // Inline code spans are not JSX.
  const mdx = someLineOutsideFences(body.split('\n'), (line) => ESM.test(line) || JSX_COMPONENT.test(line.replace(/`[^`]*`/g, '')));
  return mdx ? 'mdx' : 'md';
}
