import { describe, expect, it } from 'vitest';
import { markdownConfigSchema } from '../../schemas/markdown.ts';
import { sourceFormats } from './allow.ts';

const formats = (markdown: Record<string, unknown>, configFile = 'site/ctfdocs.config.yaml') => sourceFormats(markdownConfigSchema.parse(markdown), configFile);

describe('markdown.mdx.allow', () => {
  it('allows no MDX by default: a .mdx page is an error naming the file, line 1, the key and the glob to add', () => {
    const of = formats({});
    expect(of('content/docs/guide/p.mdx')).toEqual({
      refused: expect.objectContaining({
        severity: 'error',
        code: 'mdx/not-allowed',
        file: 'content/docs/guide/p.mdx',
        line: 1,
        configPath: 'markdown.mdx.allow',
        message: expect.stringContaining('markdown.mdx.allow'),
        hint: expect.stringContaining('add "../content/docs/guide/p.mdx" (or its folder, "../content/docs/guide/**") to markdown.mdx.allow in site/ctfdocs.config.yaml'),
      }),
    });
    expect(of('content/docs/guide/P.MDX')).toHaveProperty('refused');
    expect(of('content/docs/p.md')).toEqual({ format: 'md' });
  });

  it('compiles as MDX what a glob (relative to the config file folder) matches, and nothing else', () => {
    const of = formats({ mdx: { allow: ['../content/docs/guide/**', 'pages/*.mdx'] } });
    expect(of('content/docs/guide/p.mdx')).toEqual({ format: 'mdx' });
    expect(of('content/docs/guide/deep/p.mdx')).toEqual({ format: 'mdx' });
    expect(of('site/pages/about.mdx')).toEqual({ format: 'mdx' });
    expect(of('content/docs/other.mdx')).toHaveProperty('refused');
    expect(of('site/pages/deep/about.mdx')).toHaveProperty('refused');
  });

  it('under markdown.format: mdx a .md page outside the allowed folders is refused too; under md nothing is MDX', () => {
    const mdx = formats({ format: 'mdx', mdx: { allow: ['docs/**'] } }, 'ctfdocs.config.yaml');
    expect(mdx('docs/a.md')).toEqual({ format: 'mdx' });
    expect(mdx('blog/a.md')).toEqual({ refused: expect.objectContaining({ file: 'blog/a.md', hint: expect.stringContaining('with markdown.format: detect') }) });
    expect(formats({ format: 'md' })('docs/a.mdx')).toEqual({ format: 'md' });
  });

  it('takes only globs relative to the config file', () => {
    expect(markdownConfigSchema.safeParse({ mdx: { allow: ['/abs/**'] } }).success).toBe(false);
    expect(markdownConfigSchema.safeParse({ mdx: { allow: ['!docs/**'] } }).success).toBe(false);
    expect(markdownConfigSchema.safeParse({ mdx: { allow: [''] } }).success).toBe(false);
  });
});
