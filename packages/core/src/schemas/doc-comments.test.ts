// Each field of the schemas in this folder says, in its doc comment, what
// it does and what it is when the file leaves it out (a default, "Required"
// or "Unset"): the comment is what an editor shows on hover and what the
// README's config table is written from. Read from the source with the
// TypeScript parser, since doc comments do not reach the schema objects.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const dir = import.meta.dirname;
const STATES_ITS_DEFAULT = /default|required|unset/i;

/** Object literals that hold fields: the shape given to `z.object`/`z.strictObject`/`.extend`, or a `…Fields` object spread into one. */
function isFieldsLiteral(node: ts.ObjectLiteralExpression): boolean {
  const parent = node.parent;
  if (ts.isCallExpression(parent) && parent.arguments[0] === node) {
    const callee = parent.expression;
    return ts.isPropertyAccessExpression(callee) && ['object', 'strictObject', 'looseObject', 'extend'].includes(callee.name.text);
  }
  return ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name) && /Fields$/.test(parent.name.text);
}

/** `file:line key` of each field without a doc comment that states its default. */
function undocumentedFields(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const missing: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node) && isFieldsLiteral(node)) {
      for (const property of node.properties) {
        if (!ts.isPropertyAssignment(property)) continue;
        const docs = ts.getJSDocCommentsAndTags(property).map((d) => d.getText(source));
        if (!docs.some((d) => STATES_ITS_DEFAULT.test(d))) {
          const { line } = source.getLineAndCharacterOfPosition(property.getStart(source));
          missing.push(`${file}:${line + 1} ${property.name.getText(source)}`);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return missing;
}

describe('the schemas document their fields', () => {
  it('finds a field without a doc comment, or whose comment does not state its default', () => {
    const text = 'const a = z.strictObject({\n  /** Its title. Required. */ title: z.string(),\n  /** A width. */ width: z.number(),\n  depth: z.number(),\n});';
    expect(undocumentedFields('x.ts', text)).toEqual(['x.ts:3 width', 'x.ts:4 depth']);
  });

  it('each field of every schema file has a doc comment that states its default', () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    expect(files.length).toBeGreaterThan(20);
    expect(files.flatMap((f) => undocumentedFields(f, readFileSync(path.join(dir, f), 'utf8')))).toEqual([]);
  });
});
