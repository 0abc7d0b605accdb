// Remark and rehype plugins a site names, with Docusaurus's names: each entry
// a module, an npm package installed beside the site or a path relative to
// the config file, alone or with its options (`- remark-math`,
// `- [rehype-katex, {strict: false}]`). They are the config's code, trusted
// as it is, and run in every page they apply to (markdown/site-plugins/).
import { z } from 'zod';

const specifier = z
  .string()
  .min(1)
  .refine((s) => !/^[a-z][a-z\d+.-]*:/i.test(s) || s.startsWith('file:'), 'must be a package name or a path relative to the config file, such as remark-math or ./plugins/rehype-note.mjs');

/** A plugin: its module alone, or `[module, options]`. */
export const markdownPluginSchema = z.union([specifier, z.tuple([specifier, z.unknown()])]);

export type MarkdownPluginEntry = z.infer<typeof markdownPluginSchema>;

/** A list of plugins, run in its order; unset is none (a site without plugins keeps its compile keys). */
export const markdownPluginListSchema = z.array(markdownPluginSchema).optional();
