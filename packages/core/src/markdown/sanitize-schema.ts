// What raw HTML in markdown may keep. Decision: sanitise, not refuse. Writers
// get <details>, <kbd>, tables and the like; scripts, styles, event handlers,
// iframes and javascript: URLs are removed. Our own plugins' markup passes the
// same gate, so the list also names the classes and ARIA they use.
import { defaultSchema } from 'rehype-sanitize';

type Schema = typeof defaultSchema;

const common = ['className', 'id', 'role', 'title', 'tabIndex', 'hidden', 'data*', 'ariaLabel', 'ariaHidden', 'ariaSelected', 'ariaControls', 'ariaLabelledBy', 'ariaDescribedBy'];

export const sanitizeSchema: Schema = {
  ...defaultSchema,
  clobberPrefix: '',
  clobber: [],
  // A <style>'s CSS would otherwise be left behind as text in the page.
  strip: [...(defaultSchema.strip ?? []), 'style'],
  tagNames: [...(defaultSchema.tagNames ?? []), 'button', 'abbr', 'mark', 'figure', 'figcaption', 'u'],
  attributes: {
    ...defaultSchema.attributes,
    '*': [...(defaultSchema.attributes?.['*'] ?? []), ...common],
    a: [...(defaultSchema.attributes?.a ?? []), 'target', 'rel'],
    img: [...(defaultSchema.attributes?.img ?? []), 'width', 'height', 'loading', 'decoding'],
    code: [...(defaultSchema.attributes?.code ?? []), 'className', 'dataMeta'],
    button: ['type'],
    details: ['open'],
    th: [...(defaultSchema.attributes?.th ?? []), 'align', 'style'],
    td: [...(defaultSchema.attributes?.td ?? []), 'align', 'style'],
  },
};
