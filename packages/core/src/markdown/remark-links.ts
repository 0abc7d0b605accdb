// Record every link with its source line (for the link checker), turn links
// to markdown files into routes, and register local images as assets.
import path from 'node:path';
import type { Root, RootContent, Link, Image, Definition } from 'mdast';
import { unsupported } from './unsupported.ts';
import { visit } from './walk.ts';
import { isAbsoluteUrl } from '../shared/url.ts';
import { ctxOf, foldersOf, positionOf, type FileContext } from './context.ts';
import type { RefusedImage } from '../assets/images.ts';
import { IMAGE_TYPE_NAMES } from '../assets/image-type.ts';

/** Docusaurus's escape hatch: a link to a path that is no page (a file, another app), neither checked nor rewritten. */
const PATHNAME = 'pathname://';

const MARKDOWN_FILE = /\.mdx?$/i;

/**
 * The route of the page a link's path names, or undefined. A path to a
 * markdown file resolves as Docusaurus's resolveMarkdownLinkPathname
 * (@docusaurus/utils, markdownLinks.ts): `./` and `../` from the page's
 * folder only; `/x.md` from the content folders, then the site folder; a
 * bare `x.md` from the page's folder first, then those. A relative path
 * without an extension (`./index`, `../guide/setup`), or with `.html`,
 * names a markdown file as in VitePress, whose links leave the extension
 * out: it becomes that page's route when the file is a page, and stays a
 * plain link otherwise.
 */
function markdownRoute(ctx: FileContext, pathPart: string, here: string[]): string | undefined {
  if (!pathPart) return undefined;
  const file = decodeURIComponent(pathPart);
  const explicit = file.startsWith('./') || file.startsWith('../');
  if (MARKDOWN_FILE.test(file)) {
    const dirs = file.startsWith('/') ? ctx.linkRoots : explicit ? here : [...here, ...ctx.linkRoots];
    return firstRoute(
      ctx,
      dirs.map((dir) => path.join(dir, file)),
    );
  }
  if (file.startsWith('/')) return undefined;
  const stem = file.endsWith('/') ? `${file}index` : file.replace(/\.html$/i, '');
  if (path.posix.extname(stem)) return undefined;
  return firstRoute(
    ctx,
    here.flatMap((dir) => [`${path.resolve(dir, stem)}.md`, `${path.resolve(dir, stem)}.mdx`]),
  );
}

function firstRoute(ctx: FileContext, candidates: string[]): string | undefined {
  for (const candidate of candidates) {
    const route = ctx.resolveMarkdown(candidate);
    if (route) return route;
  }
  return undefined;
}

/** GitHub's (and Docusaurus's) fragments for an image shown in one colour mode, as the classes the theme hides in the other (styles.css). */
const COLOUR_MODE_FRAGMENTS: Record<string, string> = { '#gh-light-mode-only': 'img-light', '#gh-dark-mode-only': 'img-dark' };
const CLASS_ATTRIBUTES = /^\{((?:\s*\.[\w-]+)+)\s*\}/;

/**
 * The colour-mode class of an image: from GitHub's `#gh-dark-mode-only`
 * fragment, or, under `markdown.headingIds: vitepress`, from markdown-it-attrs'
 * `![…](…){.img-dark}` written right after it (taken out of the text). Other
 * classes in such braces are kept as the class list; under Docusaurus's rules
 * the braces stay text, with a warning.
 */
function colourModeClasses(ctx: FileContext, img: Image, next: RootContent | undefined): string[] {
  const fromFragment = Object.entries(COLOUR_MODE_FRAGMENTS).find(([fragment]) => img.url.endsWith(fragment));
  if (fromFragment) img.url = img.url.slice(0, -fromFragment[0].length);
  const attrs = next?.type === 'text' ? CLASS_ATTRIBUTES.exec(next.value) : null;
  if (!attrs || next?.type !== 'text') return fromFragment ? [fromFragment[1]] : [];
  if (ctx.markdown.headingIds !== 'vitepress') {
    ctx.diagnostics.push(
      unsupported('attribute', {
        message: `${attrs[0]} after an image is shown as text: attributes in braces are VitePress's (markdown-it-attrs)`,
        file: ctx.file,
        ...positionOf(ctx, next),
        hint: 'Set markdown.headingIds: vitepress to read them as VitePress does, or remove them.',
      }),
    );
    return fromFragment ? [fromFragment[1]] : [];
  }
  next.value = next.value.slice(attrs[0].length);
  const written = attrs[1]
    .split('.')
    .map((c) => c.trim())
    .filter(Boolean);
  return [...new Set([...(fromFragment ? [fromFragment[1]] : []), ...written])];
}

export function remarkLinks() {
  return (tree: Root, file: { data: Record<string, unknown> }) => {
    const ctx = ctxOf(file);
    const lineOf = (n: Parameters<typeof positionOf>[1]) => positionOf(ctx, n);
    visit(tree, (node, index, parent) => {
      if (node.type === 'link' || node.type === 'definition') {
        const link = node as Link | Definition;
        const at = lineOf(link);
        const url = link.url;
        if (url.startsWith(PATHNAME) && node.type === 'link') {
          link.url = url.slice(PATHNAME.length);
          link.data = { ...link.data, hProperties: { ...(link.data?.hProperties ?? {}), dataPathnameLink: '' } };
          return;
        }
        if (!url || isAbsoluteUrl(url)) {
          if (url) ctx.links.push({ url, ...at });
          return;
        }
        const hashAt = url.indexOf('#');
        const pathPart = hashAt >= 0 ? url.slice(0, hashAt) : url;
        const hash = hashAt >= 0 ? url.slice(hashAt) : '';
        const route = markdownRoute(ctx, pathPart, foldersOf(ctx, link));
        if (route) {
          link.url = route + hash;
          ctx.links.push({ url: link.url, ...at });
          return;
        }
        if (MARKDOWN_FILE.test(pathPart) && !pathPart.startsWith('/')) {
          ctx.links.push({ url, ...at, brokenMarkdownTarget: pathPart });
          return;
        }
        ctx.links.push({ url, ...at });
        return;
      }
      if (node.type === 'image') {
        const img = node as Image;
        const classes = colourModeClasses(ctx, img, parent?.children[(index ?? -1) + 1] as RootContent | undefined);
        if (classes.length) img.data = { ...img.data, hProperties: { ...(img.data?.hProperties ?? {}), className: classes } };
        if (!img.url || isAbsoluteUrl(img.url)) return;
        const written = decodeURIComponent(img.url.split(/[?#]/)[0]);
        // From the site root (`/img/a.png`) it is a static folder's file, as in
        // Docusaurus; else relative to the file it was written in, then the page.
        const candidates = written.startsWith('/') ? [{ staticPath: written }] : foldersOf(ctx, img).map((dir) => path.resolve(dir, written));
        let asset: ReturnType<FileContext['addAsset']>;
        for (const candidate of candidates) {
          asset = ctx.addAsset(candidate);
          if (asset) break;
        }
        if (!asset || !('url' in asset)) {
          ctx.diagnostics.push({ severity: 'error', file: ctx.file, ...lineOf(img), ...(asset ? refusal(asset, img.url) : missingImage(img.url)) });
          return;
        }
        if (asset.removed.length) {
          ctx.diagnostics.push({
            severity: 'warning',
            code: 'markdown/svg-sanitized',
            message: `SVG image ${img.url} is published without: ${asset.removed.join(', ')}`,
            file: ctx.file,
            ...lineOf(img),
            hint: 'Scripts, event handlers, HTML and links to other files are taken out of SVG images. Remove them from the file (or save it as plain SVG) to publish it as it is.',
          });
        }
        ctx.assets.push(asset.source);
        img.url = asset.url;
        img.data = { ...img.data, hProperties: { ...(img.data?.hProperties ?? {}), width: asset.width, height: asset.height, loading: 'lazy', decoding: 'async' } };
      }
    });
  };
}

type Problem = { code: string; message: string; hint: string };

const STATIC_HINT = 'Files other than images are published only from a static folder (staticDirectories): put the file there and link to it.';

/** Why an image a page names is not published. */
function refusal(refused: RefusedImage, url: string): Problem {
  if ('outside' in refused) {
    return {
      code: 'markdown/image-outside-site',
      message: `Image outside the site: ${url} is ${refused.outside}`,
      hint: "Pages may only use files inside the config file's folder or a folder the config names (docs paths, staticDirectories); copy the image into the site (symbolic links are followed before this check).",
    };
  }
  if ('notContent' in refused) {
    return {
      code: 'markdown/image-not-content',
      message: `Image is not site content: ${url} (${refused.notContent})`,
      hint: "Dotfiles and dot-folders (.git, .env), node_modules, the output and cache folders and what the config's exclude names are never published; put the image beside the page or in a static folder.",
    };
  }
  return { code: 'markdown/not-an-image', message: `Not an image: ${url} (${refused.notImage})`, hint: `An image must be a ${IMAGE_TYPE_NAMES} file. ${STATIC_HINT}` };
}

function missingImage(url: string): Problem {
  return {
    code: 'markdown/missing-image',
    message: `Image not found: ${url}`,
    hint: url.startsWith('/')
      ? 'A path from the site root is looked for in the static folders (staticDirectories); check the path.'
      : "Check the path; it is relative to the markdown file (an included file's, for an image it includes).",
  };
}
