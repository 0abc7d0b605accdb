// The config's head tags as HTML, at the end of every page's <head>: after
// the policy's meta element, the theme's stylesheet and its script, so a
// site's stylesheet wins over the theme's and nothing loads before the
// policy is in force. Written as a string rather than React elements: React
// 19 hoists async scripts and preconnect links to the top of <head>, ahead
// of the policy, and would reorder what the config lists.
import { escapeHtml, type HeadTag } from '@ctfdocs/core';

const VOID = new Set(['link', 'meta']);

function tagHtml(tag: HeadTag): string {
  const attributes = Object.entries(tag.attributes)
    .map(([name, value]) => (value === true ? ` ${name}` : value === false ? '' : ` ${name}="${escapeHtml(value)}"`))
    .join('');
  // The content is the config's (trusted); the schema refused one that would end the element early.
  return VOID.has(tag.tagName) ? `<${tag.tagName}${attributes}>` : `<${tag.tagName}${attributes}>${tag.innerHTML ?? ''}</${tag.tagName}>`;
}

export function headTagsHtml(tags: readonly HeadTag[]): string {
  return tags.map(tagHtml).join('');
}

/** A rendered document with the head tags at the end of its <head> (the first `</head>`: all text before it is escaped). */
export function withHeadTags(html: string, tags: string): string {
  const end = html.indexOf('</head>');
  return tags && end >= 0 ? html.slice(0, end) + tags + html.slice(end) : html;
}
