// What raw HTML in markdown may keep. Decision: sanitise, not refuse. Writers
// get <details>, <kbd>, tables and the like; scripts, styles, event handlers
// and javascript: URLs are removed. An <iframe> passes only because
// embeds/frames.ts, which runs first, has removed every frame whose origin
// the config does not allow and given the others their sandbox. Our own plugins' markup passes the
// same gate, so the list also names the classes, ARIA and data attributes
// they use. Data attributes are listed one by one, never as `data*`: the
// theme's client script reads data attributes, so any a page could write
// would be a way to steer it.
import { defaultSchema } from 'rehype-sanitize';

type Schema = typeof defaultSchema;

// `name` is dropped: an <img name="querySelectorAll"> (or one with a name
// and id="getElementById") replaces that method on `document` (DOM
// clobbering) and stops the client script. Ids stay as written, since links
// point at them; on a window they never hide a built-in property.
const inherited = (defaultSchema.attributes?.['*'] ?? []).filter((a) => a !== 'name');

const common = ['className', 'id', 'role', 'title', 'tabIndex', 'hidden', 'ariaLabel', 'ariaHidden', 'ariaSelected', 'ariaControls', 'ariaLabelledBy', 'ariaDescribedBy'];

const CELL_ALIGNMENT = /^\s*text-align\s*:\s*(?:left|center|right)\s*;?\s*$/i;

export const sanitizeSchema: Schema = {
  ...defaultSchema,
  clobberPrefix: '',
  clobber: [],
  // A <style>'s CSS would otherwise be left behind as text in the page.
  strip: [...(defaultSchema.strip ?? []), 'style'],
  tagNames: [...(defaultSchema.tagNames ?? []), 'button', 'abbr', 'mark', 'figure', 'figcaption', 'u', 'iframe'],
  attributes: {
    ...defaultSchema.attributes,
    '*': [...inherited, ...common],
    // A pathname:// link (markdown/remark-links.ts) keeps its mark on a page with raw HTML, and stays unchecked.
    a: [...(defaultSchema.attributes?.a ?? []), 'target', 'rel', 'dataPathnameLink'],
    img: [...(defaultSchema.attributes?.img ?? []), 'width', 'height', 'loading', 'decoding'],
    code: [...(defaultSchema.attributes?.code ?? []), 'className', 'dataMeta'],
    // Tabs (markdown/remark-directives.ts): the tab buttons and panels, and the group a set of tabs syncs with.
    button: ['type', 'dataValue'],
    div: [...(defaultSchema.attributes?.div ?? []), 'dataValue', 'dataGroupId'],
    details: ['open'],
    iframe: ['src', 'title', 'width', 'height', 'loading', 'sandbox', 'allow', 'allowFullScreen', 'referrerPolicy', 'frameBorder'],
    // A cell's style only aligns its text, as an HTML table written for GFM's
    // alignment would: any other CSS (position: fixed) could cover the site.
    th: [...(defaultSchema.attributes?.th ?? []), 'align', ['style', CELL_ALIGNMENT]],
    td: [...(defaultSchema.attributes?.td ?? []), 'align', ['style', CELL_ALIGNMENT]],
  },
};
