import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config/load.ts';
import { splitFrontMatter } from '../content/frontmatter.ts';
import { blogPostFrontMatterSchema } from './blog-post-front-matter.ts';

const config = (toc: string) => parseConfig(`title: Site\nurl: https://example.com\nthemeConfig:\n  tableOfContents:\n${toc}`, 'site.yaml');

describe('table of contents levels', () => {
  it('in the config: the lowest level may not be above the highest, reported at the lowest', () => {
    const { config: ok, diagnostics } = config('    minHeadingLevel: 3\n    maxHeadingLevel: 3\n');
    expect(diagnostics).toEqual([]);
    expect(ok?.themeConfig.tableOfContents).toEqual({ minHeadingLevel: 3, maxHeadingLevel: 3 });
    const bad = config('    minHeadingLevel: 4\n    maxHeadingLevel: 3\n');
    expect(bad.config).toBeUndefined();
    expect(bad.diagnostics).toEqual([expect.objectContaining({ severity: 'error', line: 5, message: expect.stringContaining('minHeadingLevel (4) is above maxHeadingLevel (3)') })]);
    // Only the lowest set: it is held to the default highest (3).
    expect(config('    minHeadingLevel: 5\n').diagnostics).toEqual([expect.objectContaining({ line: 5 })]);
  });

  it("in a doc's front matter: toc_min_heading_level is held to toc_max_heading_level, or to 6 when that is unset (Docusaurus's rule)", () => {
    expect(splitFrontMatter('---\ntoc_min_heading_level: 5\n---\nx\n', 'a.md').diagnostics).toEqual([]);
    const bad = splitFrontMatter('---\ntitle: T\ntoc_min_heading_level: 4\ntoc_max_heading_level: 3\n---\nx\n', 'b.md');
    expect(bad.diagnostics).toEqual([
      expect.objectContaining({ severity: 'error', file: 'b.md', line: 3, message: expect.stringContaining('toc_min_heading_level (4) is above toc_max_heading_level (3)') }),
    ]);
  });

  it("in a blog post's front matter, by the same rule", () => {
    expect(blogPostFrontMatterSchema.safeParse({ toc_min_heading_level: 4, toc_max_heading_level: 3 }).success).toBe(false);
    expect(blogPostFrontMatterSchema.safeParse({ toc_min_heading_level: 3, toc_max_heading_level: 4 }).success).toBe(true);
  });
});
