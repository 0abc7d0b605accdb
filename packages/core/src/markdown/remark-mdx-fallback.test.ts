import { describe, expect, it } from 'vitest';
import { compileForTest } from './testing.ts';

const PAGE = [
  "import Tabs from '@theme/Tabs';", // 1
  "import TabItem from '@theme/TabItem';", // 2
  '',
  '# Install',
  '',
  '<Tabs groupId="os">', // 6
  '  <TabItem value="linux" label="Linux">', // 7
  '',
  'Run the installer.',
  '',
  '  </TabItem>',
  '</Tabs>',
  '',
  'Text with <kbd>Ctrl</kbd> and <TOCInline toc={toc} /> inline.', // 14
].join('\n');

describe('MDX in a markdown page', () => {
  it('reports each import line and each JSX component once, at its line, with what to write instead', async () => {
    const { diagnostics, html } = await compileForTest(PAGE);
    expect(diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([
      ['unsupported/mdx', 1, 1],
      ['unsupported/mdx', 2, 1],
      ['unsupported/mdx', 6, 1],
      ['unsupported/mdx', 7, 3],
      ['unsupported/mdx', 14, 31],
    ]);
    expect(diagnostics[2].message).toContain('<Tabs> is a JSX component');
    expect(diagnostics[2].hint).toContain('::::tabs');
    expect(diagnostics[2].hint).toContain('rename the page .mdx');
    expect(diagnostics[4].message).toContain('<TOCInline>');
    // The content is kept; the tags are not.
    expect(html).toContain('<p>Run the installer.</p>');
    expect(html).not.toMatch(/<tabs|<tabitem|<tocinline/i);
  });

  it("reports an import whose source names a scheme ('node:fs', read by remark-directive as a :fs directive), saying to rename the page .mdx", async () => {
    const { diagnostics, html } = await compileForTest("import fs from 'node:fs';\nimport { x } from 'data:text/javascript,export const x = 1';\n\n# T\n");
    expect(diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([
      ['unsupported/mdx', 1, 1],
      ['unsupported/mdx', 2, 1],
    ]);
    expect(diagnostics[0].message).toBe('MDX "import fs from \'node:fs\';" is not compiled; it is shown as text');
    expect(diagnostics[0].hint).toContain('rename the page .mdx in a folder markdown.mdx.allow lists');
    expect(html).toContain("import fs from 'node:fs';");
  });

  it('leaves prose that mentions import or export alone', async () => {
    const { diagnostics } = await compileForTest('Import the file, then export it.\n\nimport means bringing data in.');
    expect(diagnostics).toEqual([]);
  });
});
