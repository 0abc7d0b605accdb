// A ```mermaid block (with `markdown.mermaid`, on by default) is wrapped in a
// <div> the theme's client script draws the diagram into, in the browser and
// only on pages that have one. Inside it the block stays a code block,
// highlighted like any other: that is what a reader without JavaScript sees
// (a div, unlike a figure, has no margins of its own to undo for them), and
// after drawing it is the diagram's text alternative.
// `data-diagram` is what the client looks for: raw HTML cannot write it (the
// sanitiser keeps only the data attributes it lists), so only a mermaid code
// block is drawn (written as HTML, `<pre><code class="language-mermaid">`
// is the same text a fence gives, and is drawn as one). Each diagram's
// source and line are kept with the page for the build's syntax check (the
// renderer's diagram-check.ts).
import type { Element, Root } from 'hast';
import { visit, SKIP } from './walk.ts';
import { ctxOf, positionOf } from './context.ts';
import { rawText } from './plain-text.ts';
import { DIAGRAM_CLASS, MERMAID } from '../shared/page-features.ts';

export function rehypeDiagrams() {
  return (tree: Root, file: { data: Record<string, unknown> }) => {
    const ctx = ctxOf(file);
    if (!ctx.markdown.mermaid) return;
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'pre' || !parent || typeof index !== 'number') return;
      const code = node.children[0];
      if (code?.type !== 'element' || code.tagName !== 'code') return;
      const classes = Array.isArray(code.properties.className) ? code.properties.className : [];
      if (!classes.includes(`language-${MERMAID}`)) return;
      // The fence's line; the diagram's first line is the next one.
      const { line } = positionOf(ctx, node);
      if (line !== undefined) ctx.diagrams.push({ line: line + 1, source: rawText(code).replace(/\n$/, '') });
      const diagram: Element = { type: 'element', tagName: 'div', properties: { className: [DIAGRAM_CLASS], dataDiagram: MERMAID }, children: [node] };
      parent.children[index] = diagram;
      return SKIP;
    });
  };
}
