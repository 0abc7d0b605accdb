import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { readRoots, THEME_TEXTS } from '@ctfdocs/core';
import { loadMdxModules, withMdxContent, type MdxSite } from './mdx-modules.ts';

// Inside the repository, so that the bundled modules resolve react from its node_modules.
const repoTmp = path.resolve(fileURLToPath(import.meta.url), '../../../../test/tmp');

async function siteWith(files: Record<string, string>): Promise<string> {
  await mkdir(repoTmp, { recursive: true });
  const root = await mkdtemp(path.join(repoTmp, 'mdx-'));
  for (const [rel, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, rel)), { recursive: true });
    await writeFile(path.join(root, rel), text);
  }
  return root;
}

/** A page as core hands it over: its compiled module's code (here written by hand). */
function mdxPage(source: string, code: string) {
  return { kind: 'doc', source, route: '/docs/p', compiled: { hast: { type: 'root', children: [] }, mdx: { code } } } as never;
}

/** The site as loadMdxModules sees it: config at site/ctfdocs.config.yaml, no docs folders outside the root. */
function site(root: string): MdxSite {
  return {
    rootDir: root,
    configFile: 'site/ctfdocs.config.yaml',
    roots: readRoots(root, { docs: [], staticDirectories: [] }),
    markdown: { format: 'detect' } as never,
    resolveMarkdown: () => undefined,
    addAsset: () => undefined,
  };
}

const content = (body: string) => `import { jsx } from 'react/jsx-runtime';\n${body}`;

test('binds @theme/ imports to the theme and @site/ to the config file folder', async () => {
  const root = await siteWith({ 'site/src/Foo.tsx': 'export default function Foo() { return <i>foo</i>; }\n' });
  const code = content(
    "import Foo from '@site/src/Foo';\nimport Admonition from '@theme/Admonition';\nexport default function MDXContent() { return jsx(Admonition, { type: 'tip', children: jsx(Foo, {}) }); }\n",
  );
  const { modules, diagnostics } = await loadMdxModules([mdxPage('content/docs/p.mdx', code)], site(root));
  expect(diagnostics).toEqual([]);
  const page = withMdxContent(mdxPage('content/docs/p.mdx', code), modules.get('content/docs/p.mdx')!, { site: { texts: THEME_TEXTS } as never, route: '/docs/p' });
  const html = JSON.stringify(page.compiled.hast);
  expect(html).toContain('admonition-tip');
  expect(html).toContain('"value":"foo"');
});

test('refuses an import that resolves outside the site folder, naming the page and the line of the import', async () => {
  const outside = await siteWith({ 'secret.tsx': 'export default () => null;\n' });
  const root = await siteWith({ 'content/docs/p.mdx': `# P\n\nimport S from '${path.join(outside, 'secret.tsx')}';\n` });
  const good = content('export default function MDXContent() { return jsx("p", { children: "ok" }); }\n');
  const bad = content(`import S from '${path.join(outside, 'secret.tsx')}';\nexport default function MDXContent() { return jsx(S, {}); }\n`);
  const { modules, diagnostics } = await loadMdxModules([mdxPage('content/docs/p.mdx', bad), mdxPage('content/docs/ok.mdx', good)], site(root));
  expect(diagnostics).toEqual([
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
  expect(diagnostics).toEqual([]);
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
  const outside: MdxSite = { ...site(root), configFile: 'ctfdocs.config.yaml', roots: readRoots(root, { docs: [{ path: '../docs' }] as never, staticDirectories: [] }) };
  const { modules, diagnostics } = await loadMdxModules([mdxPage('../docs/p.mdx', code)], outside);
  expect(diagnostics).toEqual([]);
  const page = withMdxContent(mdxPage('../docs/p.mdx', code), modules.get('../docs/p.mdx')!, { site: {} as never, route: '/docs/p' });
  expect(JSON.stringify(page.compiled.hast)).toContain('"value":"embedded"');
});
