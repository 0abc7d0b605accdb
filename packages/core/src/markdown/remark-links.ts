// Record every link with its source line (for the link checker), turn links
// to markdown files into routes, and register local images as assets.
import path from 'node:path';
import type { Root, Link, Image, Definition } from 'mdast';
import { visit } from './walk.ts';
import { isAbsoluteUrl } from '../shared/url.ts';
import { ctxOf, positionOf } from './context.ts';
import type { RefusedImage } from '../assets/images.ts';
import { IMAGE_TYPE_NAMES } from '../assets/image-type.ts';

/** Docusaurus's escape hatch: a link to a path that is no page (a file, another app), neither checked nor rewritten. */
const PATHNAME = 'pathname://';

export function remarkLinks() {
  return (tree: Root, file: { data: Record<string, unknown> }) => {
    const ctx = ctxOf(file);
    const lineOf = (n: Parameters<typeof positionOf>[1]) => positionOf(ctx, n);
    visit(tree, (node) => {
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
        if (/\.mdx?$/i.test(pathPart) && !pathPart.startsWith('/')) {
          const target = path.resolve(path.dirname(ctx.absPath), decodeURIComponent(pathPart));
          const route = ctx.resolveMarkdown(target);
          if (route) {
            link.url = route + hash;
            ctx.links.push({ url: link.url, ...at });
          } else {
            ctx.links.push({ url, ...at, brokenMarkdownTarget: pathPart });
          }
          return;
        }
        ctx.links.push({ url, ...at });
        return;
      }
      if (node.type === 'image') {
        const img = node as Image;
        if (!img.url || isAbsoluteUrl(img.url)) return;
        const written = decodeURIComponent(img.url.split(/[?#]/)[0]);
        // From the site root (`/img/a.png`) it is a static folder's file, as in Docusaurus; else relative to the page.
        const asset = ctx.addAsset(written.startsWith('/') ? { staticPath: written } : path.resolve(path.dirname(ctx.absPath), written));
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
        img.data = { ...img.data, hProperties: { width: asset.width, height: asset.height, loading: 'lazy', decoding: 'async' } };
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
    hint: url.startsWith('/') ? 'A path from the site root is looked for in the static folders (staticDirectories); check the path.' : 'Check the path; it is relative to the markdown file.',
  };
}
