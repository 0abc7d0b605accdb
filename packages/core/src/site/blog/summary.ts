// A post's description when its front matter gives none: the text of its
// first lines, as Docusaurus takes "the first line of Markdown content",
// read from the compiled post (its text before the first h2), so markup and
// MDX syntax are not in it.
import type { CompiledMarkdown } from '../../types.ts';

/** About a search result's length: enough for a meta description, a feed's summary, an llms.txt entry. */
const MAX = 200;

export function summaryOf(compiled: CompiledMarkdown): string | undefined {
  const text = compiled.sections.find((s) => !s.heading)?.text.trim();
  if (!text) return undefined;
  if (text.length <= MAX) return text;
  const cut = text.slice(0, MAX);
  const space = cut.lastIndexOf(' ');
  return `${(space > MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}
