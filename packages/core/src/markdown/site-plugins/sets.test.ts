import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../../config/load.ts';
import { configWithoutPlugins, pluginsOfFile, resolveSitePlugins, type SitePluginSets } from './sets.ts';

let root: string;
const put = async (rel: string, text: string) => {
  await mkdir(path.dirname(path.join(root, rel)), { recursive: true });
  await writeFile(path.join(root, rel), text);
};
const PLUGIN = 'export default function plugin() {}\n';
const CONFIG = 'site/ctfdocs.config.yaml';

/** The config of `yaml` (beside which the plugins are), parsed and its plugins resolved. */
async function setsOf(yaml: string): Promise<SitePluginSets> {
  const loaded = parseConfig(`title: T\nurl: https://docs.example.com\n${yaml}`, CONFIG, root);
  expect(loaded.diagnostics).toEqual([]);
  return resolveSitePlugins(loaded.config!, { rootDir: root, configFile: CONFIG, locate: loaded.locate });
}

const named = (set: SitePluginSets['pages']) => set?.plugins.map((p) => `${p.configPath} ${p.stage} ${p.position} ${p.specifier}`);

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'ctfdocs-plugin-sets-'));
  for (const name of ['a', 'b', 'c', 'd', 'e', 'f']) await put(`site/plugins/${name}.mjs`, PLUGIN);
});

describe("the site's plugin sets", () => {
  it("gives a docs page its instance's before-default plugins, then the site's, then its instance's; a site page the site's", async () => {
    const sets = await setsOf(`markdown:
  remarkPlugins: [./plugins/a.mjs]
  rehypePlugins: [[./plugins/b.mjs, {strict: false}]]
docs:
  - id: docs
    path: ../content/docs
    routeBasePath: /docs
    beforeDefaultRemarkPlugins: [./plugins/c.mjs]
    beforeDefaultRehypePlugins: [./plugins/d.mjs]
    remarkPlugins: [./plugins/e.mjs]
    rehypePlugins: [./plugins/f.mjs]
  - id: api
    path: ../content/api
    routeBasePath: /api
`);
    expect(named(sets.docs.get('docs'))).toEqual([
      'docs[0].beforeDefaultRemarkPlugins[0] remark before-default ./plugins/c.mjs',
      'docs[0].beforeDefaultRehypePlugins[0] rehype before-default ./plugins/d.mjs',
      'markdown.remarkPlugins[0] remark after ./plugins/a.mjs',
      'markdown.rehypePlugins[0] rehype after ./plugins/b.mjs',
      'docs[0].remarkPlugins[0] remark after ./plugins/e.mjs',
      'docs[0].rehypePlugins[0] rehype after ./plugins/f.mjs',
    ]);
    expect(named(sets.docs.get('api'))).toEqual(['markdown.remarkPlugins[0] remark after ./plugins/a.mjs', 'markdown.rehypePlugins[0] rehype after ./plugins/b.mjs']);
    expect(sets.docs.get('api')?.key).toBe(sets.pages?.key);
    expect(named(sets.pages)).toEqual(named(sets.docs.get('api')));
    expect(sets.pages?.plugins[1].options).toEqual({ value: { strict: false } });
    expect(sets.pages?.plugins[0].options).toBeUndefined();
    expect(sets.localFiles).toEqual(['a', 'b', 'c', 'd', 'e', 'f'].map((n) => path.join(root, `site/plugins/${n}.mjs`)));
  });

  it("puts a site plugin's lists after the site's own, resolved from the plugin's folder, and reports one it cannot find at the plugin's entry", async () => {
    await put('site/plugins/own/g.mjs', PLUGIN);
    const loaded = parseConfig(
      'title: T\nurl: https://docs.example.com\nmarkdown:\n  rehypePlugins: [./plugins/b.mjs]\nplugins:\n  - ./plugins/own/index.mjs\ndocs:\n  - id: docs\n    path: ../content/docs\n    routeBasePath: /docs\n    rehypePlugins: [./plugins/f.mjs]\n',
      CONFIG,
      root,
    );
    expect(loaded.diagnostics).toEqual([]);
    const sets = await resolveSitePlugins(loaded.config!, { rootDir: root, configFile: CONFIG, locate: loaded.locate }, [
      { index: 0, label: '"own" (./plugins/own/index.mjs)', dir: path.join(root, 'site/plugins/own'), remarkPlugins: ['./g.mjs', './missing.mjs'], rehypePlugins: [['./g.mjs', { n: 1 }]] },
    ]);
    expect(named(sets.docs.get('docs'))).toEqual([
      'markdown.rehypePlugins[0] rehype after ./plugins/b.mjs',
      'plugins[0].remarkPlugins[0] remark after ./g.mjs',
      'plugins[0].rehypePlugins[0] rehype after ./g.mjs',
      'docs[0].rehypePlugins[0] rehype after ./plugins/f.mjs',
    ]);
    expect(sets.pages?.plugins[2].options).toEqual({ value: { n: 1 } });
    expect(sets.localFiles).toContain(path.join(root, 'site/plugins/own/g.mjs'));
    expect(sets.diagnostics).toEqual([
      {
        severity: 'error',
        code: 'config/plugin-not-found',
        message: `Plugin "own" (./plugins/own/index.mjs) returned remarkPlugins[1]: no module at ./missing.mjs (looked for from ${path.join(root, 'site/plugins/own')})`,
        file: CONFIG,
        line: 6,
        column: 5,
        configPath: 'plugins[0]',
        hint: "Fix the path: it is relative to the plugin's folder. The plugin returns the list: fix it there, or take the plugin out of plugins.",
      },
    ]);
  });

  it("gives a file compiled apart from the pages (an MDX partial) the set of the docs folder it is in, else the site's", async () => {
    const sets = await setsOf(`markdown:
  remarkPlugins: [./plugins/a.mjs]
docs:
  - id: docs
    path: ../content/docs
    routeBasePath: /docs
    remarkPlugins: [./plugins/b.mjs]
`);
    const graph = {
      instances: [{ config: { id: 'docs', path: 'content/docs' } }, { config: { id: 'docs', path: 'site/versioned_docs/version-1' }, translationPath: 'site/i18n/fr/docs-docs/version-1' }],
    } as never;
    const of = pluginsOfFile(sets, graph, root);
    for (const file of ['content/docs/_note.mdx', 'site/versioned_docs/version-1/a/_x.mdx', 'site/i18n/fr/docs-docs/version-1/_y.mdx']) expect(of(path.join(root, file))).toBe(sets.docs.get('docs'));
    for (const file of ['site/src/_shared.mdx', 'content/docs-other/_z.mdx']) expect(of(path.join(root, file))).toBe(sets.pages);
  });

  it('gives no set to pages without plugins', async () => {
    const sets = await setsOf('docs:\n  - id: docs\n    path: ../content/docs\n    routeBasePath: /docs\n');
    expect(sets.pages).toBeUndefined();
    expect(sets.docs.get('docs')).toBeUndefined();
    expect(sets.diagnostics).toEqual([]);
  });

  it('changes the key of the sets a plugin is in when its options or its code change, and of no other set', async () => {
    const yaml = (strict: boolean) => `docs:
  - id: one
    path: ../content/one
    routeBasePath: /one
    rehypePlugins: [[./plugins/a.mjs, {strict: ${strict}}]]
  - id: two
    path: ../content/two
    routeBasePath: /two
    remarkPlugins: [./plugins/b.mjs]
`;
    const before = await setsOf(yaml(false));
    const options = await setsOf(yaml(true));
    expect(options.docs.get('one')?.key).not.toBe(before.docs.get('one')?.key);
    expect(options.docs.get('two')?.key).toBe(before.docs.get('two')?.key);
    await put('site/plugins/b.mjs', 'export default function plugin() { return () => {}; }\n');
    const code = await setsOf(yaml(true));
    expect(code.docs.get('two')?.key).not.toBe(options.docs.get('two')?.key);
    expect(code.docs.get('one')?.key).toBe(options.docs.get('one')?.key);
    // The config compiled pages depend on leaves the lists out: each page's key names its own set.
    const configs = [yaml(false), yaml(true)].map((y) => parseConfig(`title: T\nurl: https://docs.example.com\n${y}`, CONFIG, root).config!);
    expect(JSON.stringify(configWithoutPlugins(configs[0]))).toBe(JSON.stringify(configWithoutPlugins(configs[1])));
  });

  it('reports a plugin that cannot be found or loaded at its config line, with a hint, and keeps the others', async () => {
    await put('site/plugins/throws.mjs', "throw new Error('needs a DOM');\n");
    await put('site/plugins/not-a-plugin.mjs', 'export default 42;\n');
    const loaded = parseConfig(
      `title: T
url: https://docs.example.com
markdown:
  remarkPlugins:
    - ./plugins/a.mjs
    - remark-not-installed-anywhere
    - [./plugins/missing.mjs, {x: 1}]
  rehypePlugins:
    - ./plugins/throws.mjs
    - ./plugins/not-a-plugin.mjs
`,
      CONFIG,
      root,
    );
    const sets = await resolveSitePlugins(loaded.config!, { rootDir: root, configFile: CONFIG, locate: loaded.locate });
    expect(sets.diagnostics).toEqual([
      expect.objectContaining({
        severity: 'error',
        code: 'config/plugin-not-found',
        file: CONFIG,
        line: 6,
        configPath: 'markdown.remarkPlugins[1]',
        message: expect.stringContaining('"remark-not-installed-anywhere" is not installed beside the site'),
        hint: expect.stringContaining('npm install remark-not-installed-anywhere'),
      }),
      expect.objectContaining({ code: 'config/plugin-not-found', line: 7, configPath: 'markdown.remarkPlugins[2]', hint: expect.stringContaining('Fix the path') }),
      expect.objectContaining({ code: 'config/plugin-not-loaded', line: 9, configPath: 'markdown.rehypePlugins[0]', message: expect.stringContaining('could not be loaded: needs a DOM') }),
      expect.objectContaining({ code: 'config/plugin-not-loaded', line: 10, configPath: 'markdown.rehypePlugins[1]', message: expect.stringContaining('no plugin function as its default export') }),
    ]);
    expect(named(sets.pages)).toEqual(['markdown.remarkPlugins[0] remark after ./plugins/a.mjs']);
  });
});
