// Every key the config, front matter (a doc's and page's, a blog post's),
// _category_ and blog authors file schemas accept must be read by the build:
// a key that validates and then changes nothing tells a writer something
// false. The keys come from the exported schema objects
// (test/helpers/schema-keys.ts), so the test follows the schemas wherever
// they are defined; a reader is code in packages/*/src outside the schema
// files (a file that imports zod defines schemas) and the importers (which
// write keys rather than read them). No key is exempt: one that another
// change is making real is listed as pending, and checked the other way.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { categorySchema, frontMatterSchema, siteConfigSchema } from '@ctfdocs/core';
import { schemaKeyPaths } from '../helpers/schema-keys.ts';
import { blogPostFrontMatterSchema } from '../../packages/core/src/schemas/blog-post-front-matter.ts';
import { authorEntrySchema } from '../../packages/core/src/schemas/blog-authors.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** Folders whose code writes ctfdocs keys from another tool's config: naming a key there is no reading of it. */
const IMPORTERS = ['packages/cli/src/docusaurus/', 'packages/cli/src/vitepress/'];

/**
 * Keys another change is making real, each with where that work is tracked.
 * Checked the other way round: a pending key that gains a reader fails the
 * test until it leaves this list.
 */
const PENDING: Array<{ key: string; awaits: string }> = [];

interface Source {
  file: string;
  /** The code with comments and plain string literals blanked, so a message or a comment naming a key is no reader. */
  code: string;
  /** The code as written, for `obj['key']`. */
  text: string;
}

function sources(): Source[] {
  const out: Source[] = [];
  for (const pkg of readdirSync(path.join(root, 'packages'))) {
    const src = path.join(root, 'packages', pkg, 'src');
    let entries: string[];
    try {
      entries = readdirSync(src, { recursive: true, encoding: 'utf8' });
    } catch {
      continue;
    }
    for (const rel of entries) {
      const file = `packages/${pkg}/src/${rel.split(path.sep).join('/')}`;
      if (!/\.(ts|tsx|mts|mjs)$/.test(file) || /\.test\.ts$/.test(file) || IMPORTERS.some((i) => file.startsWith(i))) continue;
      const text = readFileSync(path.join(root, file), 'utf8');
      if (/from ['"]zod['"]/.test(text)) continue;
      out.push({ file, text, code: blankCommentsAndStrings(text) });
    }
  }
  return out;
}

function blankCommentsAndStrings(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*|'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g, (m) => (m.startsWith('/') ? ' ' : "''"));
}

const regexEscape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Does this code read a property named `key`: `x.key`, `x?.key`, `x['key']`, or `{ key } =` / `({ key }) =>` / `({ key }: T)`? */
function readsKey(source: Pick<Source, 'code' | 'text'>, key: string): boolean {
  const k = regexEscape(key);
  // After a name, a call or an index (not a spread: `...image` reads nothing).
  if (new RegExp(`[\\w$)\\]]\\??\\.${k}\\b(?!\\s*\\()`).test(source.code)) return true;
  if (new RegExp(`\\[\\s*['"]${k}['"]\\s*\\]`).test(source.text)) return true;
  return new RegExp(`\\{[^{}]*(?:^|[\\s,{])${k}\\b[^{}]*\\}\\s*(?:=(?![=>])|:\\s*[A-Za-z{]|\\)\\s*=>)`).test(source.code);
}

const SCHEMAS = [
  { name: 'config', schema: siteConfigSchema },
  { name: 'front matter', schema: frontMatterSchema },
  { name: '_category_', schema: categorySchema },
  { name: 'blog post front matter', schema: blogPostFrontMatterSchema },
  { name: 'authors.yml', schema: authorEntrySchema },
];

describe('every schema key has a reader', () => {
  it('recognises a read and ignores names in comments, messages and writes', () => {
    const s = (text: string) => ({ text, code: blankCommentsAndStrings(text) });
    expect(readsKey(s('if (cfg.docs.sidebar.hideable) x();'), 'hideable')).toBe(true);
    expect(readsKey(s('const v = item?.className ?? "";'), 'className')).toBe(true);
    expect(readsKey(s('const { hideable, other } = sidebar;'), 'hideable')).toBe(true);
    expect(readsKey(s('function F({ toc, hideable }: Props) {}'), 'hideable')).toBe(true);
    expect(readsKey(s("meta['reportUrl']"), 'reportUrl')).toBe(true);
    expect(readsKey(s('// sidebar.hideable is read elsewhere\nconst m = "set themeConfig.docs.sidebar.hideable";'), 'hideable')).toBe(false);
    expect(readsKey(s('return { hideable: true, autoCollapseCategories };'), 'hideable')).toBe(false);
    expect(readsKey(s('return { hideable: true, autoCollapseCategories };'), 'autoCollapseCategories')).toBe(false);
    expect(readsKey(s('register(...image.staticPath);'), 'image')).toBe(false);
    expect(readsKey(s('const a = list[0]?.image; const b = f().hideable;'), 'image')).toBe(true);
    expect(readsKey(s('const b = f().hideable;'), 'hideable')).toBe(true);
  });

  it('walks every schema: nested objects, lists, records, unions, recursive items', () => {
    const config = schemaKeyPaths(siteConfigSchema);
    for (const key of [
      'themeConfig.docs.sidebar.hideable',
      'docs[].versions.<name>.banner',
      'i18n.localeConfigs.<name>.direction',
      'themeConfig.footer.links[].items[].href',
      'themeConfig.navbar.items[].items',
    ]) {
      expect(config).toContain(key);
    }
    expect(schemaKeyPaths(frontMatterSchema)).toContain('last_update.author');
    expect(schemaKeyPaths(categorySchema)).toEqual(expect.arrayContaining(['customProps', 'link.type', 'link.slug']));
  });

  const all = sources();
  const isRead = (keyPath: string) => {
    const key = keyPath.split('.').at(-1)!.replace(/\[\]$/, '');
    return all.some((s) => readsKey(s, key));
  };
  for (const { name, schema } of SCHEMAS) {
    it(`${name}: each key is read outside its schema`, () => {
      const listed = (list: Array<{ key: string }>, keyPath: string) => list.some((e) => e.key === `${name}:${keyPath}`);
      const unread = schemaKeyPaths(schema).filter((keyPath) => !listed(PENDING, keyPath) && !isRead(keyPath));
      expect(unread).toEqual([]);
    });
  }

  it('each pending key is still unread, and still in its schema', () => {
    const paths = new Set(SCHEMAS.flatMap(({ name, schema }) => schemaKeyPaths(schema).map((p) => `${name}:${p}`)));
    for (const { key, awaits } of PENDING) {
      expect(paths.has(key), `${key} is no key of its schema: remove it from PENDING`).toBe(true);
      expect(isRead(key.slice(key.indexOf(':') + 1)), `${key} has a reader now (${awaits}): remove it from PENDING`).toBe(false);
    }
  });
});
