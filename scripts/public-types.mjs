// The types the `ctfdocs` package publishes (`import type { Plugin,
// ThemeComponentProps } from 'ctfdocs'`): written out of the CLI's
// public-types.ts, which names them where they are declared (core's
// plugins/api.ts, the theme's component registry), as one .d.ts. The package
// bundles its code and has no zod, so a type the sources derive from a zod
// schema (the site config, a route) or from the theme's code (a component's
// props) is written out in full, as the compiler sees it; an interface or a
// type written by hand is copied with its comments. Every type they name is
// written too, but those of a types package (@types/react, @types/hast),
// which are imported from it as the sources import them (a TypeScript site
// installs them, or sets skipLibCheck); a name from any other package stops
// the script, since the package could not resolve it. The file
// references theme-modules.d.ts, the `@theme-original/*` and `@theme/*`
// modules, which pack.mjs copies beside it.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const repo = path.resolve(fileURLToPath(import.meta.url), '../..');
export const PUBLIC_TYPES_ENTRY = path.join(repo, 'packages/cli/src/public-types.ts');
export const THEME_MODULES = path.join(repo, 'packages/cli/src/theme-modules.d.ts');

const printer = ts.createPrinter({ removeComments: true });
const scratch = ts.createSourceFile('scratch.d.ts', '', ts.ScriptTarget.ES2022);

/**
 * A schema's object with optional keys and a catch-all (a script's
 * attributes: \`type?\` beside any other) is one object type to the
 * compiler, but written as one literal its index signature must take the
 * optional keys' undefined too.
 */
function widenIndexSignatures(context) {
  const visit = (node) => {
    const out = ts.visitEachChild(node, visit, context);
    if (!ts.isTypeLiteralNode(out) || !out.members.some((m) => ts.isPropertySignature(m) && m.questionToken)) return out;
    const members = out.members.map((m) =>
      ts.isIndexSignatureDeclaration(m)
        ? ts.factory.updateIndexSignature(m, m.modifiers, m.parameters, ts.factory.createUnionTypeNode([m.type, ts.factory.createKeywordTypeNode(ts.SyntaxKind.UndefinedKeyword)]))
        : m,
    );
    return ts.factory.updateTypeLiteralNode(out, ts.factory.createNodeArray(members));
  };
  return (node) => ts.visitNode(node, visit);
}

/** The written file must stand alone: checked by itself, as a site with skipLibCheck off would. */
function checkAlone(text) {
  // Beside the theme, whose folder has the types packages the file imports;
  // what the reference names is checked too, as the package's 'ctfdocs'.
  const file = path.join(repo, 'packages/theme/public-types.d.ts');
  text = text.replace(REFERENCE, `/// <reference path="${THEME_MODULES}" />`);
  const options = {
    strict: true,
    noEmit: true,
    types: [],
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts'],
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    module: ts.ModuleKind.ESNext,
    paths: { ctfdocs: [file] },
  };
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile;
  host.getSourceFile = (name, ...rest) => (name === file ? ts.createSourceFile(name, text, ts.ScriptTarget.ES2022, true) : read.call(host, name, ...rest));
  const exists = host.fileExists;
  host.fileExists = (name) => name === file || exists.call(host, name);
  const errors = ts.getPreEmitDiagnostics(ts.createProgram([file], options, host));
  if (errors.length) throw new Error(`public-types: the written types do not check:\n${ts.formatDiagnostics(errors, formatHost)}`);
}

/**
 * The .d.ts text of every type `entry` exports, and of every type they name.
 * Writing it takes a type-checked program of the packages (about 6 s of CPU
 * time), and the package is packed again and again while the sources stay
 * as they are (the tests pack it, and check the types alone): the text is
 * kept in node_modules/.cache, named by everything it is made from.
 */
export function publicTypes(entry = PUBLIC_TYPES_ENTRY) {
  const cached = path.join(repo, 'node_modules/.cache/ctfdocs-public-types', `${inputsHash(entry)}.d.ts`);
  if (existsSync(cached)) return readFileSync(cached, 'utf8');
  const text = writePublicTypes(entry);
  mkdirSync(path.dirname(cached), { recursive: true });
  // Written whole, then renamed: another process packing at the same time never reads half a file.
  const partial = `${cached}.${process.pid}.tmp`;
  writeFileSync(partial, text);
  renameSync(partial, cached);
  return text;
}

/**
 * A hash of what the types are made from: the entry, every source of the
 * packages (not their tests), this script, TypeScript's version and the
 * lockfile (the types packages the program reads).
 */
function inputsHash(entry) {
  const hash = createHash('sha256').update(entry).update(ts.version);
  const files = [fileURLToPath(import.meta.url), THEME_MODULES, path.join(repo, 'pnpm-lock.yaml')];
  for (const pkg of readdirSync(path.join(repo, 'packages'))) {
    const src = path.join(repo, 'packages', pkg, 'src');
    if (!existsSync(src)) continue;
    for (const f of readdirSync(src, { recursive: true })) if (/\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f)) files.push(path.join(src, f));
  }
  for (const f of files.sort()) hash.update(f).update('\0').update(readFileSync(f)).update('\0');
  return hash.digest('hex').slice(0, 32);
}

function writePublicTypes(entry) {
  const program = ts.createProgram([entry], {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    allowImportingTsExtensions: true,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: ['node'],
    jsx: ts.JsxEmit.ReactJSX,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry);
  if (!source) throw new Error(`public-types: cannot read ${entry}`);
  const errors = ts.getPreEmitDiagnostics(program, source);
  if (errors.length) throw new Error(`public-types: ${entry} does not type-check:\n${ts.formatDiagnostics(errors, formatHost)}`);

  const resolved = (symbol) => (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol);
  const fileOf = (symbol) => symbol.declarations?.[0]?.getSourceFile();
  const isOurs = (symbol) => {
    const file = fileOf(symbol);
    return Boolean(file) && !program.isSourceFileDefaultLibrary(file) && !file.fileName.includes('/node_modules/') && file.fileName.startsWith(`${repo}/packages/`);
  };
  const isLib = (symbol) => {
    const file = fileOf(symbol);
    return !file || program.isSourceFileDefaultLibrary(file);
  };
  /** The module a types package declares `symbol` for ('react' for @types/react), if one does. */
  const typesModule = (symbol) => /\/node_modules\/@types\/([^/]+)\//.exec(fileOf(symbol)?.fileName ?? '')?.[1];
  /** Per module, the names imported from it, each as `Name` or `Name as Local`. */
  const imported = new Map();

  const written = new Map();
  const queue = [];
  const want = (symbol, local = resolved(symbol).name) => {
    const s = resolved(symbol);
    const module = typesModule(s);
    if (module) {
      if (!imported.has(module)) imported.set(module, new Set());
      return void imported.get(module).add(local === s.name ? s.name : `${s.name} as ${local}`);
    }
    if (written.has(s.name) || queue.includes(s)) return;
    if (!isOurs(s)) throw new Error(`public-types: the published types name ${s.name} from ${fileOf(s)?.fileName ?? 'nowhere'}, which the package does not have`);
    queue.push(s);
  };
  for (const exported of checker.getExportsOfModule(checker.getSymbolAtLocation(source))) want(exported);

  while (queue.length) {
    const symbol = queue.shift();
    const decl = symbol.declarations.find((d) => ts.isInterfaceDeclaration(d) || ts.isTypeAliasDeclaration(d));
    if (!decl) throw new Error(`public-types: ${symbol.name} is no interface or type`);
    const references = referencesIn(decl);
    if (ts.isTypeAliasDeclaration(decl) && references.some(({ symbol: s }) => (!isOurs(s) && !isLib(s)) || !(s.flags & ts.SymbolFlags.Type))) {
      // Made from a schema or from code: written out as the compiler sees it, with what it names.
      const type = checker.getDeclaredTypeOfSymbol(symbol);
      written.set(symbol.name, `${comment(decl)}export type ${symbol.name} = ${expanded(type)};`);
      for (const named of namedTypesIn(type, symbol)) want(named);
    } else {
      const text = decl.getText();
      written.set(symbol.name, `${comment(decl)}${text.startsWith('export') ? '' : 'export '}${text}`);
      for (const { symbol: s, local } of references) if (!isLib(s) && !isTypeParameter(s)) want(s, local);
    }
  }
  const imports = [...imported].map(([module, names]) => `import type { ${[...names].sort().join(', ')} } from '${module}';\n`).join('') + (imported.size ? '\n' : '');
  const text = `${HEADER}\n${imports}${[...written.values()].join('\n\n')}\n`;
  checkAlone(text);
  return text;

  /** A type written out, as the compiler sees it. */
  function expanded(type) {
    const node = checker.typeToTypeNode(type, undefined, ts.NodeBuilderFlags.NoTruncation | ts.NodeBuilderFlags.InTypeAlias | ts.NodeBuilderFlags.UseSingleQuotesForStringLiteralType);
    return printer.printNode(ts.EmitHint.Unspecified, ts.transform(node, [widenIndexSignatures]).transformed[0], scratch);
  }

  /** The symbols a declaration's type references and `typeof` queries name, each with the name it is written by there. */
  function referencesIn(decl) {
    const out = [];
    const visit = (node) => {
      const name = ts.isTypeReferenceNode(node) ? node.typeName : ts.isTypeQueryNode(node) ? node.exprName : ts.isExpressionWithTypeArguments(node) ? node.expression : undefined;
      if (name) {
        const first = ts.isQualifiedName(name) ? leftmost(name) : name;
        const symbol = checker.getSymbolAtLocation(first);
        if (symbol) out.push({ symbol: resolved(symbol), local: first.text });
      }
      ts.forEachChild(node, visit);
    };
    ts.forEachChild(decl, visit);
    return out;
  }

  /** The named types (aliases, interfaces) an expanded type shows by name. */
  function namedTypesIn(top, own) {
    const found = new Set();
    const seen = new Set();
    const visit = (type, isTop) => {
      if (seen.has(type)) return;
      seen.add(type);
      const alias = type.aliasSymbol;
      if (!isTop && alias && alias !== own && !isLib(alias)) return void found.add(alias);
      if (alias && isLib(alias)) for (const t of type.aliasTypeArguments ?? []) visit(t, false);
      const symbol = type.getSymbol();
      if (!isTop && symbol && type.objectFlags & ts.ObjectFlags.Interface && !isLib(symbol)) return void found.add(symbol);
      if (type.isUnionOrIntersection()) for (const t of type.types) visit(t, false);
      if (type.objectFlags & ts.ObjectFlags.Reference) for (const t of checker.getTypeArguments(type)) visit(t, false);
      // A library's type (an array, a promise) is written by name: only what it is of matters.
      if (type.flags & ts.TypeFlags.Object && !(symbol && isLib(symbol))) {
        for (const p of checker.getPropertiesOfType(type)) visit(checker.getTypeOfSymbol(p), false);
        for (const info of checker.getIndexInfosOfType(type)) visit(info.type, false);
        for (const sig of [...type.getCallSignatures(), ...type.getConstructSignatures()]) {
          for (const param of sig.getParameters()) visit(checker.getTypeOfSymbol(param), false);
          visit(sig.getReturnType(), false);
        }
      }
    };
    visit(top, true);
    return [...found];
  }
}

const isTypeParameter = (symbol) => Boolean(symbol.flags & ts.SymbolFlags.TypeParameter);

function leftmost(name) {
  let n = name;
  while (ts.isQualifiedName(n)) n = n.left;
  return n;
}

/** A declaration's doc comment, as written. */
function comment(decl) {
  const text = decl.getSourceFile().getFullText();
  const ranges = ts.getLeadingCommentRanges(text, decl.getFullStart()) ?? [];
  const docs = ranges.filter((r) => text.startsWith('/**', r.pos)).map((r) => text.slice(r.pos, r.end));
  return docs.length ? `${docs.at(-1)}\n` : '';
}

const formatHost = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => repo, getNewLine: () => '\n' };

const REFERENCE = '/// <reference path="./theme-modules.d.ts" />';

const HEADER = `${REFERENCE}
// The types of ctfdocs's plugin API and of the theme's components a site
// replaces: import type { Plugin, ThemeComponentProps } from 'ctfdocs'.
// Written by scripts/public-types.mjs from the sources; see docs/plugins.md.`;

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.stdout.write(publicTypes());
