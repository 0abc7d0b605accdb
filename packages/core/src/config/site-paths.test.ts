import { describe, expect, it } from 'vitest';
import { parseConfig } from './load.ts';
import { watchedPaths } from './site-paths.ts';
import type { SiteConfig } from './schema.ts';

const yaml = [
  'title: T',
  'url: https://x.example',
  'staticDirectories: [static, ../shared/assets]',
  'docs:',
  '  - { id: guide, path: ../content/guide, routeBasePath: /guide, sidebarPath: sidebars.js }',
  '  - { id: api, path: api-docs, routeBasePath: /api }',
  'blog:',
  '  - { path: ../news }',
  'apiReferences:',
  '  - { route: /ref, title: Ref, spec: ../specs/lab.yaml }',
  '  - { route: /remote, title: Remote, spec: "https://example.com/openapi.json" }',
  'checkNames:',
  "  - { names: ../specs/keys.txt, match: '[A-Z_]+' }",
  'checkSecrets:',
  "  allow: [{ files: 'static/test-keys/**' }, { files: '../content/**/*.pem' }, { value: 'static/x' }]",
  'customCss: [./css/custom.css, ../brand/colours.css]',
  'plugins: [./plugins/changelog.mjs, [../shared/plugins/tags.mjs, { tag: x }], ctfdocs-plugin-feed]',
  'themeComponents: { Footer: ./src/Footer.tsx, DocItem/Footer: ../shared/DocFooter.jsx }',
  'mdxComponents: ./src/mdx-components.tsx',
].join('\n');

function load(configFile: string): SiteConfig {
  const loaded = parseConfig(yaml, configFile);
  return loaded.config!;
}

describe('paths in the config', () => {
  it('resolve beside the config file, as paths from the root the build runs in', () => {
    const config = load('site/ctfdocs.config.yaml');
    expect(config.docs.map((d) => [d.path, d.sidebarPath])).toEqual([
      ['content/guide', 'site/sidebars.js'],
      ['site/api-docs', undefined],
    ]);
    expect(config.blog.map((b) => b.path)).toEqual(['news']);
    expect(config.apiReferences.map((r) => r.spec)).toEqual(['specs/lab.yaml', 'https://example.com/openapi.json']);
    expect(config.staticDirectories).toEqual(['site/static', 'shared/assets']);
    expect(config.checkNames.map((c) => c.names)).toEqual(['specs/keys.txt']);
    expect(config.customCss).toEqual(['site/css/custom.css', 'brand/colours.css']);
    expect(config.checkSecrets.allow).toEqual([{ files: 'site/static/test-keys/**' }, { files: 'content/**/*.pem' }, { value: 'static/x' }]);
    expect(config.themeComponents).toEqual({ Footer: 'site/src/Footer.tsx', 'DocItem/Footer': 'shared/DocFooter.jsx' });
    expect(config.mdxComponents).toBe('site/src/mdx-components.tsx');
  });

  it('are the same files whichever folder the config is named from', () => {
    const fromOutside = parseConfig(yaml, '../repo/site/ctfdocs.config.yaml', '/elsewhere').config!;
    expect(fromOutside.docs[0].path).toBe('../repo/content/guide');
    expect(fromOutside.staticDirectories[0]).toBe('../repo/site/static');
  });

  it('give serve every folder the config reads: docs, blogs, sidebars, pages, static, specs, name lists, stylesheets, components, plugins (not packages), versions and translations', () => {
    const paths = watchedPaths(load('site/ctfdocs.config.yaml'), 'site/ctfdocs.config.yaml');
    expect(paths.sort()).toEqual(
      [
        'site/ctfdocs.config.yaml',
        'site/pages',
        'site/i18n',
        'site/static',
        'shared/assets',
        'content/guide',
        'site/sidebars.js',
        'site/versions.json',
        'site/versioned_docs',
        'site/versioned_sidebars',
        'site/api-docs',
        'site/api_versions.json',
        'site/api_versioned_docs',
        'site/api_versioned_sidebars',
        'specs/lab.yaml',
        'specs/keys.txt',
        'site/css/custom.css',
        'brand/colours.css',
        'site/plugins/changelog.mjs',
        'shared/plugins/tags.mjs',
        'site/src/theme',
        'site/src/Footer.tsx',
        'shared/DocFooter.jsx',
        'site/src/mdx-components.tsx',
        'news',
      ].sort(),
    );
  });
});
