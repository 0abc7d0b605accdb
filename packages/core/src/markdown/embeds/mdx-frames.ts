// Frames written as JSX in an MDX page (`<iframe src="…" />`), held to the
// rule of markdown pages' frames (decide.ts): the policy blocks any origin
// not in `embeds.allow`, so such a frame would only be a blank box; it is
// removed with a warning instead. A kept frame gets its host's sandbox, a
// title when it has none and lazy loading. A `src` computed by an expression
// cannot be checked before the page runs, so its frame is removed too.
import type { Parent, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { ctxOf } from '../context.ts';
import { visit } from '../walk.ts';
import { decideEmbed, droppedFeatures, permittedFeatures, refusedEmbed } from './decide.ts';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

export function remarkMdxFrames() {
  return (tree: Root, file: { data: Record<string, unknown> }) => {
    const ctx = ctxOf(file);
    visit(tree, (node, index, parent) => {
      if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || (node as JsxElement).name !== 'iframe' || !parent || index === undefined) return;
      const el = node as JsxElement;
      const attributes = el.attributes.filter((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute');
      const value = (name: string) => attributes.find((a) => a.name.toLowerCase() === name.toLowerCase())?.value;
      const decided = decideEmbed(value('src'), ctx);
      if ('refused' in decided) {
        ctx.diagnostics.push(refusedEmbed(ctx, el, decided.refused));
        (parent as Parent).children.splice(index, 1);
        return index;
      }
      const allow = value('allow');
      const features = typeof allow === 'string' ? permittedFeatures(allow) : undefined;
      if (features?.dropped.length) ctx.diagnostics.push(droppedFeatures(ctx, el, features.dropped));
      const title = value('title');
      const set: Record<string, string | undefined> = {
        src: decided.src,
        title: typeof title === 'string' && title.trim() ? title : decided.title,
        loading: 'lazy',
        sandbox: decided.sandbox.join(' '),
        allow: features ? features.kept || undefined : undefined,
      };
      el.attributes = [
        ...el.attributes.filter((a) => a.type !== 'mdxJsxAttribute' || !(a.name.toLowerCase() in set)),
        ...Object.entries(set).flatMap(([name, v]) => (v === undefined ? [] : [{ type: 'mdxJsxAttribute' as const, name, value: v }])),
      ];
      el.children = [] as RootContent[] as JsxElement['children'];
    });
  };
}
