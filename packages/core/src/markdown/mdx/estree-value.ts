// A plain JSON value as an estree expression, for the exports the pipeline
// adds to an MDX module (`export const toc = […]`).
import type { Expression, Program } from 'estree';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

export function valueToEstree(value: Json): Expression {
  if (Array.isArray(value)) return { type: 'ArrayExpression', elements: value.map(valueToEstree) };
  if (value !== null && typeof value === 'object') {
    return {
      type: 'ObjectExpression',
      properties: Object.entries(value).map(([key, v]) => ({
        type: 'Property',
        key: { type: 'Literal', value: key },
        value: valueToEstree(v),
        kind: 'init',
        method: false,
        shorthand: false,
        computed: false,
      })),
    };
  }
  return { type: 'Literal', value };
}

export function exportConst(name: string, value: Json): Program {
  return {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ExportNamedDeclaration',
        specifiers: [],
        attributes: [],
        declaration: { type: 'VariableDeclaration', kind: 'const', declarations: [{ type: 'VariableDeclarator', id: { type: 'Identifier', name }, init: valueToEstree(value) }] },
      },
    ],
  };
}
