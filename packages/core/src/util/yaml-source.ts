// Parse YAML keeping positions, so any later error can point at a line.
import { LineCounter, parseDocument, isMap, isSeq, isNode, type Document } from 'yaml';
import type { Diagnostic } from '../types.ts';

export interface YamlSource {
  value: unknown;
  /** Line and column (1-based) of the node at a key path, or of its nearest existing parent. */
  locate(path: Array<string | number>): { line: number; column: number } | undefined;
  diagnostics: Diagnostic[];
}

export function parseYamlSource(text: string, file: string, lineOffset = 0): YamlSource {
  const lineCounter = new LineCounter();
  const doc: Document = parseDocument(text, { lineCounter, prettyErrors: true, uniqueKeys: true });
  const diagnostics: Diagnostic[] = [];
  for (const err of doc.errors) {
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
  const value = diagnostics.length ? undefined : doc.toJS({ maxAliasCount: 100 });
  return {
    value,
    diagnostics,
    locate(path) {
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
    },
  };

  function position(node: unknown): { line: number; column: number } | undefined {
    if (!isNode(node) || !node.range) return undefined;
    const p = lineCounter.linePos(node.range[0]);
    return { line: p.line + lineOffset, column: p.col };
  }
}

function firstLine(s: string): string {
  return s.split('\n')[0];
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
