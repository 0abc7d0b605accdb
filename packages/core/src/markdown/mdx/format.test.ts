import { describe, expect, it } from 'vitest';
import { markdownFormat } from './format.ts';
import { docusaurusCompat } from './compat.ts';

describe("markdown.format and Docusaurus's MDX extras", () => {
  it('detect: the extension decides, never the content (MDX is code the build runs)', () => {
    expect(markdownFormat('a.mdx', 'plain', 'detect')).toBe('mdx');
    expect(markdownFormat('a.md', '# Plain\n\n<div>html</div> and a < b', 'detect')).toBe('md');
    expect(markdownFormat('a.md', "import Tabs from '@theme/Tabs';\n\n# T", 'detect')).toBe('md');
    expect(markdownFormat('a.md', 'export const x = 1;', 'detect')).toBe('md');
    expect(markdownFormat('a.md', "Text\n\n<Img src={fetch('//evil')} />", 'detect')).toBe('md');
    expect(markdownFormat('a.md', "```mdx-code-block\nimport X from './X';\n```", 'detect')).toBe('md');
  });

  it('md and mdx apply to every file whatever it contains', () => {
    expect(markdownFormat('a.mdx', '<Tabs />', 'md')).toBe('md');
    expect(markdownFormat('a.md', 'plain', 'mdx')).toBe('mdx');
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
