// What a page may read. Page content is not trusted: an image path such as
// `../../../../etc/passwd`, or a symbolic link in content/ that points at a
// key or a dotfile, would be copied into build/ and published. Every file
// read for a page must therefore resolve, symbolic links followed, inside
// the site root or a folder the config names (docs paths, static folders):
// the config's author is trusted, page content is not.
import { realpathSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/schema.ts';
import type { Diagnostic } from '../types.ts';

/** The real paths of the folders pages may read from. */
export function readRoots(rootDir: string, config: Pick<SiteConfig, 'docs' | 'staticDirectories'>): string[] {
  const roots = new Set<string>();
  for (const dir of [rootDir, ...config.docs.map((d) => d.path), ...config.staticDirectories]) {
    try {
      roots.add(realpathSync(path.resolve(rootDir, dir)));
    } catch {
      // A folder that does not exist holds nothing to read.
    }
  }
  return [...roots];
}

/** Whether a real (symlink-free) path lies inside one of the roots. */
export function insideRoots(real: string, roots: readonly string[]): boolean {
  return roots.some((root) => real === root || real.startsWith(root.endsWith(path.sep) ? root : root + path.sep));
}

/**
 * The real path of a file a page names, or why it may not be read: missing
 * (`undefined`), or outside every root (`{ outside }`, its real path).
 */
export function resolveReadable(absPath: string, roots: readonly string[]): { real: string } | { outside: string } | undefined {
  let real: string;
  try {
    real = realpathSync(absPath);
  } catch {
    return undefined;
  }
  return insideRoots(real, roots) ? { real } : { outside: real };
}

/**
 * The error for a symbolic link at `abs` whose real path lies outside every
 * root. `hint` says what to do about it where it was found: a content folder
 * would read what it points at, a static folder would publish it.
 */
export function linkOutsideRoots(link: { abs: string; real: string; rootDir: string }, code: string, hint: string): Diagnostic {
  return {
    severity: 'error',
    code,
    message: `Symbolic link leads outside the site: ${path.basename(link.abs)} points at ${link.real}`,
    file: path.relative(link.rootDir, link.abs).split(path.sep).join('/'),
    hint,
  };
}
