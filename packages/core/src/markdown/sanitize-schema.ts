// What raw HTML in markdown may keep. Decision: sanitise, not refuse. Writers
// get <details>, <kbd>, tables and the like; scripts, styles, event handlers,
// iframes and javascript: URLs are removed. Our own plugins' markup passes the
// same gate, so the list also names the classes, ARIA and data attributes
// they use. Data attributes are listed one by one, never as `data*`: the
// theme's client script reads data attributes, so any a page could write
// would be a way to steer it.
import { defaultSchema } from 'rehype-sanitize';

type Schema = typeof defaultSchema;

const common = ['className', 'id', 'role', 'title', 'tabIndex', 'hidden', 'ariaLabel', 'ariaHidden', 'ariaSelected', 'ariaControls', 'ariaLabelledBy', 'ariaDescribedBy'];

export const sanitizeSchema: Schema = {
  ...defaultSchema,
  clobberPrefix: '',
  clobber: [],
  tagNames: [...(defaultSchema.tagNames ?? []), 'button', 'abbr', 'mark', 'figure', 'figcaption', 'u'],
  attributes: {
    ...defaultSchema.attributes,
    '*': [...(defaultSchema.attributes?.['*'] ?? []), ...common],
    a: [...(defaultSchema.attributes?.a ?? []), 'target', 'rel'],
    img: [...(defaultSchema.attributes?.img ?? []), 'width', 'height', 'loading', 'decoding'],
    code: [...(defaultSchema.attributes?.code ?? []), 'className', 'dataMeta'],
    // Tabs (markdown/remark-directives.ts): the tab buttons and panels, and the group a set of tabs syncs with.
    button: ['type', 'dataValue'],
    div: [...(defaultSchema.attributes?.div ?? []), 'dataValue', 'dataGroupId'],
    details: ['open'],
    th: [...(defaultSchema.attributes?.th ?? []), 'align', 'style'],
    td: [...(defaultSchema.attributes?.td ?? []), 'align', 'style'],
  },
};
