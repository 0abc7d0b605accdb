// Parse YAML keeping positions, so any later error can point at a line.
import { LineCounter, parseDocument, isMap, isSeq, isNode, type Document } from 'yaml';
import type { Diagnostic } from '../types.ts';
import { lastResultPerFile } from './last-result.ts';

export interface YamlSource {
  value: unknown;
  /** Line and column (1-based) of the node at a key path, or of its nearest existing parent. */
  locate(path: Array<string | number>): { line: number; column: number } | undefined;
  diagnostics: Diagnostic[];
}

/** Brackets or indentation levels deeper than any real config or front matter; the YAML parser recurses on them. */
const MAX_YAML_DEPTH = 100;
const BLOCK_PREFIX = /^(?:[ \t]|[-?:](?=[ \t]|$))*/;

function nestingProblem(text: string, file: string, lineOffset: number): Diagnostic | undefined {
  let depth = 0;
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    let deep = BLOCK_PREFIX.exec(line)![0].length > 2 * MAX_YAML_DEPTH;
    for (let c = 0; c < line.length && !deep; c++) {
      const ch = line.charCodeAt(c);
      if (ch === 0x5b || ch === 0x7b) deep = ++depth > MAX_YAML_DEPTH;
      else if ((ch === 0x5d || ch === 0x7d) && depth > 0) depth--;
    }
    if (deep) {
      return {
        severity: 'error',
        code: 'yaml/too-deep',
        message: `YAML nests more than ${MAX_YAML_DEPTH} levels deep at line ${i + 1 + lineOffset}`,
        file,
        line: i + 1 + lineOffset,
        hint: 'Flatten the structure; check for unclosed [ or { brackets.',
      };
    }
  }
  return undefined;
}

/**
 * parseYamlSource for a whole file (config, sidebars, categories), reusing the
 * last result while the file's text is the same: parsing unchanged ones was
 * about a twentieth of serve's rebuild. (Front matter has its own, in
 * frontmatter.ts, which does not keep the parsed document.)
 */
export const parseYamlFile: (text: string, file: string) => YamlSource = lastResultPerFile((text, file) => parseYamlSource(text, file));

export function parseYamlSource(text: string, file: string, lineOffset = 0): YamlSource {
  const tooDeep = nestingProblem(text, file, lineOffset);
  if (tooDeep) return { value: undefined, diagnostics: [tooDeep], locate: () => undefined };
  const lineCounter = new LineCounter();
  const doc: Document = parseDocument(text, { lineCounter, prettyErrors: true, uniqueKeys: true, logLevel: 'error' });
  const diagnostics: Diagnostic[] = [];
  // Only the first syntax error: the ones after it are nearly always its echoes.
  for (const err of doc.errors.slice(0, 1)) {
    const pos = err.linePos?.[0];
    diagnostics.push({
      severity: 'error',
      code: 'yaml/syntax',
      message: `YAML syntax error: ${firstLine(err.message)}`,
      file,
      line: pos ? pos.line + lineOffset : undefined,
      column: pos?.col,
      hint: 'Fix the YAML at that line (check indentation, colons and quotes).',
    });
  }
  let value: unknown;
  if (!diagnostics.length) {
    try {
      value = doc.toJS({ maxAliasCount: 100 });
    } catch (err) {
      // An alias without its anchor, or aliases that expand without bound.
      diagnostics.push({
        severity: 'error',
        code: 'yaml/alias',
        message: `YAML could not be read: ${firstLine((err as Error).message)}`,
        file,
        line: lineOffset + 1,
        hint: 'Define each &anchor before its *alias, and do not nest aliases to build large values.',
      });
    }
  }
  const loop = diagnostics.length ? undefined : circularPath(value);
  if (loop) {
    // Every reader walks the value; a value that contains itself would recurse until the stack runs out.
    const at = locate(loop);
    diagnostics.push({
      severity: 'error',
      code: 'yaml/circular',
      message: `YAML alias at ${formatKeyPath(loop) || '(root)'} refers to a value that contains it`,
      file,
      line: at?.line,
      column: at?.column,
      hint: 'An *alias must not point at one of its own enclosing &anchors; write the value out instead.',
    });
    value = undefined;
  }
  return { value, diagnostics, locate };

  function locate(path: Array<string | number>): { line: number; column: number } | undefined {
    let node: unknown = doc.contents;
    let found: { line: number; column: number } | undefined = position(node);
    for (const key of path) {
      if (isMap(node)) {
        const pair = node.items.find((p) => isNode(p.key) && (p.key as { value?: unknown }).value === key);
        if (!pair) break;
        found = position(pair.key) ?? found;
        node = pair.value;
        if (isMap(node) || isSeq(node)) continue;
        found = position(node) ?? found;
      } else if (isSeq(node) && typeof key === 'number') {
        node = node.items[key];
        found = position(node) ?? found;
      } else break;
    }
    return found;
  }

  function position(node: unknown): { line: number; column: number } | undefined {
    if (!isNode(node) || !node.range) return undefined;
    const p = lineCounter.linePos(node.range[0]);
    return { line: p.line + lineOffset, column: p.col };
  }
}

/** The key path of the first place where a value contains itself (a YAML alias of an enclosing anchor), or undefined. */
function circularPath(value: unknown): Array<string | number> | undefined {
  const open = new Set<object>();
  const walk = (node: unknown, path: Array<string | number>): Array<string | number> | undefined => {
    if (typeof node !== 'object' || node === null) return undefined;
    if (open.has(node)) return path;
    open.add(node);
    const entries: Array<[string | number, unknown]> = Array.isArray(node) ? node.map((v, i) => [i, v]) : node instanceof Map ? [...node] : Object.entries(node);
    for (const [key, child] of entries) {
      const found = walk(child, [...path, key]);
      if (found) return found;
    }
    open.delete(node);
    return undefined;
  };
  return walk(value, []);
}

function firstLine(s: string): string {
  return s.split('\n')[0];
}

/**
 * The key path of the value written at `offset` in YAML `text` (the deepest
 * key or item whose node spans it), for a finding placed by its offset, such
 * as a secret in the config. A comment between keys belongs to the map.
 */
export function keyPathAt(text: string): (offset: number) => Array<string | number> {
  const doc = parseDocument(text, { logLevel: 'silent' });
  const within = (node: unknown, offset: number) => isNode(node) && node.range !== undefined && node.range !== null && node.range[0] <= offset && offset < node.range[2];
  return (offset) => {
    const path: Array<string | number> = [];
    let node: unknown = doc.contents;
    for (;;) {
      if (isMap(node)) {
        const pair = node.items.find((p) => within(p.key, offset) || within(p.value, offset));
        if (!pair || !isNode(pair.key)) break;
        path.push((pair.key as { value?: unknown }).value as string);
        if (within(pair.key, offset)) break;
        node = pair.value;
      } else if (isSeq(node)) {
        const index = node.items.findIndex((item) => within(item, offset));
        if (index === -1) break;
        path.push(index);
        node = node.items[index];
      } else break;
    }
    return path;
  };
}

/** `['themeConfig','navbar','items',2,'docId']` → `themeConfig.navbar.items[2].docId` */
export function formatKeyPath(path: ReadonlyArray<PropertyKey>): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out;
}
