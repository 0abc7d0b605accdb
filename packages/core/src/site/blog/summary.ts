// A post's description when its front matter gives none: its first
// paragraph, as Docusaurus takes "the first line of Markdown content", read
// from the compiled post so that no markup or MDX syntax is in it (an MDX
// post, whose tree is code until it is rendered, gives its text before the
// first h2).
import type { Element, Root } from 'hast';
import type { CompiledMarkdown } from '../../types.ts';
import { plainText } from '../../markdown/plain-text.ts';

/** About a search result's length: enough for a meta description, a feed's summary, an llms.txt entry. */
const MAX = 200;

export function summaryOf(compiled: CompiledMarkdown): string | undefined {
  const paragraph = compiled.hast.children.find((n): n is Element => n.type === 'element' && n.tagName === 'p');
  const text = (paragraph ? plainText({ type: 'root', children: [paragraph] } satisfies Root) : compiled.sections.find((s) => !s.heading)?.text)?.replace(/\s+/g, ' ').trim();
  if (!text) return undefined;
  if (text.length <= MAX) return text;
  const cut = text.slice(0, MAX);
  const space = cut.lastIndexOf(' ');
  return `${(space > MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}
