// What the config adds to the <head> of every page: `headTags`, `stylesheets`
// and `scripts`, as one list of tags in Docusaurus's order (its bootstrap
// plugin puts the head tags first, then stylesheets, then scripts). The
// renderer writes them and computes the Content-Security-Policy from them;
// the config check looks for the site files they name.
import type { HeadTagConfig } from '../schemas/head.ts';
import type { SiteConfig } from './schema.ts';

/** The elements a head tag may be: what belongs in <head> and the policy can account for. */
export const HEAD_TAG_NAMES = ['link', 'meta', 'script', 'style'] as const;
export type HeadTagName = (typeof HEAD_TAG_NAMES)[number];

export type AttributeValue = string | boolean;

export interface HeadTag {
  tagName: HeadTagName;
  /** `true` writes the attribute bare (`async`), `false` leaves it out. */
  attributes: Record<string, AttributeValue>;
  /** Written as it is: the config's author is trusted. */
  innerHTML?: string;
  /** Where the config writes it (`scripts[1]`), for diagnostics. */
  keyPath: Array<string | number>;
  /** The attribute holding the URL the tag loads (`src`, `href`), when it has one. */
  urlAttribute?: 'src' | 'href';
}

/** The attribute holding the URL an element loads. */
export function urlAttributeOf(tagName: HeadTagName): 'src' | 'href' | undefined {
  return tagName === 'script' ? 'src' : tagName === 'link' ? 'href' : undefined;
}

/** An attribute's name as HTML's syntax allows it in a start tag. */
export const ATTRIBUTE_NAME = /^[A-Za-z_:][-A-Za-z0-9_:.]*$/;

/** Hosts a test or a local preview serves from, where plain http is fine. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Why a `src` or `href` the config gives cannot be used, or undefined when it
 * can: a path of the site from its root (`/js/widget.js`, a static file), or
 * an https URL (http only on this machine, as a test or a local preview
 * serves). A protocol-relative or relative URL would change with the page.
 */
export function headUrlProblem(url: string): string | undefined {
  if (url.startsWith('//')) return `is protocol-relative: write https:${url}`;
  if (url.startsWith('/')) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'must be an https URL or a path from the site root such as /js/widget.js (a file of a static folder)';
  }
  if (parsed.protocol === 'https:' || (parsed.protocol === 'http:' && LOOPBACK.has(parsed.hostname))) return undefined;
  return parsed.protocol === 'http:' ? `is plain http: write https://${url.slice('http://'.length)} (a page served over https cannot load it)` : `must be an https URL, not ${parsed.protocol}`;
}

/** The origin of a URL of another site (`https://cdn.example.com`), for the policy; undefined for a path of this site. */
export function externalOrigin(url: string): string | undefined {
  if (url.startsWith('/')) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** Event handler attributes: the site's policy runs no inline script, so one would never run. */
export const isEventHandler = (name: string) => /^on/i.test(name);

const baseUrlOf = (baseUrl: string) => (url: AttributeValue) => (typeof url === 'string' && url.startsWith('/') ? baseUrl.replace(/\/$/, '') + url : url);

/** A tag in the shape of the config's `headTags` (a site plugin's too), with the baseUrl before the path of the site it loads. */
export function headTagOf(tag: HeadTagConfig, keyPath: Array<string | number>, baseUrl: string): HeadTag {
  const url = urlAttributeOf(tag.tagName);
  const attributes = { ...tag.attributes };
  const hasUrl = url !== undefined && typeof attributes[url] === 'string';
  if (hasUrl) attributes[url] = baseUrlOf(baseUrl)(attributes[url]);
  return { tagName: tag.tagName, attributes, innerHTML: tag.innerHTML, keyPath, urlAttribute: hasUrl ? url : undefined };
}

/**
 * Every tag the config adds to the head, in Docusaurus's order, with the
 * site's baseUrl before each path of the site (as `favicon` and logos have
 * it), so a config names static files the same way whatever the baseUrl.
 */
export function siteHeadTags(config: Pick<SiteConfig, 'baseUrl' | 'headTags' | 'stylesheets' | 'scripts'>): HeadTag[] {
  const withBase = baseUrlOf(config.baseUrl);
  const tags: HeadTag[] = config.headTags.map((tag, i) => headTagOf(tag, ['headTags', i], config.baseUrl));
  config.stylesheets.forEach((sheet, i) => {
    const { href, ...rest } = sheet;
    tags.push({ tagName: 'link', attributes: { rel: 'stylesheet', href: withBase(href), ...rest }, keyPath: ['stylesheets', i], urlAttribute: 'href' });
  });
  config.scripts.forEach((script, i) => {
    const { src, ...rest } = script;
    tags.push({ tagName: 'script', attributes: { src: withBase(src), ...rest }, keyPath: ['scripts', i], urlAttribute: 'src' });
  });
  return tags;
}
