import { describe, expect, it } from 'vitest';
import { parseConfig } from './load.ts';

const base = `title: Site
url: https://example.com
`;

describe('parseConfig', () => {
  it('accepts a minimal config and fills Docusaurus defaults', () => {
    const { config, diagnostics } = parseConfig(base, 'site.yaml');
    expect(diagnostics).toEqual([]);
    expect(config?.baseUrl).toBe('/');
    expect(config?.onBrokenLinks).toBe('throw');
    expect(config?.onBrokenMarkdownLinks).toBe('warn');
    expect(config?.onDuplicateRoutes).toBe('warn');
    expect(config?.themeConfig.colorMode).toEqual({ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false });
    expect(config?.themeConfig.tableOfContents).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 3 });
  });

  it("reads onUnsupportedSyntax and markdown, with defaults, and names a bad value's key path", () => {
    const defaults = parseConfig(base, 'site.yaml').config;
    expect(defaults?.onUnsupportedSyntax).toBe('warn');
    expect(defaults?.markdown).toEqual({
      format: 'detect',
      mdx: { allow: [] },
      headingIds: 'github',
      attrs: { leftDelimiter: '{', rightDelimiter: '}' },
      math: false,
      mermaid: true,
      magicComments: [{ className: 'highlighted', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } }],
    });
    const set = parseConfig(
      `${base}onUnsupportedSyntax: throw\nmarkdown:\n  headingIds: vitepress\n  math: { singleDollar: false }\n  mermaid: false\n  magicComments:\n    - className: code-error\n      line: error-next-line\n`,
      'site.yaml',
    ).config;
    expect(set?.onUnsupportedSyntax).toBe('throw');
    expect(set?.markdown).toEqual({
      format: 'detect',
      mdx: { allow: [] },
      headingIds: 'vitepress',
      attrs: { leftDelimiter: '{', rightDelimiter: '}' },
      math: { singleDollar: false },
      mermaid: false,
      magicComments: [{ className: 'code-error', line: 'error-next-line' }],
    });
    expect(parseConfig(`${base}markdown:\n  math: true\n`, 'site.yaml').config?.markdown.math).toBe(true);
    const bad = parseConfig(`${base}markdown:\n  headingIds: hugo\n  magicComments:\n    - className: 'bad;class'\n  mdx:\n    allow: [/etc/**]\n  math: { dollars: 1 }\n`, 'site.yaml');
    expect(bad.config).toBeUndefined();
    expect(bad.diagnostics.map((d) => [d.configPath, d.line])).toEqual([
      ['markdown.mdx.allow[0]', 8],
      ['markdown.headingIds', 4],
      ['markdown.math.dollars', 9],
      ['markdown.magicComments[0].className', 6],
    ]);
  });

  it('infers navbar item types: items make a dropdown, otherwise default', () => {
    const { config } = parseConfig(
      `${base}themeConfig:\n  navbar:\n    items:\n      - label: A\n        to: /a\n      - label: B\n        items:\n          - label: C\n            to: /c\n`,
      's.yaml',
    );
    expect(config?.themeConfig.navbar.items.map((i) => i.type)).toEqual(['default', 'dropdown']);
    expect(config?.themeConfig.navbar.items[0].position).toBe('left');
  });

  it('rejects an unknown navbar item type with its key path and line', () => {
    const text = `${base}themeConfig:\n  navbar:\n    items:\n      - type: doc\n        docId: a\n      - type: fancy\n        label: X\n`;
    const { config, diagnostics } = parseConfig(text, 'site/ctfdocs.config.yaml');
    expect(config).toBeUndefined();
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0].configPath).toBe('themeConfig.navbar.items[1].type');
    expect(diagnostics[0].file).toBe('site/ctfdocs.config.yaml');
    expect(diagnostics[0].line).toBe(8);
    expect(diagnostics[0].message).toContain('themeConfig.navbar.items[1].type');
  });

  it('rejects a well-formed but invalid locale tag with its key path and line', () => {
    const { config, diagnostics } = parseConfig(`${base}i18n:\n  defaultLocale: en\n  locales: [en, en-a1]\n`, 'c.yaml');
    expect(config).toBeUndefined();
    expect(diagnostics).toEqual([expect.objectContaining({ configPath: 'i18n.locales[1]', line: 5, message: expect.stringContaining('valid BCP 47 language tag') })]);
    expect(parseConfig(`${base}i18n:\n  defaultLocale: en\n  locales: [en, pt-BR, zh-Hant-TW]\n`, 'c.yaml').diagnostics).toEqual([]);
  });

  it('rejects an unknown key, naming it and its line', () => {
    const { diagnostics } = parseConfig(`${base}onBrokenLink: throw\n`, 'c.yaml');
    expect(diagnostics[0].code).toBe('config/unknown-key');
    expect(diagnostics[0].message).toContain('"onBrokenLink"');
    expect(diagnostics[0].line).toBe(3);
  });

  it('rejects a wrong type', () => {
    const { diagnostics } = parseConfig(`${base}themeConfig:\n  navbar:\n    hideOnScroll: sometimes\n`, 'c.yaml');
    expect(diagnostics[0].configPath).toBe('themeConfig.navbar.hideOnScroll');
    expect(diagnostics[0].line).toBe(5);
  });

  it('reports a value of the wrong type as such, never as a missing key', () => {
    const { diagnostics } = parseConfig('title: [a]\nurl: https://example.com\ndocs:\n  - id: guide\n    path: content/guide\n    routeBasePath: 5\n', 'c.yaml');
    expect(diagnostics.map((d) => [d.configPath, d.message])).toEqual([
      ['title', expect.stringMatching(/^title: .*expected string, received array/)],
      ['docs[0].routeBasePath', expect.stringMatching(/^docs\[0\]\.routeBasePath: .*expected string, received number/)],
    ]);
  });

  it('quotes a value that is not one of the allowed ones', () => {
    const { diagnostics } = parseConfig(`${base}themeConfig:\n  navbar:\n    items:\n      - type: serch\n`, 'c.yaml');
    expect(diagnostics[0].configPath).toBe('themeConfig.navbar.items[0].type');
    expect(diagnostics[0].message).toMatch(/^themeConfig\.navbar\.items\[0\]\.type: "serch" is not allowed: .*"search"/);
  });

  it('reports a missing required key', () => {
    const { diagnostics } = parseConfig('url: https://example.com\n', 'c.yaml');
    expect(diagnostics[0].configPath).toBe('title');
    expect(diagnostics[0].message).toBe('title: required key is missing');
  });

  it('reports a YAML syntax error with line and column, never throwing', () => {
    const { diagnostics } = parseConfig('title: Site\nurl: [unclosed\n', 'c.yaml');
    expect(diagnostics[0].code).toBe('yaml/syntax');
    expect(diagnostics[0].line).toBeGreaterThanOrEqual(2);
    expect(diagnostics[0].column).toBeGreaterThan(0);
  });

  it('checks onBrokenLinks values', () => {
    const { diagnostics } = parseConfig(`${base}onBrokenLinks: explode\n`, 'c.yaml');
    expect(diagnostics[0].configPath).toBe('onBrokenLinks');
  });
});
