// The pages a check that scans markdown covers: every doc that is built, and
// the site's markdown pages, or only the docs a filter keeps.
import type { ContentGraph, DocFile, MarkdownSource } from '../types.ts';

export function markdownSources(graph: ContentGraph, keep?: (doc: DocFile) => boolean): MarkdownSource[] {
  const sources: MarkdownSource[] = [];
  for (const inst of graph.instances) {
    for (const d of inst.docs) if (!d.draft && (!keep || keep(d))) sources.push({ file: d.source, body: d.body, bodyLine: d.bodyLine });
  }
  if (!keep) for (const p of graph.pages) if (p.kind === 'md') sources.push({ file: p.source, body: p.body, bodyLine: p.bodyLine });
  return sources;
}
