// A static HTML file (VitePress's public/pure.html, a Docusaurus static/
// page) is copied into the build as it is; a page linking to it by its
// file name links to something that exists.
import path from 'node:path';
import { expect, it } from 'vitest';
import { buildSite } from '@ctfdocs/renderer';
import { copyFixture, write } from '../helpers/fixture.ts';

it('a link to a static .html file the build copies is not broken', async () => {
  const dir = await copyFixture('mdx-partials');
  const rootDir = path.join(dir, 'website');
  await write(rootDir, 'static/legacy.html', '<!doctype html><title>Legacy</title><p>Kept as it was.</p>\n');
  await write(dir, 'docs/setup.md', '---\ntitle: Setup\n---\n\nThe [old page](/legacy.html) and [a missing one](/missing.html).\n');
  const result = await buildSite({ rootDir, configPath: 'ctfdocs.config.yaml', outDir: path.join(rootDir, 'build'), write: false });
  expect(result.files.has('legacy.html')).toBe(true);
  const broken = result.diagnostics.filter((d) => d.code === 'link/broken');
  expect(broken.map((d) => d.message)).toEqual([expect.stringContaining('→ /missing.html')]);
});
