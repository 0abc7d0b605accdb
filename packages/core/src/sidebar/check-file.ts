// A sidebars file's value against its schema (schemas/sidebars.ts). Every
// problem is a diagnostic naming the item path (`docs[2].items[0]`) and what
// the place allows; the items with a problem are left out and the rest of
// each sidebar is still built, as a page with a broken link still is.
import type { z } from 'zod';
import { type SidebarItemType, sidebarItemSchemas, sidebarsFileSchema } from '../schemas/sidebars.ts';
import type { KeyPath } from './item-kinds.ts';
import { quoteKeys } from '../util/zod-diagnostics.ts';

type Issue = z.core.$ZodIssue;
export type SidebarsFile = z.output<typeof sidebarsFileSchema>;

const SEE_WRITING = 'See the sidebars section of docs/writing.md.';

/** The file's sidebars, less the items with a problem, and a diagnostic for each problem. */
export function checkSidebarsFile(value: unknown, problem: (keyPath: KeyPath, message: string, hint: string) => void): SidebarsFile | undefined {
  let result = sidebarsFileSchema.safeParse(value, { reportInput: true });
  if (result.success) return result.data;
  const issues = result.error.issues.flatMap((issue) => fittingIssues(issue, []));
  for (const issue of issues) report(issue, value, problem);
  result = sidebarsFileSchema.safeParse(withoutItemsAt(value, issues.map(itemPath)));
  return result.success ? result.data : undefined;
}

/**
 * A union's issues are those of the one option the value has the shape of
 * (a list or a map; a doc id or an object): an option the value fails at its
 * root is not what the writer meant. With no such option, the union's own.
 */
function fittingIssues(issue: Issue, at: PropertyKey[]): Issue[] {
  const path = [...at, ...issue.path];
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [{ ...issue, path }];
  const fitting = issue.errors.filter((option) => !option.some((i) => i.path.length === 0 && i.code !== 'unrecognized_keys'));
  return fitting.length === 1 ? fitting[0].flatMap((i) => fittingIssues(i, path)) : [{ ...issue, path }];
}

function report(issue: Issue, value: unknown, problem: (keyPath: KeyPath, message: string, hint: string) => void): void {
  const keys = issue.code === 'unrecognized_keys' ? issue.keys : [];
  const keyPath = [...issue.path, ...keys.slice(0, 1)] as KeyPath;
  if (issue.code === 'unrecognized_keys') {
    problem(keyPath, `unknown key${keys.length > 1 ? 's' : ''} ${quoteKeys(keys)}`, keysOf(valueAt(value, issue.path)));
  } else if (issue.code === 'invalid_union' && (issue as { note?: string }).note === 'No matching discriminator') {
    const options = (issue as { options?: unknown[] }).options ?? [];
    problem(keyPath, issue.message, `Use one of: ${options.filter((o) => o !== undefined).join(', ')}.`);
  } else {
    const missing = issue.code === 'invalid_type' && issue.input === undefined;
    problem(keyPath, missing ? 'required key is missing' : messageOf(issue), missing ? keysOf(valueAt(value, issue.path.slice(0, -1))) : SEE_WRITING);
  }
}

/** zod's wording for a wrong type, in the words of the file. */
function messageOf(issue: Issue): string {
  // A message the schema words itself is kept; zod's own start so.
  if (issue.code !== 'invalid_type' || !issue.message.startsWith('Invalid input')) return issue.message;
  if (issue.expected === 'boolean') return 'must be true or false';
  if (issue.expected === 'record') return 'must be a map of keys to values';
  return `must be a ${issue.expected}`;
}

/** The hint for an item's keys: those its type takes. */
function keysOf(item: unknown): string {
  const type = (item as { type?: unknown } | undefined)?.type;
  if (typeof type !== 'string' || !(type in sidebarItemSchemas)) return SEE_WRITING;
  const keys = Object.keys(sidebarItemSchemas[type as SidebarItemType].shape);
  return `${/^[aeiou]/.test(type) ? 'An' : 'A'} ${type} item takes: ${keys.join(', ')}.`;
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[key] : undefined), value);
}

/** The item a problem is in: the innermost list element on its path, else the sidebar. */
function itemPath(issue: Issue): string {
  const last = issue.path.findLastIndex((key) => typeof key === 'number');
  return JSON.stringify(last < 0 ? issue.path.slice(0, 1) : issue.path.slice(0, last + 1));
}

/** A copy of the value without the items and sidebars at these paths. */
function withoutItemsAt(value: unknown, paths: string[], at: PropertyKey[] = []): unknown {
  const left = new Set(paths);
  const keep = (key: PropertyKey) => !left.has(JSON.stringify([...at, key]));
  if (Array.isArray(value)) return value.flatMap((v, i) => (keep(i) ? [withoutItemsAt(v, paths, [...at, i])] : []));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).flatMap(([k, v]) => (keep(k) ? [[k, withoutItemsAt(v, paths, [...at, k])]] : [])));
  return value;
}
