// `ctfdocs init`: copies a site template into a new or empty folder and fills
// in the site's title, URL and package name.
import { copyFile, mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseDocument } from 'yaml';
import type { Diagnostic } from '@ctfdocs/core';
import { siteTemplates, templatesDir } from './templates.ts';
import { packageName } from './words.ts';
import { folderBlock, writeBlock } from '../write-inside.ts';

export interface InitOptions {
  /** The folder to create the site in, as the user named it (messages say it so). */
  dir: string;
  /** The folder `dir` is relative to: the run's folder (default: the process's). */
  cwd?: string;
  template: string;
  title: string;
  /** Where the site will be published; a path after the origin becomes baseUrl. */
  url: string;
  /** Write into a folder that is not empty, replacing files of the same names. */
  force: boolean;
  templates?: string;
}

export interface InitResult {
  diagnostics: Diagnostic[];
  /** Paths written, relative to `dir`. */
  written: string[];
}

const CONFIG = 'site/ctfdocs.config.yaml';

/**
 * What a folder may hold and still count as empty: a fresh `npm init` and
 * `npm install ctfdocs`, or a new git repository. The template's package.json
 * is merged into one that is there.
 */
const SETUP_FILES = new Set(['.git', 'node_modules', 'package.json', 'package-lock.json', 'pnpm-lock.yaml', 'yarn.lock']);

/** `url` split into the config's `url` (the origin) and `baseUrl`, or a message saying what is wrong. */
export function splitSiteUrl(url: string): { url: string; baseUrl: string } | string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `"${url}" is not a URL`;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return `"${url}" is not an http or https URL`;
  const base = parsed.pathname.endsWith('/') ? parsed.pathname : `${parsed.pathname}/`;
  return { url: parsed.origin, baseUrl: base };
}

export async function initSite(opts: InitOptions): Promise<InitResult> {
  const root = path.resolve(opts.cwd ?? '.', opts.dir);
  const templates = opts.templates ?? templatesDir;
  const fail = (code: string, message: string, hint: string): InitResult => ({ diagnostics: [{ severity: 'error', code, message, hint }], written: [] });
  const known = siteTemplates(templates);
  if (!known.includes(opts.template)) return fail('init/unknown-template', `no site template "${opts.template}"`, `Use one of: ${known.join(', ')}.`);
  const site = splitSiteUrl(opts.url);
  if (typeof site === 'string') return fail('init/bad-url', site, 'Give the full address the site will have, such as https://docs.example.com or https://you.github.io/project/.');
  const notFolder = await folderBlock(root);
  if (notFolder) return fail('init/not-a-folder', `${opts.dir} ${notFolder}`, 'Choose a folder name.');
  const entries = await readdir(root).catch((err: NodeJS.ErrnoException) => (err.code === 'ENOENT' ? [] : Promise.reject(err)));
  if (entries.some((e) => !SETUP_FILES.has(e)) && !opts.force) {
    return fail('init/not-empty', `${opts.dir} is not empty`, 'Choose a new or empty folder, or pass --force to write the template into it (files of the same names are replaced).');
  }

  const from = path.join(templates, opts.template);
  const files = (await readdir(from, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => path.relative(from, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
  // npm leaves .gitignore files out of packages, so the template names it gitignore.
  const destination = (f: string) => (f === 'gitignore' ? '.gitignore' : f);
  // Every file is checked before the first is written: a refusal leaves the folder as it was.
  const blocked = new Map<string, string>();
  for (const f of files) {
    const block = await writeBlock(root, destination(f), `the site's folder (${opts.dir})`);
    if (block) blocked.set(path.posix.join(opts.dir.split(path.sep).join('/'), block.at), block.problem);
  }
  if (blocked.size) {
    const diagnostics = [...blocked].map(
      ([at, problem]): Diagnostic => ({
        severity: 'error',
        code: 'init/not-written',
        message: `${at} ${problem}`,
        hint: `init writes only inside the site's folder: remove or rename ${at}, or choose another folder.`,
      }),
    );
    return { diagnostics, written: [] };
  }
  await mkdir(root, { recursive: true });
  const ownPackage = await readFile(path.join(root, 'package.json'), 'utf8').catch(() => undefined);
  for (const f of files) {
    const dest = path.join(root, destination(f));
    await mkdir(path.dirname(dest), { recursive: true });
    await copyFile(path.join(from, f), dest);
  }

  await editText(path.join(root, CONFIG), (text) => {
    const doc = parseDocument(text);
    doc.set('title', opts.title);
    doc.set('url', site.url);
    doc.set('baseUrl', site.baseUrl);
    if (doc.hasIn(['themeConfig', 'navbar', 'title'])) doc.setIn(['themeConfig', 'navbar', 'title'], opts.title);
    if (doc.hasIn(['themeConfig', 'navbar', 'logo', 'alt'])) doc.setIn(['themeConfig', 'navbar', 'logo', 'alt'], `${opts.title} logo`);
    return doc.toString();
  });
  await editText(path.join(root, 'package.json'), (text) => {
    const template = { ...JSON.parse(text), name: packageName(path.basename(root)) };
    return JSON.stringify(ownPackage === undefined ? template : mergePackage(JSON.parse(ownPackage), template), null, 2) + '\n';
  });
  await editText(path.join(root, 'README.md'), (text) => text.replace(/^# .*$/m, `# ${opts.title}`));

  const written = files.map(destination).sort();
  return { diagnostics: [], written };
}

/**
 * The folder's own package.json with the template's scripts it lacks and the
 * ctfdocs dependency, unless it already has one (an install from a tarball).
 */
function mergePackage(own: Record<string, unknown>, template: Record<string, unknown>): Record<string, unknown> {
  const deps = (own.dependencies ?? {}) as Record<string, string>;
  const devDeps = (own.devDependencies ?? {}) as Record<string, string>;
  const templateDevDeps = (template.devDependencies ?? {}) as Record<string, string>;
  return {
    ...own,
    type: own.type ?? template.type,
    scripts: { ...(template.scripts as object), ...(own.scripts as object) },
    ...(deps.ctfdocs || devDeps.ctfdocs ? {} : { devDependencies: { ...devDeps, ctfdocs: templateDevDeps.ctfdocs } }),
  };
}

/** Rewrites a file of the template when the template has it. */
async function editText(file: string, edit: (text: string) => string): Promise<void> {
  const text = await readFile(file, 'utf8').catch(() => undefined);
  if (text !== undefined) await writeFile(file, edit(text));
}
