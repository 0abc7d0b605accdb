// The diagrams-and-math fixture built by the CLI: math rendered by KaTeX in
// the HTML with its stylesheet linked only where there is math, diagrams as
// containers holding their source, KaTeX's and Mermaid's files published only
// when a page uses them, and `check` naming the TeX and diagram errors at
// their lines.
import { existsSync } from 'node:fs';
import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, runCli, type CliResult } from '../helpers/fixture.ts';

let dir: string;
let build: CliResult;
const page = (route: string) => readFile(path.join(dir, 'build', `${route}.html`), 'utf8');
const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const body = (html: string) => html.slice(html.indexOf('</head>'));
const article = (html: string) => html.slice(html.indexOf('<div class="markdown">'), html.indexOf('<nav class="pagination-nav"'));

beforeAll(async () => {
  dir = await copyFixture('diagrams-math');
  build = await runCli(dir, ['build']);
});

describe('diagrams-math fixture', () => {
  it('builds, warning of the wrong formula and the wrong diagram at their lines', () => {
    expect(build.code, build.stderr).toBe(0);
    expect(build.stdout).toMatch(/Built 8 pages in [\d.]+ s into build\/ — 2 warnings\./);
    expect(build.stderr).toContain("warning content/docs/math.md:22:26 TeX could not be rendered: Unexpected end of input in a macro argument, expected '}' (at character 10 of the TeX)");
    expect(build.stderr).toContain("warning content/docs/diagram-error.md:11 Mermaid cannot read this diagram: Expecting 'AMP', 'COLON'");
  });

  it("renders math as KaTeX's HTML and MathML, and links KaTeX's stylesheet once, in the head of a page with math only", async () => {
    const math = await page('docs/math');
    const links = head(math).match(/<link rel="stylesheet" href="\/assets\/vendor\/katex-[0-9a-f]{10}\/katex-swap\.min\.css" data-precedence="katex"\/>/g);
    expect(links).toHaveLength(1);
    expect(body(math)).not.toContain('katex-swap');
    expect(body(math)).toContain('<span class="math math-inline"><span class="katex"><span class="katex-mathml"><math xmlns="http://www.w3.org/1998/Math/MathML">');
    expect(body(math)).toContain('<annotation encoding="application/x-tex">v = \\max(m, \\lceil i - d s \\rceil)</annotation>');
    expect(body(math)).toMatch(/<div class="math math-display" tabindex="0"><span class="katex-display">/);
    expect(body(math)).toMatch(/<span class="math math-inline math-error" title="TeX error: Unexpected end of input[^"]*"><code>\\frac\{1\}\{<\/code><\/span>/);
    expect(body(math)).toContain('An escaped dollar stays a dollar: $20.');
    const plain = await page('docs/plain');
    expect(plain).not.toMatch(/katex|assets\/vendor|data-diagram/);
    expect(plain).toContain('A ticket costs $5 and a t-shirt $10.');
  });

  it('writes a diagram as a container holding its highlighted source, named for the client to draw', async () => {
    const diagram = article(await page('docs/diagram'));
    expect(diagram.match(/<div class="diagram" data-diagram="mermaid"><div class="code-block" data-language="mermaid">/g)).toHaveLength(2);
    expect(diagram.replace(/<span style="[^"]*">([^<]*)<\/span>/g, '$1')).toContain('accTitle: A challenge from creation to solve');
    expect(diagram).not.toContain('<svg');
    const mdx = await page('docs/mdx-page');
    expect(mdx).toContain('<div class="diagram" data-diagram="mermaid">');
    expect(head(mdx)).toMatch(/katex-swap\.min\.css/);
  });

  it('publishes KaTeX and Mermaid under assets/vendor, with the markdown copies writing the TeX and the source', async () => {
    const vendor = await readdir(path.join(dir, 'build/assets/vendor'));
    expect(vendor.map((d) => d.replace(/-[0-9a-f]{10}$/, '')).sort()).toEqual(['katex', 'mermaid']);
    const mermaid = vendor.find((d) => d.startsWith('mermaid'))!;
    expect(existsSync(path.join(dir, 'build/assets/vendor', mermaid, 'mermaid.esm.min.js'))).toBe(true);
    const katex = vendor.find((d) => d.startsWith('katex'))!;
    expect((await readdir(path.join(dir, 'build/assets/vendor', katex, 'fonts'))).every((f) => f.endsWith('.woff2'))).toBe(true);
    // The theme's math styles come with KaTeX's stylesheet, and the diagrams' with the code that draws them: the site's stylesheet, which every page loads, has neither.
    expect(await readFile(path.join(dir, 'build/assets/vendor', katex, 'katex-swap.min.css'), 'utf8')).toContain('.math-error>code{');
    const scripts = await readdir(path.join(dir, 'build/assets/js'));
    const withDiagramStyles: string[] = [];
    for (const f of scripts) if ((await readFile(path.join(dir, 'build/assets/js', f), 'utf8')).includes('.diagram-error{')) withDiagramStyles.push(f);
    expect(withDiagramStyles).toEqual([expect.stringMatching(/^draw\.[A-Z0-9]+\.js$/)]);
    const [styles] = await readdir(path.join(dir, 'build/assets/css'));
    expect(await readFile(path.join(dir, 'build/assets/css', styles!), 'utf8')).not.toMatch(/\.(?:diagram|math)[-{ ,.>:[]/);
    expect(await readFile(path.join(dir, 'build/docs/math.md'), 'utf8')).toContain('$$\nv(s) = \\left\\lceil \\frac{m - i}{d^2} s^2 + i \\right\\rceil\n$$');
    expect(await readFile(path.join(dir, 'build/docs/mdx-page.md'), 'utf8')).toContain('Math in MDX: $e^{i\\pi} + 1 = 0$.');
    expect(await readFile(path.join(dir, 'build/docs/diagram.md'), 'utf8')).toContain('```mermaid\nflowchart LR\n  accTitle: A challenge from creation to solve');
  });

  it('lists both errors in check, with their files and lines', async () => {
    const checked = await runCli(dir, ['check', '--format', 'json']);
    const { diagnostics } = JSON.parse(checked.stdout) as { diagnostics: Array<{ code: string; file?: string; line?: number }> };
    expect(diagnostics.filter((d) => d.code.startsWith('markdown/')).map((d) => [d.code, d.file, d.line])).toEqual([
      ['markdown/math', 'content/docs/math.md', 22],
      ['markdown/diagram', 'content/docs/diagram-error.md', 11],
    ]);
  });

  it('publishes neither when no page has math or a diagram', async () => {
    for (const f of ['math.md', 'diagram.md', 'diagram-error.md', 'mdx-page.mdx']) await rm(path.join(dir, 'content/docs', f));
    await writeFile(path.join(dir, 'site/pages/index.md'), '# Diagrams and Math\n\nNone left.\n');
    const rebuilt = await runCli(dir, ['build']);
    expect(rebuilt.code, rebuilt.stderr).toBe(0);
    expect(existsSync(path.join(dir, 'build/assets/vendor'))).toBe(false);
  });
});
