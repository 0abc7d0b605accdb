// The pages a check that scans markdown covers: every doc that is built, and
// the site's markdown pages, or only the docs a filter keeps.
import type { ContentGraph, DocFile, MarkdownSource, PageFile } from '../types.ts';

/**
 * One source per page file: serve keeps the files of pages a save did not
 * touch (content/update.ts), so the checks can keep what they found in each
 * source (keyed by it) and scan only the page that changed.
 */
const sourceOf = new WeakMap<DocFile | PageFile, MarkdownSource>();

function sourceFor(f: DocFile | PageFile): MarkdownSource {
  let s = sourceOf.get(f);
  if (!s) sourceOf.set(f, (s = { file: f.source, body: f.body, bodyLine: f.bodyLine }));
  return s;
}

export function markdownSources(graph: ContentGraph, keep?: (doc: DocFile) => boolean): MarkdownSource[] {
  const sources: MarkdownSource[] = [];
  for (const inst of graph.instances) {
    for (const d of inst.docs) if (d.visibility.html && (!keep || keep(d))) sources.push(sourceFor(d));
  }
  if (!keep) for (const p of graph.pages) if (p.kind === 'md') sources.push(sourceFor(p));
  return sources;
}
