// What an MDX page's JSX names must resolve to, checked before the page is
// turned into code, so a mistake is a diagnostic with the page's line rather
// than a crash while rendering:
//
// - an import from `@theme/…` must name a component the theme provides, and
//   one from `@docusaurus/…` a module the theme has an equivalent of;
// - a capitalised JSX element must be imported, declared by an `export`, or
//   be a theme component or one of the site's `mdxComponents`. One that is none of these is an error; its
//   children are kept in its place, so the rest of the page still renders.
//
// A `<CodeBlock>` of the theme whose content is a literal string becomes a
// fenced code block here, so it is highlighted at build time like one.
import type { Code, Parent, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { Node, Pattern, Program } from 'estree';
import { toString as textOf } from 'mdast-util-to-string';
import { ctxOf, type FileContext } from '../context.ts';
import { visit } from '../walk.ts';
import { isThemeMdxComponent, THEME_IMPORT_PREFIX, THEME_MDX_COMPONENTS } from './theme-components.ts';
import { DOCUSAURUS_MODULES, isDocusaurusModule } from '../../shared/docusaurus-modules.ts';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** Names an MDX component can always use: the props MDX passes to the page. */
const ALWAYS_IN_SCOPE = new Set(['props']);

export function remarkMdxScope() {
  return (tree: Root, file: { data: Record<string, unknown> }) => {
    const ctx = ctxOf(file);
    /** Local name → the module it was imported from (undefined for a local declaration). */
    const scope = new Map<string, string | undefined>();
    for (const node of tree.children) if (node.type === 'mdxjsEsm') declare((node as MdxjsEsm).data?.estree, node, scope, ctx);
    visit(tree, (node, index, parent) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const el = node as JsxElement;
      if (!el.name || !parent || index === undefined) return;
      const root = el.name.split('.')[0];
      const isComponent = el.name.includes('.') || /^[A-Z]/.test(root);
      if (!isComponent) return;
      const known = scope.has(root) || ALWAYS_IN_SCOPE.has(root) || isThemeMdxComponent(root) || ctx.markdown.siteMdxComponents.includes(root);
      if (!known) {
        ctx.diagnostics.push({
          severity: 'error',
          code: 'mdx/unknown-component',
          message: `<${el.name}> is not imported, exported or provided by the theme or the site's mdxComponents`,
          file: ctx.file,
          ...at(el, ctx),
          hint: `Import it (import ${root} from './${root}.tsx' or '@site/src/components/${root}'), export it from the module mdxComponents names, or use a theme component: ${[...THEME_MDX_COMPONENTS, ...ctx.markdown.siteMdxComponents].join(', ')}.`,
        });
        (parent.children as RootContent[]).splice(index, 1, ...(el.children as RootContent[]));
        return index;
      }
      const fromTheme = scope.has(root) ? scope.get(root) === `${THEME_IMPORT_PREFIX}CodeBlock` : root === 'CodeBlock';
      if (fromTheme && el.name === root && el.type === 'mdxJsxFlowElement') {
        const code = literalCodeBlock(el);
        if (code) (parent as Parent).children.splice(index, 1, code);
      }
    });
  };
}

function at(node: { position?: { start: { line: number; column: number } } }, ctx: FileContext): { line?: number; column?: number } {
  const start = node.position?.start;
  return start ? { line: start.line + ctx.lineOffset - 1, column: start.column } : {};
}

/** An import statement's place in the page: acorn's loc is 0-based in columns. */
function importAt(stmt: Node, node: MdxjsEsm, ctx: FileContext): { line?: number; column?: number } {
  return at(stmt.loc ? { position: { start: { line: stmt.loc.start.line, column: stmt.loc.start.column + 1 } } } : node, ctx);
}

function declare(program: Program | null | undefined, node: MdxjsEsm, scope: Map<string, string | undefined>, ctx: FileContext) {
  for (const stmt of program?.body ?? []) {
    if (stmt.type === 'ImportDeclaration') {
      const source = String(stmt.source.value);
      if (source.startsWith(THEME_IMPORT_PREFIX) && !isThemeMdxComponent(source.slice(THEME_IMPORT_PREFIX.length))) {
        ctx.diagnostics.push({
          severity: 'error',
          code: 'mdx/unknown-theme-component',
          message: `"${source}" is not a component the theme provides`,
          file: ctx.file,
          ...importAt(stmt, node, ctx),
          hint: `The theme provides ${THEME_MDX_COMPONENTS.map((c) => THEME_IMPORT_PREFIX + c).join(', ')}; write the component in the site and import it by path.`,
        });
      }
      if (source.startsWith('@docusaurus/') && !isDocusaurusModule(source)) {
        ctx.diagnostics.push({
          severity: 'error',
          code: 'mdx/unknown-module',
          message: `"${source}" is a Docusaurus module ctfdocs has no equivalent of`,
          file: ctx.file,
          ...importAt(stmt, node, ctx),
          hint: `ctfdocs has ${DOCUSAURUS_MODULES.join(', ')}; write the component in the site and import it by path.`,
        });
      }
      for (const s of stmt.specifiers) scope.set(s.local.name, source);
    } else if (stmt.type === 'ExportNamedDeclaration' || stmt.type === 'VariableDeclaration' || stmt.type === 'FunctionDeclaration' || stmt.type === 'ClassDeclaration') {
      const decl = stmt.type === 'ExportNamedDeclaration' ? stmt.declaration : stmt;
      if (!decl) continue;
      if (decl.type === 'VariableDeclaration') for (const d of decl.declarations) for (const name of patternNames(d.id)) scope.set(name, undefined);
      else if (decl.id) scope.set(decl.id.name, undefined);
    }
  }
}

function patternNames(p: Pattern): string[] {
  switch (p.type) {
    case 'Identifier':
      return [p.name];
    case 'ObjectPattern':
      return p.properties.flatMap((prop) => patternNames(prop.type === 'RestElement' ? prop.argument : prop.value));
    case 'ArrayPattern':
      return p.elements.flatMap((e) => (e ? patternNames(e) : []));
    case 'RestElement':
      return patternNames(p.argument);
    case 'AssignmentPattern':
      return patternNames(p.left);
    default:
      return [];
  }
}

/** `<CodeBlock language="js" title="x" showLineNumbers>{`…`}</CodeBlock>` as a fenced code node, when its content is known at compile time. */
function literalCodeBlock(el: MdxJsxFlowElement): Code | undefined {
  let value: string | undefined;
  if (el.children.length === 1 && el.children[0].type === 'mdxFlowExpression') {
    value = literalString((el.children[0].data as { estree?: Program } | undefined)?.estree);
  } else if (el.children.every((c) => c.type === 'paragraph')) {
    value = el.children.map((c) => textOf(c)).join('\n\n');
  }
  if (value === undefined) return undefined;
  const attrs = new Map<string, string | true>();
  for (const a of el.attributes) {
    if (a.type !== 'mdxJsxAttribute') return undefined;
    const v = (a as MdxJsxAttribute).value;
    if (v === null || v === undefined) attrs.set(a.name, true);
    else if (typeof v === 'string') attrs.set(a.name, v);
    else return undefined;
  }
  const lang =
    attrs.get('language') ??
    attrs
      .get('className')
      ?.toString()
      .replace(/^language-/, '');
  const meta: string[] = [];
  const title = attrs.get('title');
  if (typeof title === 'string') meta.push(`title=${JSON.stringify(title)}`);
  const lineNumbers = attrs.get('showLineNumbers');
  if (lineNumbers === true) meta.push('showLineNumbers');
  else if (typeof lineNumbers === 'string') meta.push(`showLineNumbers=${lineNumbers}`);
  const metastring = attrs.get('metastring');
  if (typeof metastring === 'string') meta.push(metastring);
  return {
    type: 'code',
    lang: typeof lang === 'string' ? lang : null,
    meta: meta.join(' ') || null,
    value: value.replace(/^\n/, '').replace(/\n$/, ''),
    position: el.position,
  };
}

function literalString(program: Program | undefined): string | undefined {
  const stmt = program?.body.length === 1 ? program.body[0] : undefined;
  if (stmt?.type !== 'ExpressionStatement') return undefined;
  const e: Node = stmt.expression;
  if (e.type === 'Literal' && typeof e.value === 'string') return e.value;
  if (e.type === 'TemplateLiteral' && !e.expressions.length) return e.quasis.map((q) => q.value.cooked ?? q.value.raw).join('');
  return undefined;
}
