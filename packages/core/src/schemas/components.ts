// `themeComponents` and `mdxComponents`: the site's own React components in
// the theme, under Docusaurus's names. A theme component (the footer, the
// navbar, the docs sidebar, …) is replaced by a module the config names,
// relative to its file, as `docusaurus swizzle` replaces it by a file of
// src/theme/ (which ctfdocs reads too: renderer/theme-components.ts). The
// names the theme has are its registry's (theme/theme-components/); the
// renderer checks a name against it. These modules are trusted code the
// build runs, as the config is.
import { z } from 'zod';

export const componentsFields = {
  /** Theme component name (`Footer`, `DocItem/Footer`) → the module that replaces it, relative to the config file. Default `{}`. */
  themeComponents: z.record(z.string().min(1), z.string().min(1)).default({}),
  /** A module, relative to the config file, whose default export (an object of components) or named exports every MDX page can use without importing them. */
  mdxComponents: z.string().min(1).optional(),
};
