// Property tests: the config loader returns a config or diagnostics with a
// line or key path for any file text and any YAML value, and never throws.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { stringify } from 'yaml';
import { anyText, assertClear, longLine, syntaxSoup } from '../../../../test/helpers/fuzz.ts';
import { YAML_PIECES, deepYaml } from '../../../../test/helpers/fuzz-yaml.ts';
import { parseConfig } from './load.ts';

const FILE = 'site/ctfdocs.config.yaml';

function check(text: string): void {
  const r = parseConfig(text, FILE);
  assertClear(r.diagnostics, FILE);
  expect(r.config === undefined).toBe(r.diagnostics.length > 0);
}

const small = fc.anything({ maxDepth: 3, maxKeys: 4 });

/** Values shaped like a config: the real top-level keys with anything under them. */
const configLike = fc
  .record(
    {
      title: small,
      url: fc.oneof(fc.constant('https://example.com'), small),
      baseUrl: fc.oneof(fc.constant('/'), small),
      docs: fc.oneof(fc.array(fc.record({ id: fc.string(), path: small, routeBasePath: small }, { requiredKeys: [] })), small),
      themeConfig: fc.oneof(fc.record({ navbar: fc.record({ items: fc.array(fc.dictionary(fc.constantFrom('type', 'label', 'to', 'href', 'items', 'position', 'docId'), small)) }) }), small),
    },
    { requiredKeys: [] },
  )
  .map((value) => stringify(value));

describe('config loader under generated input', () => {
  it('loads any text, YAML fragments and config-shaped values without throwing', () => {
    fc.assert(fc.property(fc.oneof(anyText, syntaxSoup(YAML_PIECES), configLike), check), { numRuns: 1000 });
  });

  it('answers deeply nested and long configs with a config or a clear error', () => {
    const deep = deepYaml(['&a [', ']']);
    fc.assert(
      fc.property(
        fc.oneof(
          deep,
          longLine.map((l) => `title: ${l}\nurl: https://e.com\n`),
        ),
        check,
      ),
      { numRuns: 30 },
    );
  });
});
