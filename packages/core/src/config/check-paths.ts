// Folders and files the config names must exist: a mistyped path would
// otherwise build a site without them, with no word said.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic } from '../types.ts';
import type { SiteConfig } from './schema.ts';
import { formatKeyPath } from '../util/yaml-source.ts';
import { siteHeadTags } from './head-tags.ts';

const URL_LIKE = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

export interface PathCheckOptions {
  rootDir: string;
  configFile: string;
  locate(path: Array<string | number>): { line: number; column: number } | undefined;
}

const isDir = (abs: string) =>
  stat(abs).then(
    (s) => s.isDirectory(),
    () => false,
  );
const isFile = (abs: string) =>
  stat(abs).then(
    (s) => s.isFile(),
    () => false,
  );

export async function checkConfigPaths(config: SiteConfig, opts: PathCheckOptions): Promise<Diagnostic[]> {
  const diagnostics: Diagnostic[] = [];
  const report = (keyPath: Array<string | number>, message: string, hint: string) => {
    const at = opts.locate(keyPath);
    const p = formatKeyPath(keyPath);
    diagnostics.push({ severity: 'error', code: 'config/missing-path', message: `${p}: ${message}`, file: opts.configFile, line: at?.line, column: at?.column, configPath: p, hint });
  };
  const abs = (p: string) => path.resolve(opts.rootDir, p);
  await Promise.all([
    ...config.docs.map(async (inst, i) => {
      if (!(await isDir(abs(inst.path)))) report(['docs', i, 'path'], `docs folder "${inst.path}" does not exist`, "Give the folder of the instance's markdown, relative to the config file's folder.");
    }),
    ...config.blog.map(async (blog, i) => {
      if (!(await isDir(abs(blog.path)))) report(['blog', i, 'path'], `blog folder "${blog.path}" does not exist`, "Give the folder of the blog's posts, relative to the config file's folder.");
    }),
  ]);
  const defaultStatic = path.posix.join(path.posix.dirname(opts.configFile.split(path.sep).join('/')), 'static');
  const statics = await Promise.all(config.staticDirectories.map(async (dir) => ({ dir, found: await isDir(abs(dir)) })));
  statics.forEach(({ dir, found }, i) => {
    // The default folder (`static` beside the config) may be absent; a folder the config lists may not.
    if (!found && dir !== defaultStatic) report(['staticDirectories', i], `static folder "${dir}" does not exist`, 'Create it, or remove it from the list.');
  });
  const inStatic = async (file: string) => {
    const rel = decodeURI(file.split(/[?#]/)[0]).replace(/^\/+/, '');
    return (await Promise.all(statics.filter((s) => s.found).map((s) => isFile(path.join(abs(s.dir), rel))))).some(Boolean);
  };
  const notInStatic = (file: string) => `"${file}" is in none of the static folders (${config.staticDirectories.join(', ')})`;
  const favicon = config.favicon;
  if (favicon && !URL_LIKE.test(favicon) && !(await inStatic(favicon))) {
    report(['favicon'], notInStatic(favicon), 'Put the file in a static folder, or correct the path (it is relative to a static folder).');
  }
  // The scripts, stylesheets and head tags' files of the site: paths from the site root, as written (no baseUrl).
  for (const tag of siteHeadTags({ ...config, baseUrl: '/' })) {
    const file = tag.urlAttribute && tag.attributes[tag.urlAttribute];
    if (typeof file !== 'string' || !file.startsWith('/') || (await inStatic(file))) continue;
    const keyPath = tag.keyPath[0] === 'headTags' ? [...tag.keyPath, 'attributes', tag.urlAttribute!] : tag.keyPath;
    report(keyPath, notInStatic(file), 'Put the file in a static folder, or correct the path (a path from the site root names a file of a static folder).');
  }
  // `customCss: x.css` is a list of one only once read: then its element is where the key's value is.
  const whole = opts.locate(['customCss']);
  const first = opts.locate(['customCss', 0]);
  const oneString = whole !== undefined && first?.line === whole.line && first.column === whole.column;
  await Promise.all(
    config.customCss.map(async (sheet, i) => {
      if (!(await isFile(abs(sheet))))
        report(
          oneString ? ['customCss'] : ['customCss', i],
          `stylesheet "${sheet}" does not exist`,
          "Give the path of a CSS file, relative to the config file's folder, or a module of a package installed beside the site (npm install it), as `package/dist/file.css`.",
        );
    }),
  );
  // The site's components: theme components it replaces, and those MDX pages use without an import.
  const modules: Array<[Array<string | number>, string]> = Object.entries(config.themeComponents).map(([name, file]) => [['themeComponents', name], file]);
  if (config.mdxComponents) modules.push([['mdxComponents'], config.mdxComponents]);
  for (const [keyPath, file] of modules) {
    if (!(await isFile(abs(file)))) report(keyPath, `module "${file}" does not exist`, "Give the path of a .tsx, .jsx or .js file, relative to the config file's folder.");
  }
  return diagnostics;
}
