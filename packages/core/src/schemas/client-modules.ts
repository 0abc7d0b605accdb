// `clientModules`: Docusaurus's site-level browser modules. Each is a path
// relative to the config file (as Docusaurus resolves it from the site
// folder) or a module of a package installed beside the site; a script is
// bundled into the client script after the theme's, as site plugins'
// getClientModules are, and a stylesheet joins the site's stylesheet after
// customCss (renderer/src/site-client-modules.ts).
import { z } from 'zod';

export const clientModulesSchemas = {
  /** Modules every page loads in the browser: JavaScript or TypeScript into the client script, CSS into the stylesheet. Default: none. */
  clientModules: z.array(z.string().min(1)).default([]),
};
