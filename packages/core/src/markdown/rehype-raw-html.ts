// Raw HTML in a markdown page: parsed into elements, frames checked against
// `embeds.allow` (embeds/frames.ts), reported where the sanitiser will
// remove something (rehype-unsupported-html.ts, against the
// same schema), then sanitised. rehype-raw re-parses the whole tree with
// parse5 and rehype-sanitize rebuilds it: both are skipped when the page has
// no raw HTML, which is most pages. Markdown-made nodes are safe by
// construction except for link and image URLs, which rehype-links.ts checks
// on every page.
import type { ElementContent, Root as HastRoot } from 'hast';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize from 'rehype-sanitize';
import { sanitizeSchema } from './sanitize-schema.ts';
import { rehypeUnsupportedHtml } from './rehype-unsupported-html.ts';
import { embedFrames } from './embeds/frames.ts';
import { ctxOf } from './context.ts';

export function rehypeRawHtml() {
  const raw = rehypeRaw() as unknown as (tree: HastRoot, file: unknown) => HastRoot;
  const sanitize = (rehypeSanitize as unknown as (schema: unknown) => (tree: HastRoot) => HastRoot)(sanitizeSchema);
  const report = rehypeUnsupportedHtml();
  return (tree: HastRoot, file: { data: Record<string, unknown> }) => {
    if (!hasRaw(tree)) return tree;
    const parsed = raw(tree, file);
    embedFrames(parsed, ctxOf(file));
    report(parsed, file);
    return sanitize(parsed);
  };
}

function hasRaw(node: HastRoot | ElementContent): boolean {
  if (node.type === 'raw') return true;
  return 'children' in node && (node.children as ElementContent[]).some(hasRaw);
}
