// The files an importer (`init --from-docusaurus`, `--from-vitepress`) writes
// into a site: each planned and checked (inside the site, through no link
// that leads out) before the first is written, so an import writes all of
// its files or none.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { NotCarried } from './docusaurus/keys.ts';
import { writeBlock } from './write-inside.ts';

export class PlannedFiles {
  private readonly files = new Map<string, string>();

  constructor(
    private readonly siteDir: string,
    private readonly notCarried: NotCarried[],
  ) {}

  /** Plans `rel` with `text`; a path that cannot be written is reported as not carried and left out. */
  async add(rel: string, text: string): Promise<boolean> {
    const blocked = await writeBlock(this.siteDir, rel, 'the site folder');
    if (blocked) this.notCarried.push({ file: rel, key: '(file)', reason: `not written: ${blocked.at === rel ? 'it' : blocked.at} ${blocked.problem}` });
    else this.files.set(rel, text);
    return !blocked;
  }

  has(rel: string): boolean {
    return this.files.has(rel);
  }

  /** The planned files that exist already (written over only with --force). */
  existing(): string[] {
    return [...this.files.keys()].filter((rel) => existsSync(path.join(this.siteDir, rel)));
  }

  /** Writes every planned file; returns their paths, relative to the site. */
  async write(): Promise<string[]> {
    for (const [rel, text] of this.files) {
      await mkdir(path.dirname(path.join(this.siteDir, rel)), { recursive: true });
      await writeFile(path.join(this.siteDir, rel), text);
    }
    return [...this.files.keys()];
  }
}
