// Containers (`:::name`) go to their handler in containers/index.ts. Any
// other directive is put back as the text it was written as, so a stray
// ":word" in prose never disappears; one with a label, attributes or a fence
// of its own was meant as markup, and is reported as not rendered.
import type { Paragraph, RootContent } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import type { Parent } from 'unist';
import { visit } from './walk.ts';
import { ctxOf, positionOf, type FileContext } from './context.ts';
import { CONTAINERS, type ContainerScope } from './containers/index.ts';
import { takeLabel } from './containers/label.ts';
import { unsupported } from './unsupported.ts';

type Directive = ContainerDirective | LeafDirective | TextDirective;

const MARKER = { textDirective: ':', leafDirective: '::', containerDirective: ':::' } as const;
const CLOSING_FENCE = /^\s*(?:>\s?)*:{3,}\s*$/;

export function remarkDirectives() {
  return (tree: Parent, file: { data: Record<string, unknown>; value?: unknown }) => {
    const ctx = ctxOf(file);
    const source = String(file.value ?? '');
    let tabGroup = 0;
    const scope: ContainerScope = { ctx, nextTabGroup: () => ++tabGroup };
    visit(tree, (node, index, parent) => {
      if (node.type !== 'containerDirective' && node.type !== 'leafDirective' && node.type !== 'textDirective') return;
      const d = node as Directive;
      // Already made into markup by the container around it (a tab panel).
      if (d.data) return;
      const handler = d.type === 'containerDirective' ? CONTAINERS.get(d.name) : undefined;
      if (handler) {
        handler(d as ContainerDirective, scope);
        return;
      }
      if (!parent || typeof index !== 'number') return;
      const written = d.position?.start.offset !== undefined && d.position.end.offset !== undefined ? source.slice(d.position.start.offset, d.position.end.offset) : `${MARKER[d.type]}${d.name}`;
      const simple = d.type === 'textDirective' && !d.children.length && !Object.keys(d.attributes ?? {}).length;
      if (!simple) ctx.diagnostics.push(report(ctx, d, written));
      const replacement = restore(d, written);
      parent.children.splice(index, 1, ...replacement);
      // Go on inside what was restored: a known container may be nested in an unknown one.
      return index + 1;
    });
  };
}

/** The directive as the text it was written as; a container keeps its content as markdown. */
function restore(d: Directive, written: string): RootContent[] {
  if (d.type === 'textDirective') return [{ type: 'text', value: written }];
  if (d.type === 'leafDirective') return [{ type: 'paragraph', children: [{ type: 'text', value: written }] }];
  takeLabel(d);
  const lines = written.split('\n');
  const text = (value: string): Paragraph => ({ type: 'paragraph', children: [{ type: 'text', value: value.trim() }] });
  const closing = lines.length > 1 && CLOSING_FENCE.test(lines[lines.length - 1]) ? [text(lines[lines.length - 1])] : [];
  return [text(lines[0]), ...(d.children as RootContent[]), ...closing];
}

function report(ctx: FileContext, d: Directive, written: string) {
  const shown = written.split('\n')[0].trim();
  const known = [...CONTAINERS.keys()].filter((n) => n !== 'tab').join(', ');
  return unsupported('directive', {
    message: `${d.type === 'containerDirective' ? 'Container' : 'Directive'} "${shown.length > 60 ? `${shown.slice(0, 57)}…` : shown}" is not rendered; it is shown as written`,
    file: ctx.file,
    ...positionOf(ctx, d),
    hint:
      d.type === 'containerDirective'
        ? `Use one of the containers ctfdocs renders (${known}), or write a backslash before the colons (\\:::) to show them as text.`
        : 'ctfdocs has no text or leaf directives: write a backslash before the colon (\\:) to show it as text, or use markdown or HTML for the markup.',
  });
}
