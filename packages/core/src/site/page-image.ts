// A social image written by hand: a page's `image` front matter or the
// site's `themeConfig.image` (Docusaurus's names), as the absolute URL
// og:image needs. A file is published through the image registry, so it is
// checked like any image a page names (inside the site, an image by its
// bytes) and gets its width and height.
import path from 'node:path';
import type { ImageRegistry } from '../assets/images.ts';
import { isExternalUrl } from '../shared/url.ts';
import type { Diagnostic, PageImage } from '../types.ts';
import { frontMatterKeyLine } from '../content/front-matter-line.ts';

export interface SocialImageContext {
  rootDir: string;
  images: ImageRegistry;
  /** The config's `url`: og:image must be absolute. */
  siteUrl: string;
}

type Problem = Pick<Diagnostic, 'code' | 'message' | 'hint'>;

/**
 * The image `written` names: a URL as it is; a path from the site root
 * (`/img/card.png`) in the static folders; another path relative to
 * `beside` (a page's file), or, without one, to the static folders as
 * Docusaurus reads `themeConfig.image`.
 */
export function socialImage(written: string, ctx: SocialImageContext, beside?: string): { image: PageImage } | { problem: Problem } {
  if (isExternalUrl(written)) return { image: { url: written.startsWith('//') ? `https:${written}` : written } };
  const file = written.split(/[?#]/)[0];
  if (/\.svgz?$/i.test(file)) {
    return {
      problem: {
        code: 'social-image/svg',
        message: `Social image is an SVG, which link previews do not show: ${written}`,
        hint: 'Export it as a PNG or JPEG (1200×630 is what most sites show in full).',
      },
    };
  }
  const asset = file.startsWith('/') || !beside ? ctx.images.add({ staticPath: `/${file.replace(/^\//, '')}` }) : ctx.images.add(path.resolve(ctx.rootDir, path.dirname(beside), file));
  if (!asset)
    return {
      problem: {
        code: 'social-image/missing',
        message: `Social image not found: ${written}`,
        hint: 'A path from the site root is looked for in the static folders (staticDirectories); a relative path is relative to the page. Check the path.',
      },
    };
  if (!('url' in asset)) {
    const why = 'outside' in asset ? `it is ${asset.outside}, outside the site` : 'notContent' in asset ? asset.notContent : asset.notImage;
    return {
      problem: { code: 'social-image/refused', message: `Social image not published: ${written} (${why})`, hint: 'Use a PNG or JPEG file inside the site (beside the page or in a static folder).' },
    };
  }
  return { image: { url: ctx.siteUrl.replace(/\/$/, '') + asset.url, ...(asset.width ? { width: asset.width, height: asset.height } : {}) } };
}

/** A page's `image` front matter, published; a problem is a warning at the key's line, and the page goes without. */
export function frontMatterImage(page: { source: string; frontMatterSource: string; frontMatter: { image?: string } }, ctx: SocialImageContext, diagnostics: Diagnostic[]): PageImage | undefined {
  const written = page.frontMatter.image;
  if (!written) return undefined;
  const found = socialImage(written, ctx, page.source);
  if ('image' in found) return found.image;
  diagnostics.push({ severity: 'warning', ...found.problem, file: page.source, line: frontMatterKeyLine(page.frontMatterSource, 'image'), configPath: 'image' });
  return undefined;
}
