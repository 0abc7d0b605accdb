// Property tests: the front matter reader returns fields or clear
// diagnostics for any file text, and never throws.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { anyText, assertClear, longLine, syntaxSoup } from '../../../../test/helpers/fuzz.ts';
import { YAML_PIECES, deepYaml } from '../../../../test/helpers/fuzz-yaml.ts';
import { splitFrontMatter } from './frontmatter.ts';

const FILE = 'content/docs/fuzz.md';

function check(text: string): void {
  const r = splitFrontMatter(text, FILE);
  assertClear(r.diagnostics, FILE);
  expect(typeof r.body).toBe('string');
  expect(r.bodyLine).toBeGreaterThanOrEqual(1);
  if (!r.diagnostics.length) expect(typeof r.frontMatter).toBe('object');
}

const fenced = (yaml: fc.Arbitrary<string>) => fc.tuple(yaml, anyText).map(([y, body]) => `---\n${y}\n---\n${body}`);

describe('front matter reader under generated input', () => {
  it('reads any text and any YAML-like front matter without throwing', () => {
    fc.assert(fc.property(fc.oneof(anyText, fenced(anyText), fenced(syntaxSoup(YAML_PIECES))), check), { numRuns: 2000 });
  });

  it('answers deeply nested and long front matter with fields or a clear error', () => {
    const deep = deepYaml(['!!map {', '}']);
    fc.assert(
      fc.property(
        fenced(
          fc.oneof(
            deep,
            longLine.map((l) => `title: ${l}`),
          ),
        ),
        check,
      ),
      { numRuns: 30 },
    );
  });
});
