// `ctfdocs new <instance>/<path>`: writes a page of a docs instance from a
// page template, with its title, description and sidebar position filled in.
import { readFile, readdir, writeFile, mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { loadConfig, makeDoc, splitFrontMatter, unsafeRouteProblem, visibility, type Diagnostic } from '@ctfdocs/core';
import { pageTemplates, templatesDir } from './templates.ts';
import { lowerFirst, titleFromName } from './words.ts';
import { folderBlock, writeBlock } from '../write-inside.ts';

export interface NewPageOptions {
  rootDir: string;
  configPath: string;
  /** `<instance id>/<path under the instance's folder>`, with or without `.md`. */
  target: string;
  template: string;
  title?: string;
  templates?: string;
}

export interface NewPageResult {
  diagnostics: Diagnostic[];
  /** The page written, relative to rootDir. */
  file?: string;
  title?: string;
  position?: number;
}

export async function newPage(opts: NewPageOptions): Promise<NewPageResult> {
  const templates = opts.templates ?? templatesDir;
  const fail = (code: string, message: string, hint: string, file?: string): NewPageResult => ({ diagnostics: [{ severity: 'error', code, message, hint, ...(file ? { file } : {}) }] });
  const known = pageTemplates(templates);
  if (!known.includes(opts.template)) return fail('new/unknown-template', `no page template "${opts.template}"`, `Use one of: ${known.join(', ')}.`);
  const slash = opts.target.indexOf('/');
  const instanceId = slash > 0 ? opts.target.slice(0, slash) : '';
  const rel = path.posix.normalize(opts.target.slice(slash + 1).replace(/\.md$/, ''));
  if (!instanceId || !rel || rel === '.' || rel.startsWith('../') || rel === '..' || path.posix.isAbsolute(rel) || rel.endsWith('/')) {
    return fail('new/bad-target', `"${opts.target}" is not <instance>/<path>`, 'Name the docs instance and the page, such as docs/guides/install.');
  }

  const loaded = await loadConfig(opts.rootDir, opts.configPath);
  if (!loaded.config) return { diagnostics: loaded.diagnostics };
  const inst = loaded.config.docs.find((d) => d.id === instanceId);
  if (!inst) {
    const ids = loaded.config.docs.map((d) => d.id);
    return fail('new/unknown-instance', `no docs instance "${instanceId}"`, ids.length ? `Use one of: ${ids.join(', ')}.` : 'Add a docs instance under "docs:" first.', loaded.file);
  }
  const file = path.posix.join(inst.path, `${rel}.md`);
  const skipped = skippedName(rel);
  if (skipped) return fail('new/skipped-name', skipped, 'Name the page and its folders with letters, digits, "-" and "_", not starting with "." or "_".', file);
  // The route the build would give the page, refused by the rules the build refuses it by.
  const doc = makeDoc(inst, `${rel}.md`, file, { frontMatter: {}, body: '', bodyLine: 1, frontMatterSource: '' }, visibility({}, { dev: false, noIndex: false }));
  const unsafe = unsafeRouteProblem(doc.route, file, 'file name');
  if (unsafe) return fail('new/unsafe-route', unsafe.message, 'Name the page and its folders with letters, digits, "-", "_" and ".".', file);
  const docsDir = path.resolve(opts.rootDir, inst.path);
  const notFolder = await folderBlock(docsDir);
  if (notFolder) return fail('new/not-written', `the docs folder of instance "${inst.id}" ${notFolder}`, 'Check docs[].path in the config, or make the folder.', inst.path);
  const blocked = await writeBlock(docsDir, `${rel}.md`, `the docs folder ${inst.path}`);
  if (blocked) {
    return fail(
      'new/not-written',
      `${blocked.problem}: ctfdocs new writes only inside the docs folder`,
      'Give a path that does not go through it, or remove the link.',
      path.posix.join(inst.path, blocked.at),
    );
  }
  const abs = path.resolve(opts.rootDir, file);
  if (await stat(abs).catch(() => undefined)) return fail('new/exists', 'the page already exists', 'Choose another path; ctfdocs new never overwrites a page.', file);

  const title = opts.title?.trim() || titleFromName(path.posix.basename(rel));
  const position = (await lastPosition(path.dirname(abs))) + 1;
  const source = await readFile(path.join(templates, 'pages', `${opts.template}.md`), 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n/.exec(source);
  if (!match) throw new Error(`templates/pages/${opts.template}.md has no front matter`);
  const front = parseDocument(match[1]);
  const description = String(front.get('description') ?? '');
  front.set('title', title);
  front.set('description', description.replaceAll('{title:lower}', lowerFirst(title)).replaceAll('{title}', title));
  front.set('sidebar_position', position);
  await mkdir(path.dirname(abs), { recursive: true });
  await writeFile(abs, `---\n${front.toString()}---\n${source.slice(match[0].length)}`, { flag: 'wx' });
  return { diagnostics: [], file, title, position };
}

/**
 * Why the build would not read the page at `rel` at all, or undefined: a
 * file named with a leading "_" is a partial for MDX pages to import, and
 * names starting with "." are hidden (Docusaurus does not read them either).
 */
function skippedName(rel: string): string | undefined {
  const names = rel.split('/');
  if (names.some((n) => n.startsWith('.'))) return 'a name starting with "." is hidden: the build does not read it as a page';
  if (names.at(-1)!.startsWith('_')) return 'a file name starting with "_" is a partial that MDX pages import: the build does not make it a page';
  return undefined;
}

/** The highest sidebar_position of the pages in `dir`, or 0. */
async function lastPosition(dir: string): Promise<number> {
  const files = await readdir(dir).catch(() => [] as string[]);
  let last = 0;
  for (const f of files.filter((f) => /\.mdx?$/.test(f))) {
    const { frontMatter } = splitFrontMatter(await readFile(path.join(dir, f), 'utf8'), path.join(dir, f));
    if (typeof frontMatter.sidebar_position === 'number') last = Math.max(last, frontMatter.sidebar_position);
  }
  return last;
}
