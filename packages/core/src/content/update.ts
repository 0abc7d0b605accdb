// serve's saves: most change the body of one page and nothing else. Such a
// save cannot change any other page's route, title or sidebar, so the content
// graph of the last load is kept with only that page's text read again,
// instead of listing, reading and parsing every file of the site.
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { ContentGraph, DocFile, DocsInstance, PageFile } from '../types.ts';
import { splitFrontMatter } from './frontmatter.ts';
import { makeDoc } from './load.ts';
import { readPageFile } from './files.ts';

/**
 * The graph with the bodies of `changed` (absolute paths) read again, or
 * undefined when a change may reach beyond its page, when the whole graph
 * must be loaded again: a file that is no page of the graph (a new or
 * deleted page, a sidebars, category, versions or config file), a page that
 * cannot be read or whose front matter has problems, or a change to its
 * front matter or to the title its first heading gives it.
 */
export async function updateContent(graph: ContentGraph, changed: readonly string[], rootDir: string): Promise<ContentGraph | undefined> {
  const docAt = new Map<string, Array<{ inst: DocsInstance; doc: DocFile }>>();
  // A file is one doc of each instance that reads it (a version's folder is read by that version alone).
  for (const inst of graph.instances) {
    for (const doc of inst.docs) {
      const abs = path.resolve(rootDir, doc.source);
      docAt.set(abs, [...(docAt.get(abs) ?? []), { inst, doc }]);
    }
  }
  const pageAt = new Map(graph.pages.flatMap((p) => (p.kind === 'md' ? [[path.resolve(rootDir, p.source), p] as const] : [])));
  const docs = new Map<DocFile, DocFile>();
  const pages = new Map<PageFile, PageFile>();
  for (const abs of new Set(changed.map((f) => path.resolve(rootDir, f)))) {
    const entries = docAt.get(abs);
    const page = pageAt.get(abs);
    if (!entries && !page) return undefined;
    const source = (entries?.[0]?.doc ?? page)!.source;
    // A page that had problems is loaded with the rest, so they are reported afresh.
    if (graph.diagnostics.some((d) => d.file === source)) return undefined;
    const { text } = await readPageFile(abs, source);
    if (text === undefined) return undefined;
    const split = splitFrontMatter(text, source);
    if (split.diagnostics.length) return undefined;
    for (const { inst, doc } of entries ?? []) {
      const next = makeDoc(inst.config, doc.relPath, source, split, doc.visibility);
      if (!sameButBody(doc, next)) return undefined;
      docs.set(doc, next);
    }
    if (page) {
      if (!isDeepStrictEqual(page.frontMatter, split.frontMatter)) return undefined;
      pages.set(page, { ...page, frontMatter: split.frontMatter, body: split.body, bodyLine: split.bodyLine, frontMatterSource: split.frontMatterSource });
    }
  }
  return {
    ...graph,
    instances: graph.instances.map((inst) => (inst.docs.some((d) => docs.has(d)) ? { ...inst, docs: inst.docs.map((d) => docs.get(d) ?? d) } : inst)),
    pages: graph.pages.map((p) => pages.get(p) ?? p),
  };
}

/** Whether two readings of a doc differ in nothing but the text of its body (and the line it starts on) and the way its front matter is written. */
function sameButBody(before: DocFile, after: DocFile): boolean {
  const text = { body: '', bodyLine: 0, frontMatterSource: '' };
  return isDeepStrictEqual({ ...before, ...text }, { ...after, ...text });
}
