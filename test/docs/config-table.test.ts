// README's configuration table is what a site's author reads the config
// from, so it is held to the schema (packages/core/src/schemas/, composed by
// config/schema.ts): every key it names is a key of the schema; every key of
// the schema is in it, named itself or through a row for each of its
// children; and where a row's default cell is nothing but values, they are
// the defaults the schema fills in.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { siteConfigSchema } from '@ctfdocs/core';
import { schemaKeyPaths } from '../helpers/schema-keys.ts';

const readme = readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8');

interface Row {
  /** The key paths of the first cell, written as the schema walk writes them (`docs`, `i18n.localeConfigs.<name>`). */
  keys: string[];
  defaults: string;
}

const cells = (row: string) =>
  row
    .replace(/\\\|/g, '\u0000')
    .split('|')
    .slice(1, -1)
    .map((c) => c.trim().replace(/\u0000/g, '|'));

const backticked = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]);

/** The rows of the table under "## Configuration". */
function configTable(text: string): Row[] {
  const section = text.slice(text.indexOf('## Configuration'));
  const table = section.slice(section.indexOf('| key | meaning | default |')).split('\n\n')[0];
  return table
    .split('\n')
    .slice(2)
    .map((row) => {
      const [key, , defaults] = cells(row);
      return { keys: backticked(key).map((k) => k.replace(/\[\]$/, '').replace(/<[^>]+>/g, '<name>')), defaults };
    });
}

/** The schema's key paths, and every path a key path passes through (`i18n.localeConfigs.<name>`). */
function schemaPaths(): Set<string> {
  const paths = new Set<string>();
  for (const p of schemaKeyPaths(siteConfigSchema)) {
    const parts = p.split('.');
    for (let i = 1; i <= parts.length; i++) paths.add(parts.slice(0, i).join('.').replace(/\[\]$/, ''));
  }
  return paths;
}

/** The keys of the schema the table leaves out: a key is in it when a row names it, or when rows name its children and each of them is in it. */
function missingKeys(named: Set<string>, paths: Set<string>): string[] {
  const parentOf = (p: string) => p.slice(0, Math.max(p.lastIndexOf('.'), 0)).replace(/\[\]$/, '');
  const isIn = (key: string): boolean => {
    if (named.has(key)) return true;
    const children = [...paths].filter((p) => parentOf(p) === key);
    const below = [...named].some((n) => n.startsWith(`${key}.`) || n.startsWith(`${key}[].`));
    return below && children.every(isIn);
  };
  return [...paths].filter((p) => !p.includes('.')).filter((key) => !isIn(key));
}

/** A value as README writes it: YAML (`[en]`, `false`, `200`), or the text itself where YAML reads another (`{`, `|`). */
function writtenValue(text: string): unknown {
  try {
    const value = parse(text);
    return value === null || value === '' ? text : value;
  } catch {
    return text;
  }
}

/** The config with every default filled in, from the least a config may say. */
const defaults = siteConfigSchema.parse({ title: 'T', url: 'https://docs.example.com' }) as Record<string, unknown>;
const defaultAt = (key: string) => key.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), defaults);

/** What a row's default cell must say, when it says nothing but values: one per key named, or one per field of the one key named. */
function expectedDefaults(row: Row): { written: unknown[]; schema: unknown[] } | undefined {
  const written = backticked(row.defaults);
  if (!written.length || row.defaults !== written.map((w) => `\`${w}\``).join(', ')) return undefined;
  if (row.keys.some((k) => k.includes('<name>')) || (row.keys.length > 1 && written.length !== row.keys.length)) return undefined;
  const values = row.keys.map(defaultAt);
  const only = values[0];
  const isMap = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
  // `onSecret: throw`: the default of one field of the key, when the key is a map.
  if (written.every((w) => /^\w+: /.test(w))) {
    if (row.keys.length !== 1 || !isMap(only)) return undefined;
    const pairs = written.map((w) => parse(w) as Record<string, unknown>);
    return { written: pairs.map((p) => Object.values(p)[0]), schema: pairs.map((p) => only[Object.keys(p)[0]]) };
  }
  // A map or list written whole (`{}`), or field by field (`light`, `false`, `false`) and item by item.
  const whole = row.keys.length > 1 || (written.length === 1 && JSON.stringify(writtenValue(written[0])) === JSON.stringify(only));
  const schema = whole ? values : isMap(only) ? Object.values(only).filter((v) => v !== undefined) : Array.isArray(only) ? only : values;
  return schema.includes(undefined) ? undefined : { written: written.map(writtenValue), schema };
}

describe("README's config table", () => {
  const rows = configTable(readme);
  const named = new Set(rows.flatMap((r) => r.keys));
  const paths = schemaPaths();

  it('finds a key the table leaves out, and one it names that the schema does not have', () => {
    const table = (lines: string[]) => new Set(configTable(`## Configuration\n\n| key | meaning | default |\n| --- | --- | --- |\n${lines.join('\n')}\n\n`).flatMap((r) => r.keys));
    const fake = new Set(['title', 'themeConfig', 'themeConfig.navbar', 'themeConfig.navbar.title', 'themeConfig.footer', 'i18n', 'i18n.localeConfigs', 'i18n.localeConfigs.<name>']);
    expect(missingKeys(table(['| `title` | t | — |', '| `themeConfig.navbar` | n | — |', '| `i18n.localeConfigs.<locale>` | l | — |']), fake)).toEqual(['themeConfig']);
    expect(missingKeys(table(['| `title` | t | — |', '| `themeConfig` | n | — |']), fake)).toEqual(['i18n']);
  });

  it('names only keys the schema has', () => {
    expect([...named].filter((key) => !paths.has(key))).toEqual([]);
  });

  it('names every key of the schema, itself or through its children', () => {
    expect(missingKeys(named, paths)).toEqual([]);
  });

  it("gives the schema's defaults where its default cell lists only values", () => {
    const checked = rows.flatMap((row) => {
      const expected = expectedDefaults(row);
      return expected ? [{ keys: row.keys.join(', '), ...expected }] : [];
    });
    expect(checked.length).toBeGreaterThan(10);
    for (const { keys, written, schema } of checked) expect(written, keys).toEqual(schema);
  });
});
