// Pieces of YAML syntax for the front matter and config property tests,
// including anchors and aliases (the "billion laughs" shape) and tags.
export const YAML_PIECES = [
  '\n', '  ', '    ', '- ', ': ', 'title: ', 'id: ', 'slug: /x', 'sidebar_position: ', 'draft: ', 'tags: ', 'keywords: [a, b]', 'url: ', 'baseUrl: ', 'docs:', 'themeConfig:', 'navbar:', 'items:',
  '[', ']', '{', '}', ',', '"', "'", '#', '&a ', '*a', '<<: *a', '? ', '|', '>-', '!!str ', '!!binary ', '!!js/function ', '%YAML 1.2\n', '---\n', '...\n', 'null', '~', 'true', '1e309', '0x1F', '.nan', '-1',
  'a: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: [*b, *b, *b, *b, *b, *b, *b, *b, *b]\n', '\t', '\r\n', '\u2028', '\uFEFF',
];
