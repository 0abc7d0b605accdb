// "Last updated on … by …" under a doc or a post: its front matter's
// `last_update` over git's last commit of its file, each part only when the
// docs instance or blog shows it (showLastUpdateTime, showLastUpdateAuthor).
import type { LastUpdate } from '../git/last-update.ts';

export interface ShowsLastUpdate {
  showLastUpdateTime?: boolean;
  showLastUpdateAuthor?: boolean;
}

/** Whether a docs instance or blog shows last updates, and so needs git's log. */
export function showsLastUpdate(config: ShowsLastUpdate): boolean {
  return Boolean(config.showLastUpdateTime || config.showLastUpdateAuthor);
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
