// Which files of a docs folder are docs: Docusaurus's `include` and
// `exclude` globs, relative to the folder (schemas/docs-instance.ts has the
// defaults). Files that are never content (dot-folders, node_modules, the
// output folder, the site's `exclude`) are left out before these are asked.
import picomatch from 'picomatch';
import type { DocsInstanceConfig } from '../schemas/docs-instance.ts';

type Globs = Pick<DocsInstanceConfig, 'include' | 'exclude'>;
const matchers = new WeakMap<Globs, (rel: string) => boolean>();

/** Whether the file at `rel` (relative to the docs folder, with `/`) is a doc of the instance (or a post of the blog: a blog's globs are Docusaurus's too). */
export function isDocFile(inst: Globs, rel: string): boolean {
  let matches = matchers.get(inst);
  if (!matches) {
    // Extensions in any case are pages (Page.MD), as content/load.ts reads them.
    const include = picomatch(inst.include, { nocase: true });
    const exclude = inst.exclude.length ? picomatch(inst.exclude) : () => false;
    matches = (p) => /\.mdx?$/i.test(p) && include(p) && !exclude(p);
    matchers.set(inst, matches);
  }
  return matches(rel);
}
