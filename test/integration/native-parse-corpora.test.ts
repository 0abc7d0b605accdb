// The native parser may serve plain pages only while it gives what
// remark-parse gives (issue #31): every page of the CTFd site, of the test
// fixtures (Docusaurus's and VitePress's syntax, includes expanded as a
// build expands them) and of the 170- and 2,000-page bench corpora,
// compiled both ways, must come out the same, HTML byte for byte, and the
// same headings, links, diagnostics and markdown copy. (The parser's own
// cases are in packages/core/src/markdown/native-parse.test.ts.)
import { mkdir, mkdtemp, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { compiledWith as compiled } from '../../packages/core/src/markdown/testing.ts';
import { createMarkdownCompiler, type MarkdownCompiler } from '../../packages/core/src/markdown/compile.ts';
import { getHighlighter } from '../../packages/core/src/markdown/highlighter.ts';
import { expandIncludes, mayInclude } from '../../packages/core/src/markdown/includes/expand.ts';
import { READS_NOTHING } from '../../packages/core/src/util/read-roots.ts';
import { markdownOptions } from '../../packages/core/src/markdown/options.ts';
import { markdownConfigSchema } from '../../packages/core/src/schemas/markdown.ts';
import { repoRoot } from '../helpers/fixture.ts';
// @ts-expect-error: the bench's corpus generator is plain JavaScript without types.
import { generateCorpus } from '../../bench/generate.mjs';

/** Each page's text as the build compiles it: with what it includes. */
async function pages(dir: string): Promise<Array<{ file: string; body: string }>> {
  const files = (await readdir(dir, { recursive: true })).map(String).filter((f) => f.endsWith('.md'));
  const included = (file: string, body: string) =>
    mayInclude(body) ? expandIncludes({ body, absPath: path.join(dir, file), bodyLine: 1, srcDir: dir, readRules: { ...READS_NOTHING, roots: [dir] }, rootDir: dir }).body : body;
  return Promise.all(files.sort().map(async (file) => ({ file, body: included(file, await readFile(path.join(dir, file), 'utf8')) })));
}

describe('the native parser on whole sites', () => {
  let native: MarkdownCompiler;
  let remark: MarkdownCompiler;
  const sites: Array<[string, string]> = [];
  beforeAll(async () => {
    const hl = await getHighlighter();
    [native, remark] = [await createMarkdownCompiler(hl), await createMarkdownCompiler(hl, { remarkOnly: true })];
    // test/tmp is made by the first file that copies a fixture: this file may run before any.
    await mkdir(path.join(repoRoot, 'test/tmp'), { recursive: true });
    const tmp = await mkdtemp(path.join(repoRoot, 'test/tmp', 'native-parse-'));
    for (const n of [170, 2000]) await generateCorpus(path.join(tmp, String(n)), n);
    sites.push(
      ['CTFd site', path.join(repoRoot, 'content')],
      ['test fixtures', path.join(repoRoot, 'test/fixtures')],
      ['170-page corpus', path.join(tmp, '170/content')],
      ['2,000-page corpus', path.join(tmp, '2000/content')],
    );
  }, 120_000);

  it('compiles every page of the CTFd site, the test fixtures and both corpora as remark-parse does', async () => {
    let count = 0;
    for (const [name, dir] of sites) {
      const all = await pages(dir);
      await native.prepare(all.map((p) => p.body));
      for (const { file, body } of all) {
        expect(await compiled(native, file, body), `${name}: ${file}`).toEqual(await compiled(remark, file, body));
        count++;
      }
    }
    expect(count).toBeGreaterThan(2300);
  }, 600_000);

  it('compiles every page of the CTFd site and the test fixtures with markdown.math as remark-parse with remark-math does, single dollars on and off', async () => {
    let count = 0;
    for (const singleDollar of [true, false]) {
      const markdown = markdownOptions(markdownConfigSchema.parse({ math: { singleDollar } }));
      for (const [name, dir] of sites.slice(0, 2)) {
        const all = await pages(dir);
        await native.prepare(all.map((p) => p.body));
        for (const { file, body } of all) {
          expect(await compiled(native, file, body, markdown), `${name}: ${file}`).toEqual(await compiled(remark, file, body, markdown));
          count++;
        }
      }
    }
    expect(count).toBeGreaterThan(400);
  }, 600_000);
});
