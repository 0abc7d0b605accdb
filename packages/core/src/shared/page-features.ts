// How the compiled page marks math and diagrams, which the theme's server
// components and its client script both read. A module with no imports, so
// the client code can share it.

/** A formula KaTeX rendered: `span.math.math-inline` or `div.math.math-display` (markdown/rehype-math.ts). */
export const MATH_CLASS = 'math';

/** A diagram's container: `div.diagram[data-diagram=mermaid]`, holding its source as a code block (markdown/rehype-diagrams.ts). */
export const DIAGRAM_CLASS = 'diagram';
export const MERMAID = 'mermaid';
/** The diagrams the client draws: raw HTML in a page cannot write this attribute, so only a mermaid code block is drawn. */
export const MERMAID_SELECTOR = `div.${DIAGRAM_CLASS}[data-diagram="${MERMAID}"]`;
/** The attribute as the rendered HTML writes it: a page's text cannot hold it unescaped. */
export const MERMAID_ATTRIBUTE = `data-diagram="${MERMAID}"`;
