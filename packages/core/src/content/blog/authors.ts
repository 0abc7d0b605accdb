// Blog authors, as Docusaurus has them: an authors file beside the posts
// (`authors.yml`, the blog's `authorsMapPath`) names each author once under a
// key, and a post's `authors` front matter names keys, or writes an author
// inline, or a key with fields that override the file's for that post. The
// single-author fields from before `authors` (`author`, `author_title`, …)
// are read too. URLs are page content: only http(s) and the site's own paths
// are kept.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BlogAuthor, Diagnostic } from '../../types.ts';
import type { BlogConfig } from '../../schemas/blog.ts';
import { joinRoute } from '../../routes/join.ts';
import { unsafeRouteReason } from '../../routes/safe.ts';
import { urlScheme } from '../../shared/url.ts';
import { slugify } from '../../util/slug.ts';
import { parseYamlFile } from '../../util/yaml-source.ts';
import { issuesToDiagnostics, quoteKeys } from '../../util/zod-diagnostics.ts';
import { linkOutsideRoots, resolveReadable, type ReadRules } from '../../util/read-roots.ts';
import type { BlogPostFrontMatter, InlineAuthor } from '../../schemas/blog-post-front-matter.ts';
import { authorEntrySchema } from '../../schemas/blog-authors.ts';

const AUTHOR_KEYS = Object.keys(authorEntrySchema.shape);
const HINT = 'Write each author as a key with name, title, url, image_url, email, socials and page (see docs/writing.md).';

/** Where a profile handle leads, by platform; other platforms' values must be URLs. */
const SOCIAL_PROFILES: Record<string, string> = {
  x: 'https://x.com/',
  twitter: 'https://twitter.com/',
  github: 'https://github.com/',
  linkedin: 'https://www.linkedin.com/in/',
  stackoverflow: 'https://stackoverflow.com/users/',
  bluesky: 'https://bsky.app/profile/',
  instagram: 'https://www.instagram.com/',
  threads: 'https://www.threads.net/@',
  twitch: 'https://twitch.tv/',
  youtube: 'https://youtube.com/@',
};

export interface AuthorsFile {
  /** Relative to the site root, when the blog has one. */
  file?: string;
  authors: Record<string, BlogAuthor>;
  diagnostics: Diagnostic[];
}

/** The blog's authors file (`authorsMapPath`, beside the posts), when it has one. */
export async function readAuthorsFile(blog: BlogConfig, rootDir: string, rules: ReadRules, siteBase: string): Promise<AuthorsFile> {
  const abs = path.resolve(rootDir, blog.path, blog.authorsMapPath);
  const file = path.relative(rootDir, abs).split(path.sep).join('/');
  const readable = resolveReadable(abs, rules);
  if (!readable) return { authors: {}, diagnostics: [] };
  if ('outside' in readable)
    return { file, authors: {}, diagnostics: [linkOutsideRoots({ abs, real: readable.outside, rootDir }, 'blog/outside-site', 'Put the authors file itself in the blog folder.')] };
  if ('notContent' in readable) {
    return {
      file,
      authors: {},
      diagnostics: [{ severity: 'warning', code: 'blog/authors-not-read', message: `${file} is not read: ${readable.notContent}`, file, hint: 'Keep the authors file where the site may read it.' }],
    };
  }
  const source = parseYamlFile(await readFile(readable.real, 'utf8'), file);
  if (source.diagnostics.length) return { file, authors: {}, diagnostics: source.diagnostics };
  const value = source.value ?? {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    return { file, authors: {}, diagnostics: [{ severity: 'error', code: 'blog/authors-invalid', message: 'The authors file must map each key to an author', file, line: 1, hint: HINT }] };
  }
  const diagnostics: Diagnostic[] = [];
  const authors: Record<string, BlogAuthor> = {};
  for (const [key, entry] of Object.entries(value)) {
    const given = entry !== null && typeof entry === 'object' && !Array.isArray(entry) ? (entry as Record<string, unknown>) : entry;
    // Keys ctfdocs does not show (a swizzled component's own) are said, and the rest is read.
    const unknown = given && typeof given === 'object' ? Object.keys(given).filter((k) => !AUTHOR_KEYS.includes(k)) : [];
    for (const k of unknown) {
      const at = source.locate([key, k]);
      diagnostics.push({
        severity: 'warning',
        code: 'blog/authors-unknown-key',
        message: `${key}.${k}: not an author field ctfdocs shows`,
        file,
        line: at?.line,
        column: at?.column,
        configPath: `${key}.${k}`,
        hint: HINT,
      });
    }
    const known = unknown.length ? Object.fromEntries(Object.entries(given as Record<string, unknown>).filter(([k]) => AUTHOR_KEYS.includes(k))) : given;
    const parsed = authorEntrySchema.safeParse(known);
    if (!parsed.success) {
      diagnostics.push(
        ...issuesToDiagnostics(
          parsed.error.issues.map((i) => ({ ...i, path: [key, ...i.path] })),
          source.locate,
          file,
          {
            code: 'blog/authors',
            unknownKey: (keys, at) => `${at}: unknown key ${quoteKeys(keys)}`,
            invalid: (issue, at) => `${at}: ${issue.message}`,
            unknownKeyHint: HINT,
            invalidHint: HINT,
          },
        ),
      );
      continue;
    }
    const { page, image_url, imageURL, ...fields } = parsed.data;
    const where = (field: string) => ({ file, ...source.locate([key, field]), configPath: `${key}.${field}` });
    const pageRoute = page ? authorPage(blog, key, page === true ? undefined : page.permalink) : undefined;
    if (pageRoute && 'problem' in pageRoute) {
      diagnostics.push({
        severity: 'error',
        code: 'blog/authors-invalid',
        message: `${key}.page.permalink ${pageRoute.problem}`,
        ...where('page'),
        hint: "Give a route such as /jane under the blog's authors route.",
      });
    }
    authors[key] = checkedAuthor({ key, ...fields, imageURL: imageURL ?? image_url, page: pageRoute && 'route' in pageRoute ? pageRoute.route : undefined }, siteBase, (field, message) =>
      diagnostics.push({ severity: 'error', code: 'blog/author-url', message: `${key}.${field}: ${message}`, ...where(field), hint: URL_HINT }),
    );
  }
  return { file, authors, diagnostics };
}

const URL_HINT = 'Use an http(s) address, or a path of the site starting with "/".';

/** The route of an author's page, as Docusaurus makes it: the key in kebab case under the blog's authors route, or the permalink given. */
function authorPage(blog: BlogConfig, key: string, permalink: string | undefined): { route: string } | { problem: string } {
  const slug = permalink ?? slugify(key);
  const unsafe = unsafeRouteReason(slug) ?? (/[\s?#]/.test(slug) ? 'must have no spaces, query or hash' : undefined);
  return unsafe ? { problem: unsafe } : { route: joinRoute(blog.routeBasePath, blog.authorsBasePath, slug) };
}

/**
 * The author with its URLs checked: http(s) and the site's paths are kept
 * (a picture's path gets the site's baseUrl, as Docusaurus gives it), any
 * other scheme (`javascript:`) is dropped and reported through `problem`.
 */
function checkedAuthor(author: BlogAuthor, siteBase: string, problem: (field: string, message: string) => void): BlogAuthor {
  const safe = (field: string, url: string | undefined): string | undefined => {
    if (url === undefined) return undefined;
    const scheme = urlScheme(url);
    if (scheme === undefined ? url.startsWith('/') && !url.startsWith('//') : scheme === 'http' || scheme === 'https' || (field === 'url' && scheme === 'mailto')) return url;
    problem(field, `"${url}" is not an http(s) address or a path of the site`);
    return undefined;
  };
  const socials: Record<string, string> = {};
  for (const [platform, value] of Object.entries(author.socials ?? {})) {
    const url = urlScheme(value) ? value : SOCIAL_PROFILES[platform] ? SOCIAL_PROFILES[platform] + value.replace(/^@/, '') : undefined;
    if (url === undefined) problem(`socials.${platform}`, `"${value}" is not an address, and ctfdocs does not know where a ${platform} handle leads`);
    const kept = url === undefined ? undefined : safe(`socials.${platform}`, url);
    if (kept) socials[platform] = kept;
  }
  const image = safe('image_url', author.imageURL);
  const out: BlogAuthor = {
    ...author,
    url: safe('url', author.url),
    imageURL: image?.startsWith('/') ? siteBase.replace(/\/$/, '') + image : image,
    socials: Object.keys(socials).length ? socials : undefined,
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as BlogAuthor;
}

export interface PostAuthorsInput {
  frontMatter: BlogPostFrontMatter;
  /** Where the front matter is, to place problems. */
  file: string;
  locate(keyPath: Array<string | number>): { line: number; column: number } | undefined;
  blog: BlogConfig;
  authorsFile: AuthorsFile;
  siteBase: string;
}

/** The authors of a post, with the problems of its front matter's `authors` (or `author_*`) fields. */
export function postAuthors({ frontMatter: fm, file, locate, blog, authorsFile, siteBase }: PostAuthorsInput): { authors: BlogAuthor[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const at = (keyPath: Array<string | number>) => ({
    file,
    ...locate(keyPath),
    configPath: keyPath
      .map((k) => (typeof k === 'number' ? `[${k}]` : k))
      .join('.')
      .replace(/\.\[/g, '['),
  });
  const problem = (keyPath: Array<string | number>, severity: 'error' | 'warning', code: string, message: string, hint: string) => diagnostics.push({ severity, code, message, ...at(keyPath), hint });
  const legacy = fm.author !== undefined || fm.author_title !== undefined || fm.author_url !== undefined || fm.author_image_url !== undefined;
  if (legacy && fm.authors !== undefined) {
    problem(
      ['authors'],
      'error',
      'blog/authors-mixed',
      'front matter has both authors and author fields',
      "Name the post's authors in authors only (author, author_title, author_url and author_image_url are Docusaurus's older fields).",
    );
  }
  const given: Array<string | InlineAuthor> = fm.authors === undefined ? [] : Array.isArray(fm.authors) ? fm.authors : [fm.authors];
  const list = legacy && fm.authors === undefined ? [{ name: fm.author, title: fm.author_title, url: fm.author_url, imageURL: fm.author_image_url }] : given;
  const authors: BlogAuthor[] = [];
  const keys = Object.keys(authorsFile.authors);
  list.forEach((entry, i) => {
    const keyPath = legacy && fm.authors === undefined ? ['author'] : Array.isArray(fm.authors) ? ['authors', i] : ['authors'];
    const inline = typeof entry === 'string' ? { key: entry } : entry;
    const { image_url, imageURL, ...rest } = inline as InlineAuthor;
    const key = inline.key;
    if (key !== undefined && authors.some((a) => a.key === key)) {
      problem(keyPath, 'error', 'blog/duplicate-author', `author "${key}" is named twice`, 'Name each author once.');
      return;
    }
    const known = key === undefined ? undefined : authorsFile.authors[key];
    if (key !== undefined && !known) {
      const hint = keys.length
        ? `The authors in ${authorsFile.file} are: ${keys.join(', ')}.`
        : `Add ${path.posix.join(blog.path, blog.authorsMapPath)} with an entry for "${key}", or write the author inline (name, title, url, image_url).`;
      problem(keyPath, 'error', 'blog/unknown-author', keys.length ? `no author "${key}" in ${authorsFile.file}` : `author "${key}" is named by key, but the blog has no authors file`, hint);
      return;
    }
    if (key === undefined && authorsFile.file && keys.length && blog.onInlineAuthors !== 'ignore' && !legacy) {
      problem(
        keyPath,
        blog.onInlineAuthors === 'throw' ? 'error' : 'warning',
        'blog/inline-author',
        `author ${JSON.stringify(inline.name ?? imageURL ?? image_url)} is written in the post, not in ${authorsFile.file}`,
        `Add the author to ${authorsFile.file} and name its key here, or set onInlineAuthors: ignore.`,
      );
    }
    const override = checkedAuthor({ ...rest, imageURL: imageURL ?? image_url }, siteBase, (field, message) => problem(keyPath, 'error', 'blog/author-url', `${field}: ${message}`, URL_HINT));
    authors.push({ ...known, ...override });
  });
  return { authors, diagnostics };
}
