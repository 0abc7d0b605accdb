// Where the commands that write into a site (`new`, `init`, `init
// --from-docusaurus`, `init --from-vitepress`) may write: inside one folder, never through a
// symbolic link that leads out of it or to nothing. A site may come from
// anyone (a cloned repository, a pull request), and a link such as
// `site -> ~/.ssh` would otherwise have the template written there.
import { lstat, readlink, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
// Not the package's index: that would load the whole of core for `init`.
import { insideRoots } from '@ctfdocs/core/read-roots';

/** Why a path cannot be written: `${at} ${problem}`, where `at` is the part of the path at fault. */
export interface WriteBlock {
  /** The path, or the folder or link on its way, relative to the root and with "/" between names. */
  at: string;
  problem: string;
}

/**
 * Why `rel` (a path under `root`, "/" between names) cannot be written, or
 * undefined when it can: it leaves `root`, a name on its way is a symbolic
 * link out of `root` (or to nothing) or a file, or it is a folder itself.
 * What does not exist yet is created fresh by the writer, so the walk stops
 * at the first missing name. `label` names the root in messages, such as
 * "the site folder".
 */
export async function writeBlock(root: string, rel: string, label: string): Promise<WriteBlock | undefined> {
  const normal = path.posix.normalize(rel.split(path.sep).join('/'));
  if (path.posix.isAbsolute(normal) || normal === '..' || normal.startsWith('../')) return { at: rel, problem: `is outside ${label}` };
  const realRoot = await realpath(root).catch(() => path.resolve(root));
  const names = normal.split('/');
  let current = root;
  for (const [i, name] of names.entries()) {
    current = path.join(current, name);
    const at = names.slice(0, i + 1).join('/');
    const link = await lstat(current).catch(() => undefined);
    if (!link) return undefined;
    const last = i === names.length - 1;
    if (link.isSymbolicLink()) {
      const real = await realpath(current).catch(() => undefined);
      if (!real) return { at, problem: `is a symbolic link to ${await readlink(current)}, which does not exist` };
      const isFolder = (await stat(current)).isDirectory();
      if (!insideRoots(real, [realRoot])) return { at, problem: `is a symbolic link to a ${isFolder ? 'folder' : 'file'} outside ${label}` };
      if (last && isFolder) return { at, problem: 'is a folder' };
      if (!last && !isFolder) return { at, problem: 'is a file, not a folder' };
    } else if (last ? link.isDirectory() : !link.isDirectory()) {
      return { at, problem: last ? 'is a folder' : 'is a file, not a folder' };
    }
  }
  return undefined;
}

/** Why the folder `dir` itself cannot be written into: it is a symbolic link to nothing, or a file. */
export async function folderBlock(dir: string): Promise<string | undefined> {
  const link = await lstat(dir).catch(() => undefined);
  if (!link) return undefined;
  if (link.isSymbolicLink()) {
    const target = await stat(dir).catch(() => undefined);
    if (!target) return `is a symbolic link to ${await readlink(dir)}, which does not exist`;
    return target.isDirectory() ? undefined : 'is a symbolic link to a file';
  }
  return link.isDirectory() ? undefined : 'is a file';
}
