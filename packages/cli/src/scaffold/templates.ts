// Where `init` and `new` find their templates: templates/ at the root of the
// repository, or of the installed package, which ships it at the same path
// beside the bundle (bin/compile-packages.mjs keeps this file's location).
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const templatesDir = fileURLToPath(new URL('../../../../templates/', import.meta.url));

/** Site templates: the folders of templates/ that hold a site (a site/ctfdocs.config.yaml), not pages/ or plugin/. */
export function siteTemplates(dir = templatesDir): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(path.join(dir, e.name, 'site', 'ctfdocs.config.yaml')))
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
