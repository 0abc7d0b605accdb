// Front matter on the site's own pages (pages/*.md). Docusaurus's pages read
// title, description, keywords, image, slug, hide_table_of_contents, the TOC
// levels, draft, unlisted and last_update (plugin-content-pages's
// frontMatter.ts); ctfdocs reads those, and hide_title and custom_edit_url as
// on a doc. What makes a doc's place in its docs instance has nothing to act
// on in a site page: each such key is a warning there, so that none is
// accepted and then ignored.
import type { Diagnostic } from '../types.ts';
import type { FrontMatter } from '../schemas/front-matter.ts';
import { unsupported } from '../markdown/unsupported.ts';

const NO_SIDEBAR = 'a site page is in no sidebar';

/** The keys a site page has no use for, and why. */
const DOC_ONLY: Partial<Record<keyof FrontMatter, string>> = {
  id: 'a site page is named by its file (or its slug), not by an id in a docs instance',
  sidebar_label: NO_SIDEBAR,
  sidebar_position: NO_SIDEBAR,
  sidebar_class_name: NO_SIDEBAR,
  sidebar_custom_props: NO_SIDEBAR,
  pagination_prev: 'a site page has no previous/next links',
  pagination_next: 'a site page has no previous/next links',
  pagination_label: 'a site page is in no previous/next links',
  tags: 'tag pages list the docs of a docs version',
  last_update: 'a site page shows no last-update line (showLastUpdateTime is a docs instance option)',
};

/** A warning for each key of a site page's front matter that only a doc uses. */
export function docOnlyKeys(frontMatter: FrontMatter, file: string, locate: (key: string) => { line: number; column: number } | undefined): Diagnostic[] {
  return Object.keys(frontMatter).flatMap((key) => {
    const why = DOC_ONLY[key as keyof FrontMatter];
    if (!why) return [];
    const at = locate(key);
    return [
      unsupported('front-matter', {
        message: `front matter key "${key}" has no effect on a site page: ${why}`,
        file,
        line: at?.line,
        column: at?.column,
        configPath: key,
        hint: 'Remove it, or move the page into a docs folder, where it applies.',
      }),
    ];
  });
}
