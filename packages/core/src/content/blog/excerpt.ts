// A post's summary, as list pages show it: the part of its body before the
// truncate marker (the blog's `truncateMarker`, `<!-- truncate -->` by
// default), compiled on its own as Docusaurus compiles it. A marker written
// in a code block is an example of one, not a marker.
import { someLineOutsideFences } from '../../markdown/mdx/fences.ts';

/** The body before the first marker outside code blocks, or undefined when the body has none. */
export function excerptOf(body: string, marker: RegExp): string | undefined {
  const lines = body.split('\n');
  let excerpt: string | undefined;
  someLineOutsideFences(lines, (line, i) => {
    const at = line.search(marker);
    if (at < 0) return false;
    excerpt = [...lines.slice(0, i), line.slice(0, at)].join('\n').trimEnd();
    return true;
  });
  return excerpt;
}
