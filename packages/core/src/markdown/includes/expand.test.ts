import { mkdtemp, mkdir, realpath, writeFile, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { expandIncludes } from './expand.ts';
import { READS_NOTHING, type ReadRules } from '../../util/read-roots.ts';
import { originOf } from './line-map.ts';
import { compileForTest } from '../testing.ts';

let root: string;
let docs: string;
let rules: ReadRules;

beforeAll(async () => {
  root = await realpath(await mkdtemp(path.join(tmpdir(), 'ctfdocs-includes-')));
  docs = path.join(root, 'docs');
  rules = { ...READS_NOTHING, roots: [root] };
  await mkdir(path.join(docs, 'parts'), { recursive: true });
  await mkdir(path.join(root, 'snippets'), { recursive: true });
  await writeFile(
    path.join(docs, 'parts/basics.md'),
    '---\ntitle: Part\n---\nSome basics.\n\n<!-- #region usage -->\n## Usage 1\n\n## Usage 2\n<!-- #endregion usage -->\n\n<!--@include: ./nested.md-->\n',
  );
  await writeFile(path.join(docs, 'parts/nested.md'), 'Nested line.');
  await writeFile(path.join(docs, 'parts/loop-a.md'), 'A\n<!--@include: ./loop-b.md-->');
  await writeFile(path.join(docs, 'parts/loop-b.md'), 'B\n<!--@include: ./loop-a.md-->');
  await writeFile(
    path.join(root, 'snippets/server.ts'),
    "import http from 'node:http';\n\nexport function start() {\n  // #region listen\n  http.createServer().listen(3000);\n  // #endregion listen\n}\n",
  );
  await symlink('/etc/hostname', path.join(docs, 'parts/outside.md'));
  await writeFile(path.join(docs, 'parts/.env'), 'SECRET_KEY=change-me');
});

const expand = (body: string, bodyLine = 4) => expandIncludes({ body, absPath: path.join(docs, 'page.md'), bodyLine, srcDir: docs, readRules: rules, rootDir: root });

describe('VitePress includes', () => {
  it('includes a file without its front matter, recursively, and maps each line to where it was written', () => {
    const r = expand('# Page\n\n<!--@include: ./parts/basics.md-->\n\nAfter.');
    expect(r.body).toBe('# Page\n\nSome basics.\n\n<!-- #region usage -->\n## Usage 1\n\n## Usage 2\n<!-- #endregion usage -->\n\nNested line.\n\n\nAfter.');
    expect(r.diagnostics).toEqual([]);
    expect(r.includes).toEqual([path.join(docs, 'parts/basics.md'), path.join(docs, 'parts/nested.md')]);
    expect(originOf(r.lineMap!, 1)).toEqual({ file: path.join(docs, 'page.md'), line: 4 });
    expect(originOf(r.lineMap!, 3)).toEqual({ file: path.join(docs, 'parts/basics.md'), line: 4 });
    expect(originOf(r.lineMap!, 11)).toEqual({ file: path.join(docs, 'parts/nested.md'), line: 1 });
    expect(originOf(r.lineMap!, 14)).toEqual({ file: path.join(docs, 'page.md'), line: 8 });
  });

  it('takes a region, a line range of it, a range counting the front matter, and @/ from the source folder', () => {
    expect(expand('<!--@include: @/parts/basics.md#usage{3,}-->').body).toBe('## Usage 2');
    expect(expand('<!--@include: ./parts/basics.md{4,4}-->').body).toBe('Some basics.');
    expect(expand('x <!--@include: ./parts/nested.md--> y').body).toBe('x Nested line. y');
  });

  it('reports a missing file, region or range at the line naming it, a file outside the site or not content, and leaves a cycle out with a warning', () => {
    const r = expand(
      'a\n<!--@include: ./parts/none.md-->\n<!--@include: ./parts/basics.md#nope-->\n<!--@include: ./parts/nested.md{5,9}-->\n<!--@include: ./parts/outside.md-->\n<!--@include: ./parts/.env-->\n<!--@include: ./parts/loop-a.md-->',
    );
    expect(r.diagnostics.map((d) => [d.severity, d.code, d.file, d.line])).toEqual([
      ['error', 'include/missing', 'docs/page.md', 5],
      ['error', 'include/region', 'docs/page.md', 6],
      ['error', 'include/range', 'docs/page.md', 7],
      ['error', 'include/outside-site', 'docs/page.md', 8],
      ['error', 'include/not-content', 'docs/page.md', 9],
      ['warning', 'include/cycle', 'docs/parts/loop-b.md', 2],
    ]);
    expect(r.body.endsWith('A\nB\n')).toBe(true);
  });
});

describe('VitePress code imports (<<<)', () => {
  it('makes a fenced block of the file or its region, with language, highlighted lines and title, outside fenced code only', () => {
    const r = expand('<<< ../snippets/server.ts#listen{1 js} [Listen]\n\n<<< @/../snippets/server.ts\n\n```md\n<<< ./not-imported.ts\n```');
    expect(r.body).toBe(
      "```js [Listen]{1}\nhttp.createServer().listen(3000);\n```\n\n```ts [server.ts]\nimport http from 'node:http';\n\nexport function start() {\n  // #region listen\n  http.createServer().listen(3000);\n  // #endregion listen\n}\n```\n\n```md\n<<< ./not-imported.ts\n```",
    );
    expect(r.diagnostics).toEqual([]);
    expect(originOf(r.lineMap!, 2)).toEqual({ file: path.join(docs, 'page.md'), line: 4 });
  });

  it('reports a missing code file at its line and leaves the line as written', () => {
    const r = expand('<<< ./gone.ts');
    expect(r.body).toBe('<<< ./gone.ts');
    expect(r.diagnostics.map((d) => [d.code, d.line, d.message])).toEqual([['include/missing', 4, 'Code file not found: ./gone.ts']]);
  });
});

describe('compiling a page with includes', () => {
  it("places diagnostics and links of included text in the included file, and resolves its relative links from its folder, then the page's", async () => {
    await writeFile(path.join(docs, 'parts/links.md'), 'See [setup](./setup.md) and [intro](intro.md).\n\n![Missing](./gone.png)\n');
    const absPath = path.join(docs, 'page.md');
    const r = expandIncludes({ body: 'Intro.\n\n<!--@include: ./parts/links.md-->\n', absPath, bodyLine: 4, srcDir: docs, readRules: rules, rootDir: root });
    const routes: Record<string, string> = { [path.join(docs, 'parts/setup.md')]: '/docs/parts/setup', [path.join(docs, 'intro.md')]: '/docs/intro' };
    const c = await compileForTest(r.body, { file: 'docs/page.md', absPath, lineOffset: 4, lineMap: r.lineMap, resolveMarkdown: (abs) => routes[abs] });
    expect(c.html).toContain('See <a href="/docs/parts/setup">setup</a> and <a href="/docs/intro">intro</a>.');
    expect(c.links.map((l) => [l.url, l.file, l.line])).toEqual([
      ['/docs/parts/setup', 'docs/parts/links.md', 1],
      ['/docs/intro', 'docs/parts/links.md', 1],
    ]);
    expect(c.diagnostics.map((d) => [d.code, d.file, d.line])).toEqual([['markdown/missing-image', 'docs/parts/links.md', 3]]);
  });

  it('places the diagrams and TeX errors of included text in the included file, for the build to check there', async () => {
    await writeFile(path.join(docs, 'parts/figures.md'), 'Wrong: $\\frac{1}{$.\n\n```mermaid\nflowchart LR\n  a -->\n```\n');
    const absPath = path.join(docs, 'page.md');
    const r = expandIncludes({
      body: 'Intro.\n\n<!--@include: ./parts/figures.md-->\n\n```mermaid\nflowchart LR\n  b --> c\n```\n',
      absPath,
      bodyLine: 4,
      srcDir: docs,
      readRules: rules,
      rootDir: root,
    });
    const c = await compileForTest(r.body, { file: 'docs/page.md', absPath, lineOffset: 4, lineMap: r.lineMap, markdownInput: { math: true } });
    expect(c.diagnostics.map((d) => [d.code, d.file, d.line])).toEqual([['markdown/math', 'docs/parts/figures.md', 1]]);
    expect(c.diagrams).toEqual([
      { file: 'docs/parts/figures.md', line: 4, source: 'flowchart LR\n  a -->' },
      { line: 9, source: 'flowchart LR\n  b --> c' },
    ]);
  });
});
