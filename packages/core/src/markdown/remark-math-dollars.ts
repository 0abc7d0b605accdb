// With `markdown.math` on, remark-math reads any two `$` on a line as the
// ends of inline math, so "between $5 and $10" becomes the math "5 and ".
// Pandoc's rule tells such prose apart: math opens with `$` and a non-space
// and closes with a non-space and `$` not followed by a digit. A span that
// breaks it is left as remark-math reads it (as Docusaurus's setup does) but
// reported, so that the writer escapes the dollar or closes up the math.
import type { Root } from 'mdast';
import type { InlineMath } from 'mdast-util-math';
import { visit } from './walk.ts';
import { ctxOf, positionOf } from './context.ts';

export function remarkMathDollars() {
  return (tree: Root, file: { data: Record<string, unknown>; value?: unknown }) => {
    const source = String(file.value ?? '');
    const ctx = ctxOf(file);
    visit(tree, 'inlineMath', (node: InlineMath) => {
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      if (start === undefined || end === undefined) return;
      const written = source.slice(start, end);
      // `$$…$$` written inline is math on purpose.
      if (written.startsWith('$$')) return;
      const inner = written.slice(1, -1);
      if (!/^\s|\s$/.test(inner) && !/^\d/.test(source.slice(end))) return;
      ctx.diagnostics.push({
        severity: 'warning',
        code: 'markdown/math-dollars',
        message: `"${written}" is read as math, but reads like prose with dollar signs (a price?)`,
        file: ctx.file,
        ...positionOf(ctx, node),
        hint: 'Write \\$ for a dollar sign; for math, put no space after the opening $ or before the closing one.',
      });
    });
  };
}
