// One grammar pass for both themes must give the bytes shiki's two passes
// give: every code block of the CTFd site (and so every language the bench
// corpus uses), and languages with embedded grammars or their own bracket
// rules.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { toHtml } from 'hast-util-to-html';
import { bundledLanguages, createHighlighter, createOnigurumaEngine, type BundledLanguage, type Highlighter } from 'shiki';
import { beforeAll, describe, expect, it } from 'vitest';
import { THEMES } from './highlighter.ts';
import { forBlock, tokenizeOnce } from './one-pass-themes.ts';
import { repoRoot } from '../../../../test/helpers/fixture.ts';

function ctfdBlocks(): [string, string][] {
  const dir = path.join(repoRoot, 'content');
  const files = readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.md'));
  const blocks: [string, string][] = [];
  for (const f of files) {
    for (const m of readFileSync(path.join(dir, f), 'utf8').matchAll(/^( *)(```+)([\w+#-]*)[^\n]*\n([\s\S]*?)\n\1\2\s*$/gm)) {
      const lang = (m[3] || 'text').toLowerCase();
      if (lang in bundledLanguages) blocks.push([lang, m[4]]);
    }
  }
  return blocks;
}

const MORE: [string, string][] = [
  ['vue', '<template>\n  <div :class="{ on }">{{ msg }}</div>\n</template>\n<script setup lang="ts">\nconst msg = ref<string>("hi")\n</script>\n<style scoped>\n.on { color: red }\n</style>'],
  ['php', '<?php\nfunction f(array $a): int { return count($a) /* n */; }\n?>\n<p><?= htmlspecialchars($x) ?></p>'],
  ['tsx', 'export const A = ({ n }: { n: number }) => <b className={`x${n}`}>{n > 1 ? "many" : \'one\'}</b>;'],
  ['diff', '--- a/x\n+++ b/x\n@@ -1,2 +1,2 @@\n-old line\n+new line\n context'],
  ['rust', 'fn main() { let v: Vec<i32> = (0..3).map(|x| x * 2).collect(); println!("{v:?}"); }'],
  ['go', 'package main\n\nimport "fmt"\n\nfunc main() { ch := make(chan int); go func() { ch <- 1 }(); fmt.Println(<-ch) }'],
  ['markdown', '# Title\n\n```python\nprint("embedded")\n```\n\n- [x] done *em* **strong** `code`'],
];

const options = (lang: string) => ({ lang, themes: THEMES, defaultColor: false as const, tokenizeTimeLimit: 0, tokenizeMaxLineLength: 1000 });

describe('one grammar pass for both themes', () => {
  const blocks = [...ctfdBlocks(), ...MORE];
  let twoPasses: Highlighter;
  let onePass: Highlighter;
  beforeAll(async () => {
    const langs = [...new Set(blocks.map(([lang]) => lang))] as BundledLanguage[];
    const make = async () => createHighlighter({ themes: Object.values(THEMES), langs, engine: await createOnigurumaEngine(import('shiki/wasm')) });
    [twoPasses, onePass] = [await make(), await make()];
    for (const lang of onePass.getLoadedLanguages()) tokenizeOnce(onePass.getLanguage(lang));
  }, 60_000);

  it('colours every block of the CTFd site and of other grammars as two passes do', () => {
    expect(blocks.length).toBeGreaterThan(400);
    for (const [lang, code] of blocks) {
      const expected = toHtml(twoPasses.codeToHast(code, options(lang)));
      expect(
        forBlock(() => toHtml(onePass.codeToHast(code, options(lang)))),
        `${lang}: ${code.slice(0, 60)}`,
      ).toBe(expected);
    }
  });

  it('tokenizes each line once for both themes', () => {
    const grammar = onePass.getLanguage('python');
    const calls: string[] = [];
    const tokenizeLine = grammar.tokenizeLine.bind(grammar);
    grammar.tokenizeLine = (line, state, limit) => (calls.push(line), tokenizeLine(line, state, limit));
    const code = 'import os\nprint(os.getcwd())\n\nx = {"a": [1, 2]}';
    forBlock(() => onePass.codeToHast(code, options('python')));
    expect(calls).toEqual(['import os', 'print(os.getcwd())', 'x = {"a": [1, 2]}']);
  });
});
