// API descriptions are CommonMark (OpenAPI says so): compile each distinct text
// once through the site's markdown pipeline, so lists, tables, code blocks and
// links look and behave as they do in the docs. Large descriptions repeat the
// same schema descriptions many times; compiling by text keeps that cheap.
import type { Element, Root } from 'hast';
import { visit } from '../markdown/walk.ts';
import type { ApiDocument, CompiledMarkdown, Diagnostic, SchemaNode } from '../types.ts';
import { compileAll, type ParallelOptions } from '../markdown/compile-parallel.ts';
import { DEFAULT_MARKDOWN } from '../markdown/options.ts';

/**
 * Text that markdown would turn into one paragraph of itself: one line, no
 * inline syntax, no character references, no autolinked URL or address, and no
 * block marker at the start.
 */
const PLAIN = /^(?![ \t]*(?:[-+*>#=]|\d+[.)]))(?!.*www\.)[^\n`*_[\]<>&\\~|!:@]*$/;

/** Where descriptions compile: the build's workers (or a pool of their own), its routes and images, and its markdown options as docs get them. */
export interface DescriptionContext extends Pick<ParallelOptions, 'workers' | 'routes' | 'baseUrl' | 'readRules' | 'highlightCache'> {
  /** Site-root-relative path of the API document, for diagnostics. */
  file: string;
  absPath: string;
  markdown?: ParallelOptions['markdown'];
  /** Each image a description uses. */
  addAsset(abs: string): void;
}

/** Can the text skip the pipeline? It would come out as one paragraph of itself. */
export function isPlainDescription(text: string): boolean {
  return PLAIN.test(text);
}

/** Every description the reference shows, including those of nested schemas. */
export function descriptionTexts(api: ApiDocument): Set<string> {
  const out = new Set<string>();
  const add = (s?: string) => {
    if (s?.trim()) out.add(s);
  };
  const seen = new Set<SchemaNode>();
  const schema = (s?: SchemaNode) => {
    if (!s || seen.has(s)) return;
    seen.add(s);
    add(s.description);
    for (const p of s.properties ?? []) schema(p.schema);
    schema(s.items);
    for (const v of s.oneOf ?? []) schema(v);
    for (const v of s.anyOf ?? []) schema(v);
    schema(s.additionalProperties);
  };
  add(api.description);
  for (const s of api.security) add(s.description);
  for (const tag of api.tags) {
    add(tag.description);
    for (const op of tag.operations) {
      add(op.description);
      for (const p of op.parameters) {
        add(p.description);
        schema(p.schema);
      }
      add(op.requestBody?.description);
      schema(op.requestBody?.schema);
      for (const r of op.responses) {
        add(r.description);
        schema(r.schema);
        for (const h of r.headers ?? []) {
          add(h.description);
          schema(h.schema);
        }
      }
    }
  }
  return out;
}

/** Fill `api.markdown` with the compiled tree of every description; returns the pipeline's problems. */
export async function compileApiDescriptions(api: ApiDocument, ctx: DescriptionContext): Promise<Diagnostic[]> {
  const markdown = new Map<string, CompiledMarkdown['hast']>();
  const texts: string[] = [];
  for (const body of descriptionTexts(api)) {
    // Most schema descriptions are one plain sentence: the pipeline would make the same paragraph, slower.
    if (isPlainDescription(body)) markdown.set(body, { type: 'root', children: [{ type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: body.trim() }] }] });
    else texts.push(body);
  }
  // On the budgeted workers, as pages are: the document comes from outside the site's control.
  const results = await compileAll(
    texts.map((body, id) => ({ id, body, file: ctx.file, absPath: ctx.absPath, lineOffset: 0, tocMin: 2, tocMax: 3 })),
    { ...ctx, markdown: ctx.markdown ?? DEFAULT_MARKDOWN },
  );
  const diagnostics: Diagnostic[] = [];
  texts.forEach((body, i) => {
    const compiled = results[i];
    // A description is a fragment, not a page: its leading h1 (the content
    // title the pipeline finds) becomes a bold lead line, since an h1 inside
    // an operation would break the page's heading outline.
    const h1 = compiled.hast.children.findIndex((n) => n.type === 'element' && n.tagName === 'h1');
    if (compiled.title !== undefined && h1 >= 0) {
      const heading = compiled.hast.children[h1] as Element;
      compiled.hast.children[h1] = { type: 'element', tagName: 'p', properties: {}, children: [{ type: 'element', tagName: 'strong', properties: {}, children: heading.children }] };
    }
    if (api.externalDocsUrl) pointAtExternalDocs(compiled.hast, api.externalDocsUrl);
    markdown.set(body, compiled.hast);
    for (const abs of compiled.assets) ctx.addAsset(abs);
    diagnostics.push(...compiled.diagnostics);
  });
  api.markdown = markdown;
  return diagnostics;
}

/**
 * Descriptions written for a vendor's own docs site link to its pages as
 * `/rest/…`. On this site those would be broken links, so they are made
 * absolute against the document's `externalDocs.url` and open in a new tab,
 * as other outside links do.
 */
function pointAtExternalDocs(tree: Root, base: string) {
  visit(tree, 'element', (node: Element) => {
    const href = node.tagName === 'a' ? node.properties.href : undefined;
    if (typeof href !== 'string' || !href.startsWith('/') || href.startsWith('//')) return;
    node.properties.href = new URL(href, base).href;
    node.properties.target = '_blank';
    node.properties.rel = ['noopener', 'noreferrer'];
  });
}
