// Build the content graph: every markdown file of every docs instance, the
// category metadata of its folders, the site's own pages, and the sidebars.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { CategoryMeta, ContentGraph, Diagnostic, DocFile, DocsInstance, PageFile, SiteConfig } from '../types.ts';
import { parseYamlSource } from '../util/yaml-source.ts';
import { issuesToDiagnostics, quoteKeys } from '../util/zod-diagnostics.ts';
import { splitFrontMatter } from './frontmatter.ts';
import { joinRoute } from '../routes/join.ts';
import { buildSidebars } from '../sidebar/build.ts';

export interface LoadContentOptions {
  rootDir: string;
  /** Keep draft docs (serve) or leave them out (build, check). */
  includeDrafts: boolean;
}

const categorySchema = z.strictObject({
  label: z.string().optional(),
  position: z.number().optional(),
  collapsed: z.boolean().optional(),
  collapsible: z.boolean().optional(),
  className: z.string().optional(),
  description: z.string().optional(),
  link: z
    .union([
      z.strictObject({ type: z.literal('doc'), id: z.string() }),
      z.strictObject({
        type: z.literal('generated-index'),
        slug: z.string().optional(),
        title: z.string().optional(),
        description: z.string().optional(),
      }),
    ])
    .nullable()
    .optional(),
});

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Read a text file, turning the usual failures into diagnostics. */
export async function readTextFile(abs: string, file: string): Promise<{ text?: string; diagnostic?: Diagnostic }> {
  try {
    const bytes = await readFile(abs);
    try {
      return { text: utf8.decode(bytes) };
    } catch {
      return {
        diagnostic: {
          severity: 'error',
          code: 'content/encoding',
          message: 'File is not valid UTF-8 text',
          file,
          hint: 'Save the file with UTF-8 encoding.',
        },
      };
    }
  } catch (err) {
    return {
      diagnostic: {
        severity: 'error',
        code: 'content/unreadable',
        message: `File could not be read (${(err as NodeJS.ErrnoException).code ?? 'error'})`,
        file,
        hint: 'Check that the file exists and is readable.',
      },
    };
  }
}

async function listFiles(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(dir, path.join(e.parentPath ?? (e as unknown as { path: string }).path, e.name)))
      .map((p) => p.split(path.sep).join('/'))
      .sort();
  } catch {
    return [];
  }
}

const H1 = /^#[ \t]+(.+?)[ \t#]*$/m;

export async function loadContent(config: SiteConfig, opts: LoadContentOptions): Promise<ContentGraph> {
  const diagnostics: Diagnostic[] = [];
  const instances = await Promise.all(config.docs.map((inst) => loadInstance(inst, opts, diagnostics)));
  const pages = await loadPages(opts.rootDir, diagnostics);
  return { instances, pages, diagnostics };
}

async function loadInstance(
  inst: SiteConfig['docs'][number],
  opts: LoadContentOptions,
  diagnostics: Diagnostic[],
): Promise<DocsInstance> {
  const dir = path.resolve(opts.rootDir, inst.path);
  const files = await listFiles(dir);
  const categories: Record<string, CategoryMeta> = {};
  const docs: DocFile[] = [];
  await Promise.all(
    files.map(async (rel) => {
      const abs = path.join(dir, rel);
      const source = path.relative(opts.rootDir, abs).split(path.sep).join('/');
      const base = path.posix.basename(rel);
      if (base === '_category_.yml' || base === '_category_.yaml') {
        const { text, diagnostic } = await readTextFile(abs, source);
        if (diagnostic) return void diagnostics.push(diagnostic);
        const meta = parseCategory(text!, source, diagnostics);
        if (meta) categories[path.posix.dirname(rel) === '.' ? '' : path.posix.dirname(rel)] = meta;
        return;
      }
      if (!/\.mdx?$/.test(rel) || base.startsWith('_')) return;
      const { text, diagnostic } = await readTextFile(abs, source);
      if (diagnostic) return void diagnostics.push(diagnostic);
      const split = splitFrontMatter(text!, source);
      diagnostics.push(...split.diagnostics);
      const fm = split.frontMatter;
      if (fm.draft && !opts.includeDrafts) {
        docs.push(makeDoc(inst, rel, source, split, true));
        return;
      }
      docs.push(makeDoc(inst, rel, source, split, false));
    }),
  );
  docs.sort((a, b) => (a.relPath < b.relPath ? -1 : a.relPath > b.relPath ? 1 : 0));
  const { sidebars, diagnostics: sidebarDiagnostics } = await buildSidebars(
    inst,
    docs.filter((d) => !d.draft || opts.includeDrafts),
    categories,
    opts.rootDir,
  );
  diagnostics.push(...sidebarDiagnostics);
  return { config: inst, docs, categories, sidebars };
}

function makeDoc(
  inst: SiteConfig['docs'][number],
  rel: string,
  source: string,
  split: ReturnType<typeof splitFrontMatter>,
  draftSkipped: boolean,
): DocFile {
  const fm = split.frontMatter;
  const noExt = rel.replace(/\.mdx?$/, '');
  const dir = path.posix.dirname(noExt) === '.' ? '' : path.posix.dirname(noExt);
  const baseName = path.posix.basename(noExt);
  const id = fm.id ? (dir ? `${dir}/${fm.id}` : fm.id) : noExt;
  const isIndex = /^(index|readme)$/i.test(baseName);
  let routeRel: string;
  if (fm.slug !== undefined) routeRel = fm.slug.startsWith('/') ? fm.slug : (dir ? `${dir}/` : '') + fm.slug;
  else routeRel = isIndex ? dir : dir ? `${dir}/${fm.id ?? baseName}` : (fm.id ?? baseName);
  const title = fm.title ?? H1.exec(split.body)?.[1]?.trim() ?? baseName;
  return {
    instanceId: inst.id,
    id,
    source,
    relPath: rel,
    frontMatter: fm,
    bodyLine: split.bodyLine,
    body: split.body,
    route: joinRoute(inst.routeBasePath, routeRel),
    title,
    sidebarLabel: fm.sidebar_label ?? title,
    sidebarPosition: fm.sidebar_position,
    draft: draftSkipped,
  };
}

function parseCategory(text: string, file: string, diagnostics: Diagnostic[]): CategoryMeta | undefined {
  const src = parseYamlSource(text, file);
  if (src.diagnostics.length) {
    diagnostics.push(...src.diagnostics);
    return undefined;
  }
  const parsed = categorySchema.safeParse(src.value ?? {});
  if (!parsed.success) {
    diagnostics.push(
      ...issuesToDiagnostics(parsed.error.issues, src.locate, file, {
        code: 'category',
        unknownKey: (keys, at) => `${at || '(root)'}: unknown key ${quoteKeys(keys)}`,
        invalid: (issue, at) => `${at || '(root)'}: ${issue.message}`,
        unknownKeyHint: 'A _category_.yml takes label, position, collapsed, collapsible, description and link.',
        invalidHint: 'A _category_.yml takes label, position, collapsed, collapsible, description and link.',
      }),
    );
    return undefined;
  }
  const { link, ...rest } = parsed.data;
  return { ...rest, link: link ?? undefined };
}

async function loadPages(rootDir: string, diagnostics: Diagnostic[]): Promise<PageFile[]> {
  const dir = path.join(rootDir, 'site/pages');
  const files = await listFiles(dir);
  const pages: PageFile[] = [];
  for (const rel of files) {
    const m = /^(.*)\.(tsx|md)$/.exec(rel);
    if (!m || path.posix.basename(rel).startsWith('_') || rel.endsWith('.test.tsx')) continue;
    const source = `site/pages/${rel}`;
    const routeRel = m[1].replace(/(^|\/)index$/, '');
    const route = joinRoute('/', routeRel);
    if (m[2] === 'tsx') {
      pages.push({ source, route, kind: 'tsx', frontMatter: {}, body: '', bodyLine: 1 });
      continue;
    }
    const { text, diagnostic } = await readTextFile(path.join(dir, rel), source);
    if (diagnostic) {
      diagnostics.push(diagnostic);
      continue;
    }
    const split = splitFrontMatter(text!, source);
    diagnostics.push(...split.diagnostics);
    pages.push({ source, route, kind: 'md', frontMatter: split.frontMatter, body: split.body, bodyLine: split.bodyLine });
  }
  return pages;
}
