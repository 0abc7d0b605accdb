import { describe, expect, it } from 'vitest';
import { markdownFormat } from './format.ts';
import { escapeHeadingIds } from './heading-ids.ts';

describe('markdown.format', () => {
  it('detect: .mdx files are MDX, .md files only when they use MDX syntax outside code', () => {
    expect(markdownFormat('a.mdx', 'plain', 'detect')).toBe('mdx');
    expect(markdownFormat('a.md', '# Plain\n\n<div>html</div> and a < b', 'detect')).toBe('md');
    expect(markdownFormat('a.md', "import Tabs from '@theme/Tabs';\n\n# T", 'detect')).toBe('mdx');
    expect(markdownFormat('a.md', 'export const x = 1;', 'detect')).toBe('mdx');
    expect(markdownFormat('a.md', 'Text\n\n<Tabs>\n</Tabs>', 'detect')).toBe('mdx');
    expect(markdownFormat('a.md', 'Use `<Tabs>` in MDX.', 'detect')).toBe('md');
    expect(markdownFormat('a.md', '```js\nimport x from "y";\n<Foo />\n```', 'detect')).toBe('md');
    expect(markdownFormat('a.md', '~~~~\n```\nimport x\n```\n~~~~\n\n<Foo />', 'detect')).toBe('mdx');
  });

  it('md and mdx apply to every file whatever it contains', () => {
    expect(markdownFormat('a.mdx', '<Tabs />', 'md')).toBe('md');
    expect(markdownFormat('a.md', 'plain', 'mdx')).toBe('mdx');
  });

  it('escapes {#id} at the end of headings only, outside code', () => {
    expect(escapeHeadingIds('## Install {#install}\n\n```\n## x {#y}\n```\nText {#z}')).toBe('## Install \\{#install}\n\n```\n## x {#y}\n```\nText {#z}');
  });
});
