// What an importer (`init --from-docusaurus`, `--from-vitepress`) did, and
// how `init` prints it.
import type { NotCarried } from './docusaurus/keys.ts';

export interface ImportResult {
  /** Files written, relative to the site. */
  written: string[];
  notCarried: NotCarried[];
  /** Set when nothing could be imported. */
  error?: { message: string; hint: string };
}

/** The error of an import that would write over files without --force. */
export function alreadyThere(existing: string[], siteDir: string): NonNullable<ImportResult['error']> {
  return { message: `${existing.join(', ')} already exist${existing.length === 1 ? 's' : ''} in ${siteDir}`, hint: 'Pass --force to write over them, or move them away first.' };
}

/** What `init` prints after an import: the files written, what was not carried, and the next commands. */
export function importSummary(result: ImportResult, dir: string): string {
  const lines = [`Wrote ${result.written.length} files in ${dir}: ${result.written.join(', ')}. The docs stay where they are.`, ''];
  if (result.notCarried.length) {
    lines.push(`Not carried over (${result.notCarried.length}):`);
    for (const n of result.notCarried) lines.push(`  ${n.file}  ${n.key}: ${n.reason}`);
    lines.push('');
  } else {
    lines.push('Every key was carried over.', '');
  }
  return lines.join('\n');
}
