// Frames in a markdown page's raw HTML, on the re-parsed tree before the
// sanitiser (rehype-raw-html.ts): a frame from an origin in `embeds.allow`
// gets its host's sandbox, a title and lazy loading, and the sanitiser keeps
// it (sanitize-schema.ts lets an <iframe> through, as this step has removed
// every other); any other frame is removed here, with a warning naming its
// origin and the config key.
import type { Element, ElementContent, Root } from 'hast';
import type { FileContext } from '../context.ts';
import { decideEmbed, droppedFeatures, permittedFeatures, refusedEmbed } from './decide.ts';

export function embedFrames(tree: Root, ctx: FileContext): void {
  const walk = (parent: Root | Element) => {
    parent.children = parent.children.filter((child) => {
      if (child.type !== 'element') return true;
      if (child.tagName !== 'iframe') {
        walk(child);
        return true;
      }
      const decided = decideEmbed(child.properties.src, ctx);
      if ('refused' in decided) {
        ctx.diagnostics.push(refusedEmbed(ctx, child, decided.refused));
        return false;
      }
      const allow = typeof child.properties.allow === 'string' ? permittedFeatures(child.properties.allow) : undefined;
      if (allow?.dropped.length) ctx.diagnostics.push(droppedFeatures(ctx, child, allow.dropped));
      const title = typeof child.properties.title === 'string' && child.properties.title.trim() ? child.properties.title : decided.title;
      child.properties = { ...child.properties, src: decided.src, title, loading: 'lazy', sandbox: decided.sandbox, allow: allow?.kept || undefined };
      // A frame's fallback content is never shown by browsers that have frames.
      child.children = [] as ElementContent[];
      return true;
    }) as typeof parent.children;
  };
  walk(tree);
}
