// An SVG a page shows as an image is published on the site's own origin,
// where opening it as a document would run its scripts under the site's
// policy (`script-src 'self'`). It is parsed as XML, as a browser reads an
// .svg file, and written again from what is left after removing what can
// run code or reach outside the file: scripts and embedded HTML, event
// handlers, `javascript:` values, references to other files (href, url(),
// @import) and animations that would set them. Only the rewritten bytes are
// published, so what a browser parses is the tree checked here, whatever a
// parser of another kind would have made of the original.
import type { Element, ElementContent, Root } from 'xast';
import { fromXml } from 'xast-util-from-xml';
import { toXml } from 'xast-util-to-xml';

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const XLINK_NAMESPACE = 'http://www.w3.org/1999/xlink';

/** SVG's drawing, structure, paint, filter and animation elements; anything else (script, foreignObject, HTML, editors' own elements) is removed. */
const ELEMENTS = new Set([
  'a',
  'animate',
  'animateMotion',
  'animateTransform',
  'circle',
  'clipPath',
  'defs',
  'desc',
  'ellipse',
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feConvolveMatrix',
  'feDiffuseLighting',
  'feDisplacementMap',
  'feDistantLight',
  'feDropShadow',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feImage',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
  'fePointLight',
  'feSpecularLighting',
  'feSpotLight',
  'feTile',
  'feTurbulence',
  'filter',
  'g',
  'image',
  'line',
  'linearGradient',
  'marker',
  'mask',
  'metadata',
  'mpath',
  'path',
  'pattern',
  'polygon',
  'polyline',
  'radialGradient',
  'rect',
  'set',
  'stop',
  'style',
  'svg',
  'switch',
  'symbol',
  'text',
  'textPath',
  'title',
  'tspan',
  'use',
  'view',
]);

/** Elements that animate another attribute: one that targets a link or a handler would set it after the check. */
const ANIMATIONS = new Set(['animate', 'set']);
/** Elements that may show an embedded raster image (`data:image/png;base64,…`). */
const EMBEDS_IMAGES = new Set(['image', 'feImage']);
/** Namespaced attributes that are part of SVG; any other prefix belongs to a namespace a browser does not draw. */
const PREFIXED = new Set(['xlink:href', 'xlink:title', 'xml:space', 'xml:lang']);

const EMBEDDED_RASTER = /^data:image\/(?:png|jpeg|gif|webp|avif);base64,[a-z0-9+/=\s]*$/i;
/** CSS that loads something: @import, url() to anything but a fragment, image-set(), src(), and escapes that could spell them. */
const CSS_LOADS = /@import|\\|url\s*\(\s*(?!['"]?\s*#)|image(?:-set)?\s*\(|src\s*\(|expression\s*\(|-moz-binding|behavior\s*:/i;

export interface SanitizedSvg {
  /** The SVG as published: UTF-8 XML with only what passed the check. */
  bytes: Buffer;
  /** What was removed (element names, attributes), once each, in document order. */
  removed: string[];
}

/**
 * The SVG, sanitised; `undefined` when the bytes are not an SVG document
 * (not UTF-8, not well-formed XML, or its root is not `<svg>`).
 */
export function sanitizeSvg(bytes: Uint8Array): SanitizedSvg | undefined {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
  let tree: Root;
  try {
    tree = fromXml(text);
  } catch {
    return undefined;
  }
  // The XML declaration, comments and the doctype are dropped: the copy is plain UTF-8 and draws the same.
  const roots = tree.children.filter((n) => n.type === 'element');
  const root = roots[0];
  if (roots.length !== 1 || root.name !== 'svg' || (root.attributes.xmlns ?? SVG_NAMESPACE) !== SVG_NAMESPACE) return undefined;
  const removed = new Set<string>();
  const clean = cleanElement(root, removed);
  // Every element is written in SVG's namespace; xlink's is declared when a kept attribute uses it.
  clean.attributes = { xmlns: SVG_NAMESPACE, ...(usesXlink(clean) ? { 'xmlns:xlink': XLINK_NAMESPACE } : {}), ...clean.attributes };
  return { bytes: Buffer.from(toXml({ type: 'root', children: [clean] }), 'utf8'), removed: [...removed] };
}

function cleanElement(node: Element, removed: Set<string>): Element {
  const attributes: Element['attributes'] = {};
  for (const [name, value] of Object.entries(node.attributes)) {
    // Namespace declarations go: nothing in another namespace is kept, and SVG's own are written on the root.
    if (value === null || value === undefined || name === 'xmlns' || name.startsWith('xmlns:')) continue;
    const problem = attributeProblem(node.name, name, value);
    if (problem) removed.add(problem);
    else attributes[name] = value;
  }
  const children: ElementContent[] = [];
  for (const child of node.children) {
    if (child.type === 'comment' || child.type === 'instruction') continue;
    if (child.type !== 'element') {
      children.push(child);
      continue;
    }
    const problem = elementProblem(child);
    if (problem) removed.add(problem);
    else children.push(cleanElement(child, removed));
  }
  return { type: 'element', name: node.name, attributes, children };
}

/** Why an element is removed with everything in it, if it is. */
function elementProblem(node: Element): string | undefined {
  if (!ELEMENTS.has(node.name)) return `<${node.name}>`;
  if (node.name === 'style' && CSS_LOADS.test(textOf(node))) return '<style> that loads other files';
  if (ANIMATIONS.has(node.name)) {
    const target = (node.attributes.attributeName ?? '').trim().toLowerCase();
    if (target === 'href' || target === 'xlink:href' || target.startsWith('on') || target === 'style') return `<${node.name}> of ${target}`;
  }
  return undefined;
}

/** Why an attribute is removed, if it is. */
function attributeProblem(element: string, name: string, value: string): string | undefined {
  const lower = name.toLowerCase();
  if (lower.startsWith('on')) return `${name} handler`;
  if (name.includes(':') && !PREFIXED.has(lower)) return `${name} attribute`;
  // Control characters and spaces are ignored by URL parsers: "java\tscript:" is still a script.
  if (
    value
      .replace(/[\u0000-\u0020]+/g, '')
      .toLowerCase()
      .includes('javascript:')
  )
    return `${name} with a javascript: URL`;
  if (lower === 'href' || lower === 'xlink:href') {
    const url = value.trim();
    if (url.startsWith('#') || (EMBEDS_IMAGES.has(element) && EMBEDDED_RASTER.test(url))) return undefined;
    return `${name} to another file`;
  }
  if (lower === 'xml:base') return `${name} attribute`;
  if (lower === 'style' ? CSS_LOADS.test(value) : /url\s*\(\s*(?!['"]?\s*#)/i.test(value)) return `${name} that loads another file`;
  return undefined;
}

function usesXlink(node: Element): boolean {
  return Object.keys(node.attributes).some((name) => name.startsWith('xlink:')) || node.children.some((c) => c.type === 'element' && usesXlink(c));
}

function textOf(node: Element): string {
  return node.children.map((c) => (c.type === 'text' || c.type === 'cdata' ? c.value : c.type === 'element' ? textOf(c) : '')).join('');
}
