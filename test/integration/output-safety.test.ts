// What the public sees: no link to the build machine (localhost, its paths,
// file: URLs) anywhere in the CTFd site's output, external links open with
// rel="noopener noreferrer", and raw HTML in markdown reaches no page as script.
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture, edit, repoRoot, runCli } from '../helpers/fixture.ts';

async function textFiles(out: string): Promise<string[]> {
  const entries = await readdir(out, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && /\.(html|xml|txt|json|js|css)$/.test(e.name)).map((e) => path.join(e.parentPath, e.name));
}

describe('output of the CTFd site build', () => {
  it("never points at localhost, 127.0.0.1, file: URLs or the build machine's paths", async () => {
    const out = await mkdtemp(path.join(repoRoot, 'test/tmp/out-safety-'));
    const r = await runCli(repoRoot, ['build', '--quiet', '--out-dir', out]);
    expect(r.code, r.stderr).toBe(0);
    const files = await textFiles(out);
    expect(files.filter((f) => f.endsWith('.html')).length).toBeGreaterThan(100);
    const found: string[] = [];
    let links = 0;
    for (const file of files) {
      const text = await readFile(file, 'utf8');
      const rel = path.relative(out, file);
      // Prose may mention localhost (a tutorial running CTFd locally); links may not.
      for (const [, url] of text.matchAll(/(?:\b(?:href|src|action|poster|content)=["']|\burl\(["']?|<loc>)([^"'\s)<>]+)/gi)) {
        links++;
        if (/^(?:file:|[a-z]+:\/\/(?:localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1\])(?:[:/]|$))/i.test(url)) found.push(`${rel}: ${url}`);
      }
      if (text.includes(repoRoot)) found.push(`${rel}: ${repoRoot}`);
    }
    expect(links).toBeGreaterThan(1000);
    expect(found).toEqual([]);
  });
});

describe('links and raw HTML through a full build', () => {
  it('opens external links with rel="noopener noreferrer" and strips script from raw HTML', async () => {
    const dir = await copyFixture('basic');
    await edit(
      dir,
      'content/guide/intro.md',
      (s) =>
        s +
        '\nSee [CTFd](https://ctfd.io) and <https://github.com/CTFd/CTFd>.\n\n' +
        '<div onclick="alert(1)">Inline <b>HTML</b><script>alert(2)</script></div>\n\n' +
        '<img src="x" onerror="alert(3)"> <a href="javascript:alert(4)">js</a> <iframe src="https://evil.example"></iframe> <svg onload="alert(5)"></svg>\n',
    );
    const r = await runCli(dir, ['build']);
    expect(r.code, r.stderr).toBe(0);
    const html = await readFile(path.join(dir, 'build/guide/intro.html'), 'utf8');
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    for (const href of ['https://ctfd.io', 'https://github.com/CTFd/CTFd']) {
      expect(main).toMatch(new RegExp(`<a href="${href.replace(/[./]/g, '\\$&')}"[^>]* rel="noopener noreferrer"`));
    }
    expect(main).toContain('<b>HTML</b>');
    for (const bad of ['<script', 'onclick', 'onerror', 'onload', 'javascript:', '<iframe', 'alert(']) expect(main).not.toContain(bad);
  });
});
