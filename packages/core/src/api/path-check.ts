// `apiReferences[].checkPaths`: every API path a page writes must be an
// operation of that reference's spec. Paths are matched segment by segment:
// a `{param}` of the spec takes any value or placeholder, a literal of the
// spec only itself.
import type { ApiDocument, Diagnostic, MarkdownSource } from '../types.ts';
import type { ApiPathCheckConfig } from '../schemas/api-reference.ts';
import { findApiPaths, segmentKind, type WrittenApiPath } from './path-find.ts';
import { editDistance } from '../util/edit-distance.ts';

/** A markdown file to scan. */
export type PathCheckSource = MarkdownSource;

/** The paths each source writes, by prefix, kept while serve keeps the source (site/markdown-sources.ts). */
const pathsOf = new WeakMap<MarkdownSource, Map<string, WrittenApiPath[]>>();

/**
 * What each source was found to get wrong, kept with the document (serve keeps
 * it while the spec is unchanged) and the check's settings it was checked against.
 */
const problemsOf = new WeakMap<MarkdownSource, { api: ApiDocument; setting: string; found: Diagnostic[] }>();

function writtenPaths(source: MarkdownSource, prefix: string): WrittenApiPath[] {
  let byPrefix = pathsOf.get(source);
  if (!byPrefix) pathsOf.set(source, (byPrefix = new Map()));
  let found = byPrefix.get(prefix);
  if (!found) byPrefix.set(prefix, (found = findApiPaths(source.body, prefix, source.bodyLine)));
  return found;
}

interface Operation {
  method: string;
  path: string;
  segments: string[];
}

export interface PathCheckContext {
  /** The spec file as configured, for messages. */
  spec: string;
  /** `apiReferences[i].checkPaths`, for hints. */
  configPath: string;
  /** The prefix pages write before the spec's paths, e.g. `/api/v1`. */
  prefix: string;
}

/** The path part of the spec's first server URL (`/api/v1` of `https://ctf.example.com/api/v1`); undefined when it is the root. */
export function serverPrefix(api: ApiDocument): string | undefined {
  const server = api.servers[0];
  if (!server) return undefined;
  let pathname: string;
  try {
    pathname = new URL(server, 'http://host.invalid').pathname;
  } catch {
    return undefined;
  }
  const prefix = decodeURI(pathname).replace(/\/+$/, '');
  return prefix || undefined;
}

export function checkApiPaths(api: ApiDocument, check: ApiPathCheckConfig, sources: PathCheckSource[], ctx: PathCheckContext): Diagnostic[] {
  if (check.onUnknownPath === 'ignore') return [];
  const severity = check.onUnknownPath === 'throw' ? 'error' : 'warning';
  const operations: Operation[] = api.tags.flatMap((t) => t.operations.map((o) => ({ method: o.method, path: o.path, segments: o.path.split('/').filter(Boolean) })));
  const ignored = check.ignore.map((p) => p.split('/').filter(Boolean));
  const diagnostics: Diagnostic[] = [];
  const setting = JSON.stringify([check, ctx]);
  for (const source of sources) {
    const kept = problemsOf.get(source);
    if (kept && kept.api === api && kept.setting === setting) {
      diagnostics.push(...kept.found);
      continue;
    }
    const found: Diagnostic[] = [];
    for (const written of writtenPaths(source, ctx.prefix)) {
      if (ignored.some((ig) => ig.every((s, i) => written.segments[i] === s))) continue;
      const matches = operations.filter((op) => pathMatches(written.segments, op.segments));
      const problem = describeProblem(written, matches, operations, ctx);
      if (!problem) continue;
      found.push({ severity, code: 'api/unknown-path', file: source.file, line: written.line, column: written.column, ...problem });
    }
    problemsOf.set(source, { api, setting, found });
    diagnostics.push(...found);
  }
  return diagnostics;
}

function describeProblem(written: WrittenApiPath, matches: Operation[], operations: Operation[], ctx: PathCheckContext): Pick<Diagnostic, 'message' | 'hint'> | undefined {
  const shown = `${ctx.prefix}${written.path}`;
  if (!matches.length) {
    const nearest = nearestOperation(written, operations);
    return {
      message: `${written.method ? `${written.method} ` : ''}${shown} is not an operation of ${ctx.spec}`,
      hint: `${nearest ? `Nearest operation: ${nearest.method} ${ctx.prefix}${nearest.path}. ` : ''}Correct the path, or add it to ${ctx.configPath}.ignore if it is not part of this API.`,
    };
  }
  if (!written.method) return undefined;
  const methods = new Set(matches.map((m) => m.method));
  // Flask answers HEAD wherever it answers GET.
  if (methods.has(written.method) || (written.method === 'HEAD' && methods.has('GET'))) return undefined;
  return {
    message: `${written.method} ${shown}: ${ctx.spec} has no ${written.method} operation for this path`,
    hint: `This path has ${[...methods].sort().join(', ')}. Correct the method or the path.`,
  };
}

/** Whether a written path can be the spec path `template`. */
export function pathMatches(written: string[], template: string[]): boolean {
  const rest = written.length > 0 && segmentKind(written[written.length - 1]) === 'rest';
  const fixed = rest ? written.slice(0, -1) : written;
  if (rest ? template.length <= fixed.length : template.length !== fixed.length) return false;
  return fixed.every((seg, i) => {
    const t = template[i];
    const kind = segmentKind(seg);
    if (isParam(t)) return true;
    // A placeholder such as `<id>` stands for a value, never for a fixed word of the path.
    if (kind === 'placeholder') return false;
    // `…` in the middle of a path stands for any one segment.
    if (kind === 'rest') return true;
    return seg === t;
  });
}

function isParam(templateSegment: string): boolean {
  return /^\{[^}]+\}$/.test(templateSegment);
}

/** The operation whose path is closest in edit distance, comparing values and parameters as one symbol; the written method breaks ties. */
function nearestOperation(written: WrittenApiPath, operations: Operation[]): Operation | undefined {
  const norm = (segments: string[], param: (s: string) => boolean) => segments.map((s) => (param(s) ? '{}' : s)).join('/');
  const target = norm(written.segments, (s) => segmentKind(s) !== 'literal' || /^\d+$/.test(s));
  let best: Operation | undefined;
  let bestDistance = Infinity;
  for (const op of operations) {
    const d = editDistance(target, norm(op.segments, isParam)) + (written.method && op.method !== written.method ? 0.5 : 0);
    if (d < bestDistance) {
      best = op;
      bestDistance = d;
    }
  }
  return best;
}
