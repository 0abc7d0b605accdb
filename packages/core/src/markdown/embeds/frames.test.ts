import { describe, expect, it } from 'vitest';
import { compileForTest } from '../testing.ts';
import { DEFAULT_EMBED_ORIGINS } from '../../schemas/embeds.ts';

const allowed = { embedOrigins: DEFAULT_EMBED_ORIGINS };

describe('frames in markdown pages', () => {
  it('keeps a frame from an allowed origin with its host sandbox, a title and lazy loading, and records its origin', async () => {
    const r = await compileForTest(
      'Watch:\n\n<iframe width="560" height="315" src="https://www.youtube-nocookie.com/embed/abc" frameborder="0" allow="autoplay; encrypted-media; camera" allowfullscreen></iframe>\n',
      allowed,
    );
    expect(r.html).toContain(
      '<iframe width="560" height="315" src="https://www.youtube-nocookie.com/embed/abc" frameborder="0" allow="autoplay; encrypted-media" allowfullscreen title="YouTube video" loading="lazy" sandbox="allow-scripts allow-same-origin allow-popups allow-presentation allow-popups-to-escape-sandbox"></iframe>',
    );
    expect(r.embeds).toEqual(['https://www.youtube-nocookie.com']);
    expect(r.diagnostics.map((d) => d.message)).toEqual(['<iframe> loses the permission "camera" of its allow attribute']);
  });

  it('keeps the title written, and names an unknown host by its name', async () => {
    const r = await compileForTest('<iframe src="http://127.0.0.1:4000/demo" title="The demo"></iframe>\n\n<iframe src="http://127.0.0.1:4000/other"></iframe>\n', {
      embedOrigins: ['http://127.0.0.1:4000'],
    });
    expect(r.html).toContain('title="The demo"');
    expect(r.html).toContain('title="Embedded content from 127.0.0.1:4000"');
    expect(r.embeds).toEqual(['http://127.0.0.1:4000']);
  });

  it('removes a frame from any other origin, or without a readable src, with a warning naming the origin and embeds.allow', async () => {
    const r = await compileForTest('<iframe src="https://evil.example/x"></iframe>\n\n<iframe src="http://www.youtube.com/embed/a"></iframe>\n\n<iframe></iframe>\n', allowed);
    expect(r.html).not.toContain('<iframe');
    expect(r.embeds).toBeUndefined();
    expect(r.diagnostics.map((d) => [d.code, d.line, d.message])).toEqual([
      ['unsupported/html', 1, '<iframe> is removed: its origin https://evil.example is not in embeds.allow'],
      ['unsupported/html', 3, '<iframe> is removed: its origin http://www.youtube.com is not in embeds.allow'],
      ['unsupported/html', 5, '<iframe> is removed: it has no src the build can read'],
    ]);
    expect(r.diagnostics[0].hint).toContain('embeds.allow');
  });

  it('frames nothing where no origin is allowed (API descriptions)', async () => {
    const r = await compileForTest('<iframe src="https://www.youtube.com/embed/a"></iframe>\n');
    expect(r.html).not.toContain('<iframe');
  });
});

describe('frames in MDX pages', () => {
  it('holds JSX frames to the same rule', async () => {
    const body = '<iframe src="https://codesandbox.io/embed/x" style={{ width: "100%" }} />\n\n<iframe src="https://evil.example/x" />\n';
    const r = await compileForTest(body, { file: 'docs/a.mdx', absPath: '/site/docs/a.mdx', format: 'mdx', ...allowed });
    expect(r.mdx?.code).toContain('src: "https://codesandbox.io/embed/x"');
    expect(r.mdx?.code).toContain('sandbox: "allow-scripts allow-same-origin allow-forms allow-modals allow-popups allow-presentation"');
    expect(r.mdx?.code).toContain('title: "CodeSandbox example"');
    expect(r.mdx?.code).not.toContain('evil.example');
    expect(r.embeds).toEqual(['https://codesandbox.io']);
    expect(r.diagnostics.map((d) => [d.code, d.line])).toEqual([['unsupported/html', 3]]);
  });
});
