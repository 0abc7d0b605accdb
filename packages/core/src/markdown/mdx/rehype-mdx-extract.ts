// The table of contents and search sections of an MDX page, taken from its
// finished tree before it becomes code, and every heading from h2 to h6
// exported as `toc`, as Docusaurus does, so `<TOCInline toc={toc} />` shows
// the levels its props (or the theme config) ask for. The page's TOC levels
// come in `file.data.ctfdocsTocLevels` (the processor is made once).
import type { Root as HastRoot } from 'hast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { extract } from '../extract.ts';
import { exportConst } from './estree-value.ts';
import { ctxOf } from '../context.ts';

export type Extracted = ReturnType<typeof extract>;

export interface TocLevels {
  min: number;
  max: number;
}

export function rehypeMdxExtract() {
  return (tree: HastRoot, file: { data: Record<string, unknown> }) => {
    const levels = file.data.ctfdocsTocLevels as TocLevels;
    const all = extract(tree, 2, 6, ctxOf(file).title !== undefined);
    const found = { ...all, toc: all.toc.filter((t) => t.level >= levels.min && t.level <= levels.max) };
    file.data.ctfdocsExtract = found;
    const declaresToc = tree.children.some((n) => n.type === ('mdxjsEsm' as string) && /\btoc\b/.test((n as unknown as MdxjsEsm).value));
    if (declaresToc) return;
    const toc = all.toc.map((t) => ({ value: t.text, id: t.id, level: t.level }));
    const esm = { type: 'mdxjsEsm', value: '', data: { estree: exportConst('toc', toc) } };
    (tree.children as unknown[]).unshift(esm);
  };
}
