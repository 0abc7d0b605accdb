// The table of contents and search sections of an MDX page, taken from its
// finished tree before it becomes code, and the TOC exported as `toc`, as
// Docusaurus does, so `<TOCInline toc={toc} />` works. The page's TOC levels
// come in `file.data.ctfdocsTocLevels` (the processor is made once).
import type { Root as HastRoot } from 'hast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { extract } from '../extract.ts';
import { exportConst } from './estree-value.ts';

export type Extracted = ReturnType<typeof extract>;

export interface TocLevels {
  min: number;
  max: number;
}

export function rehypeMdxExtract() {
  return (tree: HastRoot, file: { data: Record<string, unknown> }) => {
    const levels = file.data.ctfdocsTocLevels as TocLevels;
    const found = extract(tree, levels.min, levels.max);
    file.data.ctfdocsExtract = found;
    const declaresToc = tree.children.some((n) => n.type === ('mdxjsEsm' as string) && /\btoc\b/.test((n as unknown as MdxjsEsm).value));
    if (declaresToc) return;
    const toc = found.toc.map((t) => ({ value: t.text, id: t.id, level: t.level }));
    const esm = { type: 'mdxjsEsm', value: '', data: { estree: exportConst('toc', toc) } };
    (tree.children as unknown[]).unshift(esm);
  };
}
