// The architecture map and its design notes name files to send a reader to:
// each backticked path that looks like one of this repository's must exist,
// so a file moved or renamed fails here instead of misleading the next reader.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const packages = readdirSync(path.join(root, 'packages'));

/** Where the repository keeps files a doc may name; paths under other first folders (build/, assets/) are output. */
const REPO_FOLDERS = new Set(['packages', 'test', 'docs', 'bin', 'bench', 'scripts', 'site', 'content', 'specs', 'templates', 'patches', ...packages]);
const SOURCE_FOLDERS = new Set(
  packages.flatMap((p) =>
    (existsSync(path.join(root, 'packages', p, 'src')) ? readdirSync(path.join(root, 'packages', p, 'src'), { withFileTypes: true }) : []).filter((e) => e.isDirectory()).map((e) => e.name),
  ),
);
const FILE = /\.(?:ts|tsx|mjs|js|css|md|json|yaml|yml)$/;

/** Backticked words that name a repository file or folder: a slash, no placeholder, a file ending or a trailing slash. */
function repoPaths(markdown: string): string[] {
  const found = new Set<string>();
  for (const [, text] of markdown.matchAll(/`([^`\n]+)`/g)) {
    if (!/^[\w@.-]+(?:\/[\w@.-]+)*\/?$/.test(text) || !text.includes('/') || text.startsWith('.')) continue;
    if (!FILE.test(text) && !text.endsWith('/')) continue;
    const first = text.split('/')[0];
    if (REPO_FOLDERS.has(first) || SOURCE_FOLDERS.has(first)) found.add(text);
  }
  return [...found];
}

/** The places a doc's path may stand for: from the repository root, under packages/, or inside a package's src/. */
function candidates(p: string): string[] {
  const [first, ...rest] = p.split('/');
  return [p, `packages/${p}`, `packages/${first}/src/${rest.join('/')}`, ...packages.map((pkg) => `packages/${pkg}/src/${p}`)];
}

describe('paths named in docs/architecture.md and docs/design-notes.md', () => {
  it('finds the paths a doc names, and skips output paths and placeholders', () => {
    expect(repoPaths('See `packages/core/src/types.ts`, `markdown/compile.ts`, `theme/src/client/`, `build/`, `assets/api/<hash>.html`, `.ctfdocs-cache/markdown/` and `z.infer`.')).toEqual([
      'packages/core/src/types.ts',
      'markdown/compile.ts',
      'theme/src/client/',
    ]);
  });

  for (const doc of ['docs/architecture.md', 'docs/design-notes.md']) {
    it(`${doc}: every repository path it names exists`, () => {
      const named = repoPaths(readFileSync(path.join(root, doc), 'utf8'));
      expect(named.length).toBeGreaterThan(10);
      expect(named.filter((p) => !candidates(p).some((c) => existsSync(path.join(root, c))))).toEqual([]);
    });
  }
});
