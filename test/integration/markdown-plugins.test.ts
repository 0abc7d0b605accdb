// A site's remark and rehype plugins (markdown.remarkPlugins, docs[].remarkPlugins
// and the rest), with real packages from npm installed beside the site (the
// workspace's devDependencies, which resolve from the fixture's copy inside
// the repository) and a local plugin file: what they render, which pages a
// change to one compiles again, and what a missing or failing plugin says.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useCountedBuild } from '../helpers/counted-build.ts';
import { expectNpm2yarnTabs } from '../helpers/npm2yarn.ts';
import { copyFixture, edit, hashTree, runCli, write } from '../helpers/fixture.ts';

const countedBuild = useCountedBuild();

const CONFIG = 'site/ctfdocs.config.yaml';
const DOCS = ['content/docs/emoji.md', 'content/docs/intro.md', 'content/docs/math.md', 'content/docs/mdx/install.mdx'];
const OTHERS = ['content/notes/index.md', 'site/blog/2025-01-15-plugins.md', 'site/pages/index.md'];

const page = (dir: string, out: string, route: string) => readFile(path.join(dir, out, `${route}.html`), 'utf8');

describe("a site's markdown plugins", () => {
  it('render in the pages they apply to: remark-math with rehype-katex, remark-gemoji, npm2yarn in MDX, a local rehype plugin', async () => {
    const dir = await copyFixture('markdown-plugins');
    const { diagnostics } = await countedBuild(dir, 'build');
    // npm2yarn reads its code block's meta: no warning says that nothing does.
    expect(diagnostics.filter((d) => d.severity !== 'notice')).toEqual([]);

    const math = await page(dir, 'build', 'docs/math');
    expect(math).toContain('<span class="katex"><span class="katex-mathml"><math xmlns="http://www.w3.org/1998/Math/MathML">');
    expect(math).toContain('<annotation encoding="application/x-tex">E = mc^2</annotation>');
    expect(math).toContain('<span class="katex-display">');
    expect(math).toContain('\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}</annotation>');
    // A ```math block is the plugins' (Docusaurus highlights code only when it renders): drawn, not highlighted.
    expect(math).toContain('a^2 + b^2 = c^2\n</annotation>');
    expect(math).not.toContain('data-language="math"');
    // Other code is still highlighted.
    expect(math).toMatch(/<div class="code-block" data-language="js">.*--shiki-light:[^>]*>const/s);
    expect(math).not.toContain('$E');

    const emoji = await page(dir, 'build', 'docs/emoji');
    expect(emoji).toContain('<p>Release day 🎉 and a 👍 from the team.</p>');

    const install = await page(dir, 'build', 'docs/mdx/install');
    expectNpm2yarnTabs(install);
    // A partial the MDX page imports compiles with the plugins of the folder it is in, as in Docusaurus.
    expect(install).toMatch(/<p>Shipped 🚀 with <span class="katex">.*<annotation encoding="application\/x-tex">x\^2<\/annotation>/s);

    // The local plugin is the site's: docs of both instances, blog posts and site pages, with its options.
    for (const route of ['docs/intro', 'notes', 'index', 'blog/2025/01/15/plugins']) expect(await page(dir, 'build', route)).toContain('<blockquote class="callout" data-label="Remember">');
    // An instance's plugins are its own.
    const notes = await page(dir, 'build', 'notes');
    expect(notes).toContain('$not math$ here, and :tada: stays text.');
  });

  it('compiles again exactly the pages whose plugins or options changed, and nothing on a warm build', async () => {
    const dir = await copyFixture('markdown-plugins');
    const cold = await countedBuild(dir, 'cold');
    expect(cold.compiled).toEqual([...DOCS, ...OTHERS].sort());
    const warm = await countedBuild(dir, 'warm');
    expect(warm.compiled).toEqual([]);
    expect(await hashTree(path.join(dir, 'warm'))).toBe(await hashTree(path.join(dir, 'cold')));

    // One instance's plugin's options: that instance's pages.
    await edit(dir, CONFIG, (s) => s.replace('[rehype-katex, {strict: false}]', '[rehype-katex, {strict: ignore}]'));
    expect((await countedBuild(dir, 'katex')).compiled).toEqual(DOCS);
    // The site's plugin's options: every page.
    await edit(dir, CONFIG, (s) => s.replace('{label: Remember}', '{label: Careful}'));
    const label = await countedBuild(dir, 'label');
    expect(label.compiled).toEqual([...DOCS, ...OTHERS].sort());
    expect(await page(dir, 'label', 'notes')).toContain('data-label="Careful"');
    // The local plugin's code: every page.
    await edit(dir, 'site/plugins/rehype-callout.mjs', (s) => s.replace("className: ['callout']", "className: ['callout', 'edited']"));
    expect((await countedBuild(dir, 'code')).compiled).toEqual([...DOCS, ...OTHERS].sort());
    expect(await page(dir, 'code', 'index')).toContain('<blockquote class="callout edited"');
    expect((await countedBuild(dir, 'code-warm')).compiled).toEqual([]);
  });

  it('leaves a site without plugins compiling nothing on a warm build', async () => {
    const dir = await copyFixture('markdown-plugins');
    await edit(dir, CONFIG, (s) => s.replace(/^ {2}rehypePlugins:\n.*\n/m, '').replace(/^ {4}remarkPlugins:\n(?: {6}.*\n)+ {4}rehypePlugins:\n.*\n/m, ''));
    expect(await readFile(path.join(dir, CONFIG), 'utf8')).not.toMatch(/Plugins:/);
    // Without npm2yarn its meta is unread, a warning, and a page with a warning is compiled every time.
    await edit(dir, 'content/docs/mdx/install.mdx', (s) => s.replace('```bash npm2yarn', '```bash'));
    expect((await countedBuild(dir, 'cold')).compiled).toEqual([...DOCS, ...OTHERS].sort());
    expect((await countedBuild(dir, 'warm')).compiled).toEqual([]);
  });

  it('reports a plugin that is not installed at its config line, and one that fails on a page naming the plugin and the page', async () => {
    const dir = await copyFixture('markdown-plugins');
    await edit(dir, CONFIG, (s) => s.replace('      - remark-gemoji\n', '      - remark-gemoji\n      - remark-not-installed-here\n'));
    const missing = await runCli(dir, ['check']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('error site/ctfdocs.config.yaml:19:9 docs[0].remarkPlugins[2]: the package "remark-not-installed-here" is not installed beside the site');
    expect(missing.stderr).toContain('hint: Install it beside the site (npm install remark-not-installed-here');

    const dir2 = await copyFixture('markdown-plugins');
    await write(
      dir2,
      'site/plugins/rehype-strict.mjs',
      "export default function rehypeStrict() {\n  return (tree, file) => {\n    for (const node of tree.children) if (node.tagName === 'h2') file.fail('Headings must be h3 here', node);\n  };\n}\n",
    );
    await edit(dir2, CONFIG, (s) => s.replace('      - [rehype-katex, {strict: false}]\n', '      - [rehype-katex, {strict: false}]\n      - ./plugins/rehype-strict.mjs\n'));
    await edit(dir2, 'content/docs/emoji.md', (s) => `${s}\n## A section\n`);
    const failed = await runCli(dir2, ['check']);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('error content/docs/emoji.md:7:1 The plugin ./plugins/rehype-strict.mjs failed on this page: Headings must be h3 here');
    expect(failed.stderr).toContain('hint: Fix the page at this line, or the plugin or its options (docs[0].rehypePlugins[1] in site/ctfdocs.config.yaml).');
    // No stack trace.
    expect(failed.stdout + failed.stderr).not.toMatch(/^\s+at .*:\d+:\d+\)?$/m);
  });
});
