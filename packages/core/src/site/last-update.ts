// "Last updated on … by …" under a doc or a post: its front matter's
// `last_update` over git's last commit of its file, each part only when the
// docs instance or blog shows it (showLastUpdateTime, showLastUpdateAuthor).
import type { LastUpdate } from '../git/last-update.ts';
import type { ContentGraph } from '../types.ts';

export interface ShowsLastUpdate {
  showLastUpdateTime?: boolean;
  showLastUpdateAuthor?: boolean;
}

/** Whether a docs instance or blog shows last updates, and so needs git's log. */
export function showsLastUpdate(config: ShowsLastUpdate): boolean {
  return Boolean(config.showLastUpdateTime || config.showLastUpdateAuthor);
}

/** The folders (relative to the site root) whose files git's log is read for: one log for every docs instance and blog that shows last-update dates. */
export function lastUpdateDirs(graph: ContentGraph): string[] {
  return [
    ...graph.instances.filter((i) => showsLastUpdate(i.config)).flatMap((i) => [i.config.path, i.translationPath ?? []].flat()),
    ...graph.blogs.filter((b) => showsLastUpdate(b.config)).map((b) => b.config.path),
  ];
}

export function shownLastUpdate(
  config: ShowsLastUpdate,
  given: { date?: Date | string; author?: string } | undefined,
  fromGit: LastUpdate | undefined,
): { date?: string; author?: string } | undefined {
  if (!showsLastUpdate(config)) return undefined;
  const date = given?.date !== undefined ? new Date(given.date) : fromGit?.timestamp !== undefined ? new Date(fromGit.timestamp * 1000) : undefined;
  const author = given?.author ?? fromGit?.author;
  const shown = {
    date: config.showLastUpdateTime && date ? date.toISOString() : undefined,
    author: config.showLastUpdateAuthor ? author : undefined,
  };
  return shown.date || shown.author ? shown : undefined;
}
