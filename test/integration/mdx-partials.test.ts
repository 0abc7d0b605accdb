// MDX partials (test/fixtures/mdx-partials): a page imports a markdown file
// whose name starts with "_", as Docusaurus sites share a note between pages.
// The docs live beside the website folder (path: ../docs), as in many
// Docusaurus repositories, so imports resolve into a folder the config names.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '@ctfdocs/renderer';
import { copyFixture, edit } from '../helpers/fixture.ts';
import { sharedCompileWorkers } from '../helpers/workers.ts';

const workers = sharedCompileWorkers();

function html(result: Awaited<ReturnType<typeof buildSite>>, file: string): string {
  const f = result.files.get(file);
  if (!f || !('contents' in f)) throw new Error(`${file} was not rendered`);
  return typeof f.contents === 'string' ? f.contents : Buffer.from(f.contents).toString('utf8');
}

describe('MDX partials', () => {
  it('renders an imported .md partial in place, with its admonition and links, and checks its links', async () => {
    const dir = await copyFixture('mdx-partials');
    const rootDir = path.join(dir, 'website');
    const result = await buildSite({ rootDir, configPath: 'ctfdocs.config.yaml', outDir: path.join(rootDir, 'build'), write: false, workers });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const page = html(result, 'docs/intro.html');
    expect(page).toMatch(
      /<p>Before the shared note.<\/p>\s*<div class="admonition admonition-tip" role="note"><p class="admonition-title">Shared across pages<\/p><div class="admonition-body"><p>Read <a href="\/docs\/setup">the setup guide<\/a> first; <a[^>]*>the old guide<\/a> is gone.<\/p><\/div><\/div>\s*<p>After the shared note.<\/p>/,
    );
    // The broken link is reported in the partial, where the writer fixes it.
    expect(result.diagnostics.filter((d) => d.severity !== 'notice')).toEqual([expect.objectContaining({ file: '../docs/_release-note.md', line: 3, message: expect.stringContaining('retired.md') })]);
    // Every page runs code (markdown.format: mdx); the one that imports the partial says so.
    const notices = result.diagnostics.filter((d) => d.severity === 'notice');
    expect(notices.map((d) => d.file).sort()).toEqual(['../docs/intro.mdx', '../docs/setup.md', 'pages/index.md']);
    expect(notices.find((d) => d.file === '../docs/intro.mdx')?.message).toMatch(/it imports \.\.\/docs\/_release-note\.md$/);
    // A partial is no page of its own.
    expect([...result.files.keys()].filter((f) => f.includes('release-note'))).toEqual([]);
  });

  it('refuses a .md partial when .md files are not MDX (markdown.format: detect), naming the partial', async () => {
    const dir = await copyFixture('mdx-partials');
    const rootDir = path.join(dir, 'website');
    await edit(rootDir, 'ctfdocs.config.yaml', (s) => s.replace('format: mdx', 'format: detect'));
    const result = await buildSite({ rootDir, configPath: 'ctfdocs.config.yaml', outDir: path.join(rootDir, 'build'), write: false, workers });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([
      expect.objectContaining({ code: 'mdx/partial-format', file: '../docs/_release-note.md', hint: expect.stringContaining('Rename it .mdx') }),
      expect.objectContaining({ code: 'mdx/bundle', file: '../docs/intro.mdx', line: 5 }),
    ]);
  });
});
