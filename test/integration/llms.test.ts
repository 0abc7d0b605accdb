// Markdown copies of the docs and llms.txt: every doc listed once, every link
// in them leads to a file of the build, each doc page names its copy, and the
// config can turn all of it off.
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture, edit, repoRoot, runCli } from '../helpers/fixture.ts';

async function build(prepare?: (dir: string) => Promise<void>): Promise<string> {
  const dir = await copyFixture('basic');
  await prepare?.(dir);
  const out = await mkdtemp(path.join(repoRoot, 'test/tmp/out-llms-'));
  const r = await runCli(dir, ['build', '--quiet', '--out-dir', out]);
  expect(r.code, r.stderr + r.stdout).toBe(0);
  return out;
}

const SITE = 'https://fixture.example.com';
const DOCS = ['/guide/intro', '/guide/setup/install', '/guide/reference/options'];

describe('llms.txt and markdown copies', () => {
  it('lists every published doc once, with links that resolve in the build', async () => {
    const out = await build();
    const llms = await readFile(path.join(out, 'llms.txt'), 'utf8');
    // The llms.txt format: an h1, a blockquote summary, then h2 sections of link lists.
    expect(llms.startsWith('# Fixture Docs\n\n> A small site for tests\n\n')).toBe(true);
    expect(llms).toMatch(/\n## Guide\n\n- \[/);
    const links = [...llms.matchAll(/^- \[([^\]]+)\]\(([^)]+)\)(?:: (.*))?$/gm)].map((m) => ({ title: m[1], url: m[2]!, description: m[3] }));
    expect(links.map((l) => l.url).sort()).toEqual(DOCS.map((r) => `${SITE}${r}.md`).sort());
    expect(links.find((l) => l.title === 'Introduction')?.description).toBe('Where the fixture guide starts.');
    // The draft doc is not published, so not listed.
    expect(llms).not.toContain('draft-page');
    for (const { url } of links) expect(existsSync(path.join(out, new URL(url).pathname))).toBe(true);
    const full = await readFile(path.join(out, 'llms-full.txt'), 'utf8');
    // Each page's section is its copy with the page's URL under the title.
    const section = (copy: string, route: string) => copy.replace(/^(# .*\n\n)/, `$1Source: ${SITE}${route}\n\n`);
    for (const route of DOCS) expect(full).toContain(section(await readFile(path.join(out, `${route}.md`), 'utf8'), route));
    // The instance's own pair, for one part of a site.
    expect(await readFile(path.join(out, 'guide/llms.txt'), 'utf8')).toMatch(/^# Fixture Docs: Guide\n/);
    expect(existsSync(path.join(out, 'guide/llms-full.txt'))).toBe(true);
  });

  it('gives each doc page a link to its copy, and the copy reads as markdown', async () => {
    const out = await build();
    const html = await readFile(path.join(out, 'guide/setup/install.html'), 'utf8');
    expect(html).toContain('<link rel="alternate" type="text/markdown" href="/guide/setup/install.md"/>');
    expect(html).toContain('data-copy-page="/guide/setup/install.md"');
    const md = await readFile(path.join(out, 'guide/setup/install.md'), 'utf8');
    expect(md).toMatch(/^# Install\n\n## Requirements\n\nYou need a computer\.\n\n> \*\*warning\*\*\n>\n> Back up first\.\n/i);
    expect(md).toContain('**Linux**\n\nRun the Linux installer.');
    expect(md).not.toMatch(/:::|<div|<button/);
  });

  it('is off when the config says so', async () => {
    const out = await build((dir) => edit(dir, 'site/ctfdocs.config.yaml', (s) => `${s}llms:\n  markdownFiles: false\n  llmsTxt: false\n  llmsFullTxt: false\n`));
    expect(existsSync(path.join(out, 'llms.txt'))).toBe(false);
    expect(existsSync(path.join(out, 'llms-full.txt'))).toBe(false);
    expect(existsSync(path.join(out, 'guide/intro.md'))).toBe(false);
    const html = await readFile(path.join(out, 'guide/intro.html'), 'utf8');
    expect(html).not.toContain('text/markdown');
    expect(html).not.toContain('data-copy-page');
  });

  // An MDX page's content is made when the page renders, not when it compiles:
  // its copy once came out as the title alone, the whole body lost without a word.
  it('copies an MDX page with its body, components rendered', async () => {
    const mdx = [
      '---',
      'title: Counting',
      '---',
      '',
      'export const Count = () => <strong>three</strong>;',
      '',
      'There are <Count /> kinds of **flag**.',
      '',
      '## Static flags',
      '',
      '- exact',
      '- case-insensitive',
      '',
      '```python title="check.py"',
      'print("flag{a}")',
      '```',
      '',
    ].join('\n');
    // Config HTML before the article that looks like the content block must not be taken for it.
    const out = await build(async (dir) => {
      await writeFile(path.join(dir, 'content/guide/counting.mdx'), mdx);
      await edit(
        dir,
        'site/ctfdocs.config.yaml',
        (s) => `${s.replace("content: 'Fixture announcement.", 'content: \'<div class="markdown">Not the page.</div> Fixture announcement.')}markdown:\n  mdx:\n    allow: ['../content/guide/**']\n`,
      );
    });
    const md = await readFile(path.join(out, 'guide/counting.md'), 'utf8');
    expect(md).toBe('# Counting\n\nThere are **three** kinds of **flag**.\n\n## Static flags\n\n- exact\n- case-insensitive\n\n```python title="check.py"\nprint("flag{a}")\n```\n');
    expect(await readFile(path.join(out, 'llms-full.txt'), 'utf8')).toContain(md.replace('# Counting\n\n', `# Counting\n\nSource: ${SITE}/guide/counting\n\n`));
  });
});
