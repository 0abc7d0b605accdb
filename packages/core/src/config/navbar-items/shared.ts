import type { DocsInstance } from '../../types.ts';
import type { NavbarItem } from '../../schemas/navbar.ts';

/** A mistake in a navbar item, reported at one of its keys. */
export interface NavbarItemProblem {
  key: keyof NavbarItem;
  message: string;
  hint: string;
}

/**
 * What a kind of navbar item checks against the content once the site is
 * loaded. `inst` is the docs instance the item leads into (its
 * `docsPluginId`, else the first), in its last version; undefined when there
 * is none, which is reported for every kind.
 */
export type NavbarItemCheck = (item: NavbarItem, inst: DocsInstance | undefined) => NavbarItemProblem[];
