// Docusaurus's <TOCInline toc={toc} />: the page's headings as a nested list
// in the content. MDX pages export `toc` ({ value, id, level } per heading,
// h2 to h6); the levels shown default to themeConfig.tableOfContents, as
// Docusaurus's TOCInline takes them.
import { useShell } from '../context.tsx';
import { overridable } from '../theme-components/overridable.tsx';
export interface TocEntry {
  value: string;
  id: string;
  level: number;
}

export interface TOCInlineProps {
  toc: readonly TocEntry[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
}

interface Node {
  entry: TocEntry;
  children: Node[];
}

function nest(entries: readonly TocEntry[]): Node[] {
  const roots: Node[] = [];
  const stack: Node[] = [];
  for (const entry of entries) {
    const node = { entry, children: [] };
    while (stack.length && stack[stack.length - 1].entry.level >= entry.level) stack.pop();
    (stack.length ? stack[stack.length - 1].children : roots).push(node);
    stack.push(node);
  }
  return roots;
}

function List({ nodes }: { nodes: Node[] }) {
  return (
    <ul>
      {nodes.map((n) => (
        <li key={n.entry.id}>
          <a href={`#${n.entry.id}`}>{n.entry.value}</a>
          {n.children.length ? <List nodes={n.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

function ThemeTOCInline({ toc, minHeadingLevel, maxHeadingLevel }: TOCInlineProps) {
  const levels = useShell().site.config.themeConfig.tableOfContents;
  const min = minHeadingLevel ?? levels.minHeadingLevel;
  const max = maxHeadingLevel ?? levels.maxHeadingLevel;
  const entries = (toc ?? []).filter((t) => t.level >= min && t.level <= max);
  if (!entries.length) return null;
  return (
    <div className="toc-inline">
      <List nodes={nest(entries)} />
    </div>
  );
}

export const TOCInline = overridable('TOCInline', ThemeTOCInline);
