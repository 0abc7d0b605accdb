// Where `init` and `new` find their templates: templates/ at the root of the
// repository, or of the installed package, which ships it at the same path
// beside the bundle (bin/compile-packages.mjs keeps this file's location).
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const templatesDir = fileURLToPath(new URL('../../../../templates/', import.meta.url));

/** Site templates: the folders of templates/ but pages/. */
export function siteTemplates(dir = templatesDir): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && e.name !== 'pages')
    .map((e) => e.name)
    .sort();
}

/** Page templates: the markdown files of templates/pages/, without .md. */
export function pageTemplates(dir = templatesDir): string[] {
  return readdirSync(`${dir}/pages`)
    .filter((f) => f.endsWith('.md'))
    .map((f) => f.slice(0, -3))
    .sort();
}
