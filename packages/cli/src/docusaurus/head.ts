// A Docusaurus site's styles and head: the classic preset's
// `theme.customCss` and the config's `stylesheets`, `scripts`, `headTags`
// and `clientModules`, as ctfdocs's keys of the same names. Each entry is
// written only when ctfdocs's schema takes it; an attribute ctfdocs does not
// write is left out of its entry, and an entry it cannot take is left out
// whole, each reported with its key.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { formatKeyPath, HEAD_TAG_NAMES, headEntrySchemas, installedPackageFile, urlAttributeOf, type HeadTagName } from '@ctfdocs/core';
import { isPlain, type Keys, type Plain } from './keys.ts';

type EntrySchema = (typeof headEntrySchemas)[keyof typeof headEntrySchemas];

const posix = (p: string) => p.split(path.sep).join('/');

/**
 * `customCss` (a path or a list): as paths from the site folder, where the
 * config is written, or packages' specifiers (sitePaths).
 */
export function carryCustomCss(theme: Keys, siteDir: string): string[] {
  const value = theme.take('customCss');
  if (value === undefined) return [];
  return sitePaths(theme, 'customCss', value, siteDir, 'CSS files');
}

/** `clientModules`: as paths from the site folder or packages' specifiers (sitePaths), which ctfdocs's key of the same name reads. */
export function carryClientModules(top: Keys, siteDir: string): string[] | undefined {
  const value = top.take('clientModules');
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) {
    top.report('clientModules', 'not a list');
    return undefined;
  }
  const carried = sitePaths(top, 'clientModules', value, siteDir, 'modules');
  return carried.length ? carried : undefined;
}

/**
 * Paths of files a Docusaurus config names (one, or a list), as paths from
 * the site folder. Docusaurus configs name them with require.resolve, which
 * gives an absolute path, or relative to the site folder; a package the
 * site has not installed comes back from require.resolve as its bare name.
 * A file of an installed package is written as its specifier, which ctfdocs
 * finds as Node does, wherever the package is (a monorepo hoists packages
 * above the site folder). Any other file outside the site folder is not
 * carried: the site is its folder.
 */
function sitePaths(keys: Keys, key: string, value: unknown, siteDir: string, what: string): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list.flatMap((file, i) => {
    const report = (reason: string) => (Array.isArray(value) ? keys.reportElement(key, i, reason) : keys.report(key, reason));
    if (typeof file !== 'string') {
      report(`not a path: ctfdocs takes paths of ${what}`);
      return [];
    }
    const abs = path.resolve(siteDir, file);
    if (!path.isAbsolute(file) && !file.startsWith('.') && !existsSync(abs)) {
      report(`"${file}" is in a package that is not installed: run npm install in the site and import again to carry it`);
      return [];
    }
    const installed = installedPackageFile(abs);
    if (installed) return [installed.specifier];
    const rel = posix(path.relative(siteDir, abs));
    if (rel === '..' || rel.startsWith('../') || path.isAbsolute(rel)) {
      report(`${file} is outside the site folder: copy it into the site and import again to carry it`);
      return [];
    }
    return [rel || '.'];
  });
}

/**
 * A URL as ctfdocs reads it: a protocol-relative one gets https, a path of
 * the site is written from the site root without the baseUrl (ctfdocs adds
 * it, as it does to the favicon), and a relative one, which Docusaurus
 * writes as it is, is taken from the site root, where its static files are.
 */
function carryUrl(url: unknown, baseUrl: string): unknown {
  if (typeof url !== 'string') return url;
  if (url.startsWith('//')) return `https:${url}`;
  if (/^[a-z][a-z\d+.-]*:/i.test(url)) return url;
  if (baseUrl !== '/' && url.startsWith(baseUrl)) return `/${url.slice(baseUrl.length)}`;
  return url.startsWith('/') ? url : `/${url}`;
}

/** `stylesheets`, `scripts` and `headTags` of the Docusaurus config, each entry carried or reported. */
export function carryHead(top: Keys, baseUrl: string): Plain {
  const list = (key: string, schema: EntrySchema, convert: (entry: unknown) => unknown) => {
    const value = top.take(key);
    if (value === undefined) return undefined;
    if (!Array.isArray(value)) {
      top.report(key, 'not a list');
      return undefined;
    }
    const carried = value.flatMap((entry, i) => carryEntry(top.element(key, i, entry), schema, convert(entry), (reason) => top.reportElement(key, i, reason)));
    return carried.length ? carried : undefined;
  };
  // HTML's attribute names are case-insensitive: `crossOrigin` is ctfdocs's `crossorigin`.
  const attributesOf = (entry: unknown, url: string) => {
    if (!isPlain(entry)) return typeof entry === 'string' ? carryUrl(entry, baseUrl) : entry;
    const out = Object.fromEntries(Object.entries(entry).map(([k, v]) => [k.toLowerCase(), v]));
    return { ...out, [url]: carryUrl(out[url], baseUrl) };
  };
  return {
    stylesheets: list('stylesheets', headEntrySchemas.stylesheet, (e) => attributesOf(e, 'href')),
    scripts: list('scripts', headEntrySchemas.script, (e) => attributesOf(e, 'src')),
    headTags: list('headTags', headEntrySchemas.headTag, (tag) => {
      if (!isPlain(tag) || !isPlain(tag.attributes) || !HEAD_TAG_NAMES.includes(tag.tagName as HeadTagName)) return tag;
      const url = urlAttributeOf(tag.tagName as HeadTagName);
      return url && url in tag.attributes ? { ...tag, attributes: { ...tag.attributes, [url]: carryUrl(tag.attributes[url], baseUrl) } } : tag;
    }),
  };
}

/**
 * One entry as ctfdocs's schema takes it: unknown keys (attributes ctfdocs
 * does not write) are dropped from it one by one; any other problem leaves
 * the whole entry out. Either way the reason is reported at its key.
 */
function carryEntry(at: Keys, schema: EntrySchema, entry: unknown, reportWhole: (reason: string) => void): unknown[] {
  let value = entry;
  let result = schema.safeParse(value);
  if (!result.success && isPlain(value) && result.error.issues.every((issue) => issue.code === 'unrecognized_keys')) {
    const unknown = new Set(result.error.issues.flatMap((issue) => (issue.code === 'unrecognized_keys' ? issue.keys : [])));
    for (const key of unknown) at.report(key, 'an attribute ctfdocs does not write (it takes the attributes that change how a file loads, and data-*)');
    value = Object.fromEntries(Object.entries(value).filter(([k]) => !unknown.has(k)));
    result = schema.safeParse(value);
  }
  if (result.success) return [value];
  const problems = result.error.issues.map((issue) => `${issue.path.length ? `${formatKeyPath(issue.path)}: ` : ''}${issue.message}`);
  reportWhole(`left out: ${problems.join('; ')}`);
  return [];
}
