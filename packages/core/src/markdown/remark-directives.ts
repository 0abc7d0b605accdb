// Admonitions (:::note[Title]) and tabs (::::tabs / :::tab[Label]) from
// remark-directive nodes; any other directive is put back as the text it was,
// so a stray ":word" in prose never disappears.
import type { Root, Paragraph, PhrasingContent, RootContent } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { visit, SKIP } from './walk.ts';
import { ctxOf } from './context.ts';
import { slugify } from '../util/slug.ts';
import { ADMONITIONS, ADMONITION_TITLES as DEFAULT_TITLES, admonitionKind } from './admonitions.ts';

export { ADMONITIONS };

type Directive = ContainerDirective | LeafDirective | TextDirective;

function takeLabel(node: ContainerDirective): PhrasingContent[] | undefined {
  const first = node.children[0];
  if (first && first.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel) {
    node.children.shift();
    return (first as Paragraph).children;
  }
  return undefined;
}

function labelText(children: PhrasingContent[] | undefined): string {
  return (children ?? []).map((c) => ('value' in c ? c.value : 'children' in c ? labelText(c.children as PhrasingContent[]) : '')).join('');
}

export function remarkDirectives() {
  return (tree: Root, file: { data: Record<string, unknown> }) => {
    const ctx = ctxOf(file);
    let tabGroup = 0;
    visit(tree, (node, index, parent) => {
      if (node.type !== 'containerDirective' && node.type !== 'leafDirective' && node.type !== 'textDirective') return;
      const d = node as Directive;
      if (d.type === 'containerDirective' && (ADMONITIONS as readonly string[]).includes(d.name)) {
        const label = takeLabel(d);
        const kind = admonitionKind(d.name);
        d.data = { hName: 'div', hProperties: { className: ['admonition', `admonition-${kind}`], role: 'note' } };
        const title: Paragraph = {
          type: 'paragraph',
          data: { hName: 'p', hProperties: { className: ['admonition-title'] } },
          children: label ?? [{ type: 'text', value: DEFAULT_TITLES[d.name] }],
        };
        const body = { type: 'paragraph', data: { hName: 'div', hProperties: { className: ['admonition-body'] } }, children: d.children } as unknown as Paragraph;
        d.children = [title, body] as unknown as ContainerDirective['children'];
        return;
      }
      if (d.type === 'containerDirective' && d.name === 'tabs') {
        takeLabel(d);
        const groupId = d.attributes?.groupId ?? undefined;
        const group = ++tabGroup;
        const tabs = d.children.filter((c): c is ContainerDirective => c.type === 'containerDirective' && c.name === 'tab');
        if (tabs.length !== d.children.length) {
          ctx.diagnostics.push({
            severity: 'warning',
            code: 'markdown/tabs',
            message: 'A ::::tabs block may contain only :::tab blocks; other content in it is dropped',
            file: ctx.file,
            line: (d.position?.start.line ?? 1) + ctx.lineOffset - 1,
            hint: 'Move the content into a :::tab[Label] block, or out of the tabs block.',
          });
        }
        const labels = tabs.map((t, i) => labelText(takeLabel(t)) || `Tab ${i + 1}`);
        const values = labels.map((l) => slugify(l) || 'tab');
        const buttons = labels.map((label, i) => ({
          type: 'paragraph',
          data: {
            hName: 'button',
            hProperties: {
              type: 'button',
              role: 'tab',
              id: `tab-${group}-${i}`,
              className: ['tabs-tab'],
              ariaSelected: i === 0 ? 'true' : 'false',
              ariaControls: `tabpanel-${group}-${i}`,
              tabIndex: i === 0 ? 0 : -1,
              dataValue: values[i],
            },
          },
          children: [{ type: 'text', value: label }],
        }));
        const panels = tabs.map((t, i) => {
          t.data = {
            hName: 'div',
            hProperties: <Record<string, string | string[]>>{
              role: 'tabpanel',
              id: `tabpanel-${group}-${i}`,
              // Inactive panels are hidden by CSS only once the client script
              // runs, so without JavaScript every panel stays readable.
              className: i === 0 ? ['tabs-panel'] : ['tabs-panel', 'tabs-panel-inactive'],
              ariaLabelledBy: `tab-${group}-${i}`,
              dataValue: values[i],
            },
          };
          return t;
        });
        d.data = {
          hName: 'div',
          hProperties: { className: ['tabs'], dataGroupId: groupId ?? undefined },
        };
        d.children = [
          { type: 'paragraph', data: { hName: 'div', hProperties: { role: 'tablist', className: ['tabs-list'] } }, children: buttons },
          ...panels,
        ] as unknown as ContainerDirective['children'];
        return SKIP;
      }
      if (d.type === 'containerDirective' && d.name === 'tab') return;
      // Not ours: restore the source text.
      if (parent && typeof index === 'number') {
        const marker = d.type === 'textDirective' ? ':' : d.type === 'leafDirective' ? '::' : ':::';
        const replacement: RootContent =
          d.type === 'textDirective'
            ? ({ type: 'text', value: `${marker}${d.name}` } as RootContent)
            : ({ type: 'paragraph', children: [{ type: 'text', value: `${marker}${d.name}` }] } as RootContent);
        const kids = d.type === 'textDirective' ? d.children : [];
        (parent.children as RootContent[]).splice(index, 1, replacement, ...(kids as RootContent[]), ...(d.type === 'containerDirective' ? (d.children as RootContent[]) : []));
        return index + 1;
      }
    });
  };
}
