// The files of a content folder (a docs or blog folder, pages/), read under
// the site's read rules (util/read-roots.ts), and a markdown page's text.
import type { Dirent } from 'node:fs';
import { readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic } from '../types.ts';
import { linkOutsideRoots, notContent, resolveReadable, type ReadRules } from '../util/read-roots.ts';
import { readTextFile } from '../util/read-text.ts';

/** A markdown page: text, and not empty (an empty file is nearly always an accident, and would publish a blank page). */
export async function readPageFile(abs: string, file: string): Promise<{ text?: string; diagnostic?: Diagnostic }> {
  const read = await readTextFile(abs, file);
  if (read.text === undefined || read.text.trim()) return read;
  return {
    diagnostic: {
      severity: 'error',
      code: 'content/empty',
      message: 'Page is empty',
      file,
      hint: 'Write the page (at least a "# Title" line), or delete the file.',
    },
  };
}

/**
 * A markdown page's extension, in any case: `Page.MD` is a page as `page.md`
 * is (a writer on a case-insensitive disk would not see the difference).
 */
export const PAGE_EXTENSION = /\.mdx?$/i;

/**
 * Every file under dir that is content, following symbolic links as
 * Docusaurus does. What is never content (util/read-roots.ts: dotfiles and
 * dot-folders, node_modules, the output folder, the site's exclude) is left
 * out unread. A link to a folder that contains it would list forever: it is
 * reported once and not followed. A link that leads outside the folders
 * pages may read, or to what is never content, is an error and is not followed.
 */
export async function listFiles(dir: string, rootDir: string, rules: ReadRules, diagnostics: Diagnostic[]): Promise<string[]> {
  const out: string[] = [];
  const walk = async (abs: string, realDir: string, rel: string, ancestors: Set<string>) => {
    let entries: Dirent[];
    try {
      entries = await readdir(abs, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const childAbs = path.join(abs, e.name);
      const childRel = rel ? `${rel}/${e.name}` : e.name;
      let childReal = path.join(realDir, e.name);
      let isDir = e.isDirectory();
      if (e.isSymbolicLink()) {
        const target = await stat(childAbs).catch(() => undefined);
        if (!target) continue;
        childReal = await realpath(childAbs);
        const readable = resolveReadable(childReal, rules)!;
        if ('outside' in readable) {
          diagnostics.push(
            linkOutsideRoots(
              { abs: childAbs, real: childReal, rootDir },
              'content/outside-site',
              "Pages may only come from inside the config file's folder or a folder the config names (docs paths, staticDirectories): move the file into the site, or name its folder in the config.",
            ),
          );
          continue;
        }
        if ('notContent' in readable && notContent(path.join(realDir, e.name), rules) === undefined) {
          diagnostics.push({
            severity: 'error',
            code: 'content/not-content',
            message: `Symbolic link leads to what is never content: ${e.name} points at ${childReal} (${readable.notContent})`,
            file: path.relative(rootDir, childAbs).split(path.sep).join('/'),
            hint: 'Remove the link; dotfiles and dot-folders, node_modules, the output folder and what the config excludes are never read for pages.',
          });
          continue;
        }
        if (target.isDirectory()) {
          if (ancestors.has(childReal)) {
            diagnostics.push({
              severity: 'error',
              code: 'content/symlink-loop',
              message: `Symbolic link loop: ${e.name} points at a folder that contains it`,
              file: path.relative(rootDir, childAbs).split(path.sep).join('/'),
              hint: 'Remove the link, or point it at a folder outside the one it is in.',
            });
            continue;
          }
          isDir = true;
        } else if (!target.isFile()) continue;
      }
      // Left out unread, as Docusaurus leaves them out. A page named with a
      // leading dot (`.draft.md`, `..md`) is said, since its writer may expect it published.
      if (notContent(childReal, rules) !== undefined) {
        if (!isDir && e.name.startsWith('.') && PAGE_EXTENSION.test(e.name)) {
          diagnostics.push({
            severity: 'warning',
            code: 'content/hidden-page',
            message: `${e.name} is not published: a file whose name starts with "." is never content`,
            file: path.relative(rootDir, childAbs).split(path.sep).join('/'),
            hint: 'Rename it without the leading "." to publish it, or move it out of the docs folder.',
          });
        }
        continue;
      }
      if (isDir) await walk(childAbs, childReal, childRel, new Set([...ancestors, childReal]));
      else if (e.isFile() || e.isSymbolicLink()) out.push(childRel);
    }
  };
  const real = await realpath(dir).catch(() => undefined);
  if (real) await walk(dir, real, '', new Set([real]));
  return out.sort();
}

/** Files of a docs or blog folder, each from the translation folder when it has one (relative path → folder). */
export async function overlayFiles(rootDir: string, dir: string, translated: string | undefined, rules: ReadRules, diagnostics: Diagnostic[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const rel of await listFiles(path.resolve(rootDir, dir), rootDir, rules, diagnostics)) out.set(rel, dir);
  if (translated) for (const rel of await listFiles(path.resolve(rootDir, translated), rootDir, rules, diagnostics)) out.set(rel, translated);
  return new Map([...out].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
