import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, test } from 'vitest';
import { markdownOptions, readRules, siteConfigSchema, THEME_TEXTS } from '@ctfdocs/core';
import { loadMdxModules, withMdxContent, type MdxSite } from './mdx-modules.ts';

// Inside the repository, so that the bundled modules resolve react from its node_modules.
const repoTmp = path.resolve(fileURLToPath(import.meta.url), '../../../../test/tmp');

async function siteWith(files: Record<string, string>): Promise<string> {
  await mkdir(repoTmp, { recursive: true });
  const root = await mkdtemp(path.join(repoTmp, 'mdx-'));
  for (const [rel, text] of Object.entries(files)) await siteFile(root, rel, text);
  return root;
}

async function siteFile(root: string, rel: string, text: string): Promise<void> {
  await mkdir(path.dirname(path.join(root, rel)), { recursive: true });
  await writeFile(path.join(root, rel), text);
}

/** A page as core hands it over: its compiled module's code (here written by hand). */
function mdxPage(source: string, code: string) {
  return { kind: 'doc', source, route: '/docs/p', compiled: { hast: { type: 'root', children: [] }, mdx: { code } } } as never;
}

const rulesFor = (rootDir: string, configFile: string, docs: string[]) =>
  readRules({ rootDir, configFile, config: { docs: docs.map((p) => ({ path: p })) as never, blog: [], staticDirectories: [], apiReferences: [], exclude: [] } });

/** The site as loadMdxModules sees it: config at site/ctfdocs.config.yaml, docs in content/docs. */
function site(root: string): MdxSite {
  return {
    rootDir: root,
    configFile: 'site/ctfdocs.config.yaml',
    rules: rulesFor(root, 'site/ctfdocs.config.yaml', ['content/docs']),
    markdown: markdownOptions(siteConfigSchema.shape.markdown.parse({ mdx: { allow: ['../content/**'] } }), THEME_TEXTS),
    resolveMarkdown: () => undefined,
    addAsset: () => undefined,
    pluginsOf: () => undefined,
  };
}

const content = (body: string) => `import { jsx } from 'react/jsx-runtime';\n${body}`;

test('binds @theme/ imports to the theme and @site/ to the config file folder', async () => {
  const root = await siteWith({ 'site/src/Foo.tsx': 'export default function Foo() { return <i>foo</i>; }\n' });
  const code = content(
    "import Foo from '@site/src/Foo';\nimport Admonition from '@theme/Admonition';\nexport default function MDXContent() { return jsx(Admonition, { type: 'tip', children: jsx(Foo, {}) }); }\n",
  );
  const { modules, diagnostics } = await loadMdxModules([mdxPage('content/docs/p.mdx', code)], site(root));
  // The one notice: the page runs code, and what it imports of the site (theme components are ctfdocs's own).
  expect(diagnostics).toEqual([
    expect.objectContaining({
      severity: 'notice',
      code: 'build/runs-code',
      file: 'content/docs/p.mdx',
      line: 1,
      message: 'MDX page runs code at build time (its folder is in markdown.mdx.allow); it imports site/src/Foo.tsx',
    }),
  ]);
  const page = withMdxContent(mdxPage('content/docs/p.mdx', code), modules.get('content/docs/p.mdx')!, { site: { texts: THEME_TEXTS } as never, route: '/docs/p' });
  const html = JSON.stringify(page.compiled.hast);
  expect(html).toContain('admonition-tip');
  expect(html).toContain('"value":"foo"');
});

test('refuses an import that resolves outside the site folder, naming the page and the line of the import', async () => {
  const outside = await siteWith({ 'secret.tsx': 'export default () => null;\n' });
  const root = await siteWith({});
  const climb = path.relative(path.join(root, 'content/docs'), path.join(outside, 'secret.tsx'));
  await siteFile(root, 'content/docs/p.mdx', `# P\n\nimport S from '${climb}';\n`);
  const good = content('export default function MDXContent() { return jsx("p", { children: "ok" }); }\n');
  const bad = content(`import S from '${climb}';\nexport default function MDXContent() { return jsx(S, {}); }\n`);
  const { modules, diagnostics } = await loadMdxModules([mdxPage('content/docs/p.mdx', bad), mdxPage('content/docs/ok.mdx', good)], site(root));
  expect(diagnostics.filter((d) => d.severity !== 'notice')).toEqual([
    expect.objectContaining({ severity: 'error', code: 'mdx/bundle', file: 'content/docs/p.mdx', line: 3, message: expect.stringContaining('resolves outside the site folder') }),
  ]);
  // The other page still renders.
  expect([...modules.keys()]).toEqual(['content/docs/ok.mdx']);
});

test('a relative import that climbs out of the site is refused too, and a missing file is named', async () => {
  const root = await siteWith({});
  const climb = content("import X from '../../../../../../etc/hostname';\nexport default function MDXContent() { return jsx(X, {}); }\n");
  const missing = content("import Y from './Nope.tsx';\nexport default function MDXContent() { return jsx(Y, {}); }\n");
  const { diagnostics } = await loadMdxModules([mdxPage('content/docs/a.mdx', climb), mdxPage('content/docs/b.mdx', missing)], site(root));
  expect(diagnostics).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ code: 'mdx/bundle', file: 'content/docs/a.mdx' }),
      expect.objectContaining({ code: 'mdx/bundle', file: 'content/docs/b.mdx', message: expect.stringContaining('./Nope.tsx') }),
    ]),
  );
  expect(diagnostics).toHaveLength(2);
});

test('refuses an import of what is never content: a dot-folder, node_modules by path, the output folder', async () => {
  const root = await siteWith({
    '.private/Secret.tsx': 'export default () => null;\n',
    'node_modules/pkg/Secret.tsx': 'export default () => null;\n',
    'build/Old.tsx': 'export default () => null;\n',
    // esbuild resolves relative imports from the page's folder, which must be there.
    'content/docs/a.mdx': '',
  });
  const pages = [
    ['content/docs/a.mdx', "import S from '@site/.private/Secret';"],
    ['content/docs/b.mdx', "import S from '../../node_modules/pkg/Secret.tsx';"],
    ['content/docs/c.mdx', "import S from '../../build/Old.tsx';"],
  ].map(([source, line]) => mdxPage(source, content(`${line}\nexport default function MDXContent() { return jsx(S, {}); }\n`)));
  // The config at the root: all three lie inside the site folder, and are no content there.
  const atRoot: MdxSite = { ...site(root), configFile: 'ctfdocs.config.yaml', rules: rulesFor(root, 'ctfdocs.config.yaml', ['content/docs']) };
  const { modules, diagnostics } = await loadMdxModules(pages, atRoot);
  expect(diagnostics.map((d) => [d.file, d.message.replace(/\(.*\)/, '(…)')])).toEqual([
    ['content/docs/a.mdx', 'MDX page could not be bundled: "@site/.private/Secret" is not site content (…); MDX pages may import only files of the site'],
    ['content/docs/b.mdx', 'MDX page could not be bundled: "../../node_modules/pkg/Secret.tsx" is not site content (…); MDX pages may import only files of the site'],
    ['content/docs/c.mdx', 'MDX page could not be bundled: "../../build/Old.tsx" is not site content (…); MDX pages may import only files of the site'],
  ]);
  expect(modules.size).toBe(0);
});

test("an image's preload hint is not kept in the content (the shell adds its own)", async () => {
  const root = await siteWith({});
  const code = content('export default function MDXContent() { return jsx("p", { children: jsx("img", { src: "/img/a.png", alt: "a" }) }); }\n');
  const { modules } = await loadMdxModules([mdxPage('content/docs/p.mdx', code)], site(root));
  const page = withMdxContent(mdxPage('content/docs/p.mdx', code), modules.get('content/docs/p.mdx')!, { site: { texts: THEME_TEXTS } as never, route: '/docs/p' });
  expect(page.compiled.hast.children.map((n) => (n.type === 'element' ? n.tagName : n.type))).toEqual(['p']);
});

test("a package's React component renders with the renderer's React, not a second copy in the site's node_modules", async () => {
  const root = await siteWith({
    // A second React, as a site that ran npm install has: its hooks have no renderer behind them.
    'node_modules/react/package.json': '{ "name": "react", "version": "0.0.0-site", "main": "index.js" }\n',
    'node_modules/react/index.js': "exports.useState = () => { throw new Error('hooks of a second React'); };\nexports.createElement = () => null;\n",
    'node_modules/fake-embed/package.json': '{ "name": "fake-embed", "main": "index.js", "peerDependencies": { "react": "*" } }\n',
    'content/docs/p.mdx': "import Embed from 'fake-embed';\n\n<Embed />\n",
    'node_modules/fake-embed/index.js':
      "const React = require('react');\nmodule.exports = function Embed() { const [v] = React.useState('embedded'); return React.createElement('span', null, v); };\n",
  });
  const code = content("import Embed from 'fake-embed';\nexport default function MDXContent() { return jsx(Embed, {}); }\n");
  const { modules, diagnostics } = await loadMdxModules([mdxPage('content/docs/p.mdx', code)], site(root));
  expect(diagnostics).toEqual([expect.objectContaining({ severity: 'notice', message: expect.stringMatching(/; it imports fake-embed$/) })]);
  const page = withMdxContent(mdxPage('content/docs/p.mdx', code), modules.get('content/docs/p.mdx')!, { site: { texts: THEME_TEXTS } as never, route: '/docs/p' });
  expect(JSON.stringify(page.compiled.hast)).toContain('"value":"embedded"');
});

test('a page kept outside the site root (docs at ../docs) gets the packages the site installed, with the same React', async () => {
  const repo = await siteWith({
    'website/node_modules/react/package.json': '{ "name": "react", "version": "0.0.0-site", "main": "index.js" }\n',
    'website/node_modules/react/index.js': "exports.useState = () => { throw new Error('hooks of a second React'); };\nexports.createElement = () => null;\n",
    'website/node_modules/fake-embed/package.json': '{ "name": "fake-embed", "main": "index.js", "peerDependencies": { "react": "*" } }\n',
    'website/node_modules/fake-embed/index.js':
      "const React = require('react');\nmodule.exports = function Embed() { const [v] = React.useState('embedded'); return React.createElement('span', null, v); };\n",
    'docs/p.mdx': "import Embed from 'fake-embed';\n\n<Embed />\n",
  });
  const root = path.join(repo, 'website');
  const code = content("import Embed from 'fake-embed';\nexport default function MDXContent() { return jsx(Embed, {}); }\n");
  const outside: MdxSite = { ...site(root), configFile: 'ctfdocs.config.yaml', rules: rulesFor(root, 'ctfdocs.config.yaml', ['../docs']) };
  const { modules, diagnostics } = await loadMdxModules([mdxPage('../docs/p.mdx', code)], outside);
  expect(diagnostics.filter((d) => d.severity !== 'notice')).toEqual([]);
  const page = withMdxContent(mdxPage('../docs/p.mdx', code), modules.get('../docs/p.mdx')!, { site: {} as never, route: '/docs/p' });
  expect(JSON.stringify(page.compiled.hast)).toContain('"value":"embedded"');
});

describe('imports written in MDX', () => {
  const refused = [
    ['file:///etc/passwd', 'a file: URL'],
    ['data:text/javascript,export default 1', 'a data: URL'],
    ['https://example.com/x.js', 'a https: URL'],
    ['/etc/hostname', 'an absolute path'],
    ['node:fs', 'a Node built-in module'],
    ['child_process', 'a Node built-in module'],
    ['#secret', 'a package.json "imports" alias'],
    ['not-installed-package', 'no package installed in the site'],
  ];

  it.each(refused)('"%s" is refused with the rule (%s), the page, line and column, and nothing is read or run', async (spec, rule) => {
    const root = await siteWith({ 'content/docs/p.mdx': `# P\n\n  import X from '${spec}';\n\n<X />\n` });
    const code = content(`import X from '${spec}';\nexport default function MDXContent() { return jsx(X, {}); }\n`);
    const { modules, diagnostics } = await loadMdxModules([mdxPage('content/docs/p.mdx', code)], site(root));
    expect(diagnostics).toEqual([expect.objectContaining({ severity: 'error', code: 'mdx/import-refused', file: 'content/docs/p.mdx', line: 3, column: 17 })]);
    expect(diagnostics[0].message).toContain(`"${spec}" is ${rule}`);
    expect(diagnostics[0].message).toContain('MDX may import only relative paths inside the site, @site/…, @theme/… and installed packages');
    expect(JSON.stringify(diagnostics)).not.toContain('root:');
    expect(modules.size).toBe(0);
  });

  it('applies to a partial too, naming the line in the partial', async () => {
    const root = await siteWith({
      'content/docs/p.mdx': "import Note from './_note.mdx';\n\n<Note />\n",
      'content/docs/_note.mdx': "Shared.\n\nimport fs from 'node:fs';\n\n{fs.readFileSync('/etc/hostname', 'utf8')}\n",
    });
    const code = content("import Note from './_note.mdx';\nexport default function MDXContent() { return jsx(Note, {}); }\n");
    const { modules, diagnostics } = await loadMdxModules([mdxPage('content/docs/p.mdx', code)], site(root));
    expect(diagnostics).toEqual([
      expect.objectContaining({ code: 'mdx/import-refused', file: 'content/docs/_note.mdx', line: 3, column: 16, message: expect.stringContaining('"node:fs" is a Node built-in module') }),
    ]);
    expect(modules.size).toBe(0);
  });

  it("leaves a site component's own imports to it (components are the site's code, not MDX)", async () => {
    const root = await siteWith({ 'site/src/Host.tsx': "import os from 'node:os';\nexport default function Host() { return <i>{typeof os.hostname()}</i>; }\n" });
    const code = content("import Host from '@site/src/Host';\nexport default function MDXContent() { return jsx(Host, {}); }\n");
    const { modules, diagnostics } = await loadMdxModules([mdxPage('content/docs/p.mdx', code)], site(root));
    expect(diagnostics.filter((d) => d.severity !== 'notice')).toEqual([]);
    expect(modules.size).toBe(1);
  });
});
