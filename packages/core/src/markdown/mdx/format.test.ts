import { describe, expect, it } from 'vitest';
import { markdownFormat } from './format.ts';
import { docusaurusCompat } from './compat.ts';

describe("markdown.format and Docusaurus's MDX extras", () => {
  it('detect: the extension decides, in any case (page.MDX is MDX); the content is not even read', () => {
    expect(markdownFormat('a.mdx', 'detect')).toBe('mdx');
    expect(markdownFormat('docs/Page.MDX', 'detect')).toBe('mdx');
    expect(markdownFormat('a.md', 'detect')).toBe('md');
    expect(markdownFormat('a.MD', 'detect')).toBe('md');
  });

  it('md and mdx apply to every file whatever its extension', () => {
    expect(markdownFormat('a.mdx', 'md')).toBe('md');
    expect(markdownFormat('a.md', 'mdx')).toBe('mdx');
  });

  it('escapes {#id} at the end of headings only, outside code', () => {
    expect(docusaurusCompat('## Install {#install}\n\n```\n## x {#y}\n```\nText {#z}')).toBe('## Install \\{#install}\n\n```\n## x {#y}\n```\nText {#z}');
  });

  it('turns HTML comments into MDX comments outside code, across lines, keeping every line in place', () => {
    expect(docusaurusCompat('A <!-- one --> b `<!-- code -->`\n<!--\ntwo\n-->\n```\n<!-- fenced -->\n```')).toBe('A {/* one */} b `<!-- code -->`\n{/*\ntwo\n*/}\n```\n<!-- fenced -->\n```');
  });

  it('unwraps mdx-code-block fences into blank lines around their content', () => {
    expect(docusaurusCompat("```mdx-code-block\nimport Tabs from '@theme/Tabs';\n```\n\n# T")).toBe("\nimport Tabs from '@theme/Tabs';\n\n\n# T");
  });
});
