// `::::tabs{groupId="…"}` with `:::tab[Label]` panels, and the tab markup
// that VitePress's code groups share. Without JavaScript every panel stays
// readable; the client script (theme's tabs.ts) switches them.
import type { ContainerDirective, LeafDirective } from 'mdast-util-directive';
import type { ContainerHandler, ContainerScope } from './types.ts';
import { labelText, takeLabel } from './label.ts';
import { positionOf } from '../context.ts';
import { slugify } from '../../util/slug.ts';

export interface TabPanel {
  label: string;
  /** The container that becomes the panel: its children are the panel's content. */
  node: ContainerDirective;
}

/** Make `node` a tab group of `panels`; content that is not a panel is dropped with a warning naming `what`. */
export function toTabs(node: ContainerDirective, panels: TabPanel[], scope: ContainerScope, what: { dropped: boolean; hint: string; message: string }) {
  const { ctx } = scope;
  if (what.dropped) {
    ctx.diagnostics.push({ severity: 'warning', code: 'markdown/tabs', message: what.message, file: ctx.file, ...positionOf(ctx, node), hint: what.hint });
  }
  const group = scope.nextTabGroup();
  const values = panels.map((p) => slugify(p.label) || 'tab');
  const buttons = panels.map((p, i) => ({
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
    children: [{ type: 'text', value: p.label }],
  }));
  for (const [i, p] of panels.entries()) {
    p.node.data = {
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
  }
  node.data = { hName: 'div', hProperties: { className: ['tabs'], dataGroupId: node.attributes?.groupId ?? undefined } };
  node.children = [
    { type: 'paragraph', data: { hName: 'div', hProperties: { role: 'tablist', className: ['tabs-list'] } }, children: buttons },
    ...panels.map((p) => p.node),
  ] as unknown as ContainerDirective['children'];
}

export const tabs: ContainerHandler = (node, scope) => {
  takeLabel(node);
  if (node.children.some(isTabLine)) return labelledTabs(node, scope);
  const panels = node.children.filter((c): c is ContainerDirective => c.type === 'containerDirective' && c.name === 'tab');
  toTabs(
    node,
    panels.map((t, i) => ({ label: labelText(takeLabel(t)) || `Tab ${i + 1}`, node: t })),
    scope,
    {
      dropped: panels.length !== node.children.length,
      message: 'A ::::tabs block may contain only :::tab blocks; other content in it is dropped',
      hint: 'Move the content into a :::tab[Label] block, or out of the tabs block.',
    },
  );
};

const isTabLine = (n: ContainerDirective['children'][number]): n is LeafDirective => n.type === 'leafDirective' && n.name === 'tab';

/**
 * vitepress-plugin-tabs's `:::tabs` with a `== Label` line before each
 * panel (container-fences.ts makes those lines `::tab[Label]`): each panel
 * is what follows its label, up to the next.
 */
function labelledTabs(node: ContainerDirective, scope: ContainerScope) {
  const panels: TabPanel[] = [];
  let before = false;
  for (const child of node.children) {
    if (isTabLine(child))
      panels.push({ label: labelText(child.children) || `Tab ${panels.length + 1}`, node: { type: 'containerDirective', name: 'tab', attributes: {}, children: [], position: child.position } });
    else if (panels.length) panels[panels.length - 1].node.children.push(child);
    else before = true;
  }
  toTabs(node, panels, scope, {
    dropped: before,
    message: 'A :::tabs block must start with a "== Label" line; the content before the first one is dropped',
    hint: 'Put a "== Label" line before the first panel, or move the content out of the tabs block.',
  });
}

/** A `:::tab` that no tabs block took: kept as a plain block, with a warning. */
export const strayTab: ContainerHandler = (node, { ctx }) => {
  takeLabel(node);
  node.data = { hName: 'div' };
  ctx.diagnostics.push({
    severity: 'warning',
    code: 'markdown/tabs',
    message: 'A :::tab block outside a ::::tabs block is shown as plain content',
    file: ctx.file,
    ...positionOf(ctx, node),
    hint: "Wrap it in a ::::tabs block whose fence has more colons than the tab's.",
  });
};
