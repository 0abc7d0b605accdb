// `customCss`, `stylesheets`, `scripts` and `headTags`: what a site adds to
// the theme's stylesheet and to the <head> of every page, under Docusaurus's
// names and in its shapes (customCss is its classic preset's
// `theme.customCss`; ctfdocs's config is flat, so the key is top-level). A
// stylesheet or script is a URL or a map of its tag's attributes; a head tag
// is `tagName`, `attributes` and `innerHTML`. The config's author is
// trusted, and the Content-Security-Policy allows exactly the origins these
// name (renderer/src/site-policy.ts). See config/head-tags.ts.
import { z } from 'zod';
import { ATTRIBUTE_NAME, HEAD_TAG_NAMES, headUrlProblem, isEventHandler, urlAttributeOf } from '../config/head-tags.ts';

const attributeValue = z.union([z.string(), z.boolean()]);

/** A `src` or `href`: a path of the site from its root, or an https URL. */
const headUrl = z.string().superRefine((url, ctx) => {
  const problem = headUrlProblem(url);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

const EVENT_HANDLER = "is an event handler: the site's Content-Security-Policy runs no inline script, so it would never run; load a script that adds the listener instead";

/**
 * A tag's map of attributes: the keys the schema names, plus the element's
 * other attributes that change how it loads (`crossorigin`, `integrity`, …)
 * and `data-*`, as Docusaurus passes every key through. Any other key is
 * unknown, so a typo (`defr`) is an error rather than a stray attribute.
 */
function attributeMap<T extends z.ZodRawShape>(shape: T, more: readonly string[], describe: string, url: string) {
  const allowed = new Set([...Object.keys(shape), ...more]);
  const keys = Object.keys(shape);
  return z
    .object(shape, { error: (issue) => (issue.code === 'invalid_type' ? `must be a URL, or a map of ${keys.slice(0, -1).join(', ')} and ${keys.at(-1)} (${url} required)` : undefined) })
    .catchall(attributeValue)
    .superRefine((value, ctx) => {
      const unknown = Object.keys(value).filter((k) => !allowed.has(k) && !/^data-[a-z0-9][-a-z0-9]*$/.test(k));
      if (unknown.length) ctx.addIssue({ code: 'unrecognized_keys', keys: unknown, input: value, message: `unknown ${describe} attribute` });
    });
}

/** A list entry that is a URL or a map with that URL under `key`. */
function urlOrMap<T extends z.ZodType>(key: string, map: T) {
  return z.preprocess((value) => (typeof value === 'string' ? { [key]: value } : value), map);
}

const scriptSchema = urlOrMap(
  'src',
  attributeMap(
    { src: headUrl, async: z.boolean().optional(), defer: z.boolean().optional(), type: z.string().optional() },
    ['crossorigin', 'integrity', 'referrerpolicy', 'nomodule', 'fetchpriority', 'blocking', 'id'],
    'script',
    'src',
  ),
);

const stylesheetSchema = urlOrMap(
  'href',
  attributeMap({ href: headUrl, type: z.string().optional() }, ['media', 'crossorigin', 'integrity', 'referrerpolicy', 'title', 'fetchpriority', 'blocking', 'id'], 'stylesheet', 'href'),
);

const headTagSchema = z
  .strictObject({
    /** The element, one that belongs in <head>. Required. */
    tagName: z.enum(HEAD_TAG_NAMES, { error: `must be one of ${HEAD_TAG_NAMES.join(', ')}: the elements that belong in <head>` }),
    /** Its attributes, by name. Default: none. */
    attributes: z
      .record(z.string(), attributeValue)
      .default({})
      .superRefine((attributes, ctx) => {
        for (const name of Object.keys(attributes)) {
          if (!ATTRIBUTE_NAME.test(name)) ctx.addIssue({ code: 'custom', path: [name], message: 'is not an attribute name' });
          else if (isEventHandler(name)) ctx.addIssue({ code: 'custom', path: [name], message: EVENT_HANDLER });
        }
      }),
    /** Its content. Unset by default: none. */
    innerHTML: z.string().optional(),
  })
  .superRefine((tag, ctx) => {
    const url = urlAttributeOf(tag.tagName);
    const value = url && tag.attributes[url];
    if (url && typeof value === 'string') {
      const problem = headUrlProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', path: ['attributes', url], message: problem });
    }
    if (tag.innerHTML === undefined) return;
    if (tag.tagName === 'link' || tag.tagName === 'meta') ctx.addIssue({ code: 'custom', path: ['innerHTML'], message: `<${tag.tagName}> is a void element: it has no content` });
    // The text would end the element early, and the rest would be markup.
    else if (new RegExp(`</${tag.tagName}`, 'i').test(tag.innerHTML)) ctx.addIssue({ code: 'custom', path: ['innerHTML'], message: `holds "</${tag.tagName}", which would end the element early` });
  });

/** The site's stylesheets, bundled after the theme's: a path relative to the config file, or a list of them. */
export const customCssSchema = z.preprocess((value) => (typeof value === 'string' ? [value] : value), z.array(z.string().min(1)).default([]));

/** One entry of each list, for the Docusaurus importer, which keeps only entries that validate. */
export const headEntrySchemas = { script: scriptSchema, stylesheet: stylesheetSchema, headTag: headTagSchema };

export const headFields = {
  /** The site's stylesheets, one path or a list. Default: none. */
  customCss: customCssSchema,
  /** Stylesheets every page links to: URLs or maps of attributes. Default: none. */
  stylesheets: z.array(stylesheetSchema).default([]),
  /** Scripts every page loads: URLs or maps of attributes. Default: none. */
  scripts: z.array(scriptSchema).default([]),
  /** Tags written into every page's <head>. Default: none. */
  headTags: z.array(headTagSchema).default([]),
};

export type HeadTagConfig = z.output<typeof headTagSchema>;
export type ScriptConfig = z.output<typeof scriptSchema>;
export type StylesheetConfig = z.output<typeof stylesheetSchema>;
