import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { THEME_TEXTS, parseConfig, type SiteConfig } from '@ctfdocs/core';
import { ShellProvider, ThemeComponentsProvider, themeComponents } from '@ctfdocs/theme';
import { loadSiteComponents, siteComponentFiles } from './theme-components.ts';

const dirs: string[] = [];
afterEach(async () => Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true }))));

async function site(files: Record<string, string>, config: string) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ctfdocs-components-'));
  dirs.push(dir);
  for (const [rel, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, rel)), { recursive: true });
    await writeFile(path.join(dir, rel), text);
  }
  const loaded = parseConfig(`title: T\nurl: https://example.com\n${config}`, 'site/ctfdocs.config.yaml', dir);
  expect(loaded.diagnostics).toEqual([]);
  return { dir, loaded: loaded as typeof loaded & { config: SiteConfig } };
}

const shell = { site: { texts: THEME_TEXTS } as never, route: '/docs/a' };
const component = (text: string) => `export default function C() {\n  return <p>${text}</p>;\n}\n`;

describe("which of the site's modules replace a theme component", () => {
  it("are the config's, then src/theme/'s in Docusaurus's layout (<Name>/index first), nested names too", async () => {
    const { dir, loaded } = await site(
      {
        'site/src/Footer.tsx': component('config'),
        'site/src/theme/Footer.tsx': component('overruled'),
        'site/src/theme/TOC/index.jsx': component('toc index'),
        'site/src/theme/TOC.tsx': component('toc file'),
        'site/src/theme/DocItem/Footer.js': component('doc footer'),
        'site/src/theme/Navbar/Item.tsx': component('helper'),
      },
      'themeComponents:\n  Footer: ./src/Footer.tsx\n',
    );
    const found = siteComponentFiles(loaded, dir);
    expect(found.diagnostics).toEqual([]);
    expect(Object.fromEntries(found.files)).toEqual({ Footer: 'site/src/Footer.tsx', TOC: 'site/src/theme/TOC/index.jsx', 'DocItem/Footer': 'site/src/theme/DocItem/Footer.js' });
  });

  it('a name the theme does not have is an error at its line listing the names it has; a missing module leaves the name to the theme', async () => {
    const { dir, loaded } = await site({ 'site/src/theme/Footer.tsx': component('convention') }, 'themeComponents:\n  Foter: ./src/Footer.tsx\n  Footer: ./src/Nope.tsx\n');
    const found = siteComponentFiles(loaded, dir);
    expect(found.diagnostics).toEqual([
      expect.objectContaining({
        severity: 'error',
        file: 'site/ctfdocs.config.yaml',
        line: 4,
        configPath: 'themeComponents.Foter',
        message: 'themeComponents.Foter: the theme has no component "Foter"',
        hint: `The components a site can replace are ${Object.keys(themeComponents).join(', ')}.`,
      }),
    ]);
    // The config's key wins over src/theme/ even when its module is missing (core reports that at the key).
    expect(found.files.size).toBe(0);
  });
});

describe("the site's components, loaded", () => {
  it('replace theme components, wrap the original through @theme-original/, and give MDX pages the mdxComponents module’s', async () => {
    const { dir, loaded } = await site(
      {
        'site/src/theme/EditThisPage.tsx':
          'import Original from \'@theme-original/EditThisPage\';\nexport default function Edit(props) {\n  return <div className="wrap"><Original {...props} /></div>;\n}\n',
        'site/src/mdx.tsx':
          "const Highlight = ({ children }) => <mark>{children}</mark>;\nexport const Badge = () => <span>new</span>;\nexport const notAComponent = 'x';\nexport default { Highlight };\n",
      },
      'mdxComponents: ./src/mdx.tsx\n',
    );
    const loadedComponents = await loadSiteComponents(loaded, dir);
    expect(loadedComponents.diagnostics.filter((d) => d.severity !== 'notice')).toEqual([]);
    expect(Object.keys(loadedComponents.theme)).toEqual(['EditThisPage']);
    expect(Object.keys(loadedComponents.mdx).sort()).toEqual(['Badge', 'Highlight']);
    expect(loadedComponents.files.map((f) => path.relative(dir, f)).sort()).toEqual(['site/src/mdx.tsx', 'site/src/theme/EditThisPage.tsx']);
    const { EditThisPage } = themeComponents;
    const render = (c: typeof EditThisPage | typeof EditThisPage.Original) =>
      renderToStaticMarkup(createElement(ThemeComponentsProvider, { value: loadedComponents.theme }, createElement(ShellProvider, { value: shell }, createElement(c, { href: '/e' }))));
    const html = render(EditThisPage.Original);
    const wrapped = render(EditThisPage);
    expect(wrapped).toBe(`<div class="wrap">${html}</div>`);
  });

  it('names the module an error was thrown in, by its stack', async () => {
    const { dir, loaded } = await site({ 'site/src/theme/Footer/index.tsx': "export default function Broken() {\n  throw new Error('no footer');\n}\n" }, '');
    const loadedComponents = await loadSiteComponents(loaded, dir);
    let thrown: unknown;
    try {
      (loadedComponents.theme.Footer as () => unknown)();
    } catch (err) {
      thrown = err;
    }
    expect(loadedComponents.thrownIn(thrown)).toEqual({ name: 'Footer', file: 'site/src/theme/Footer/index.tsx' });
    expect(loadedComponents.thrownIn(new Error('elsewhere'))).toBeUndefined();
  });

  it('an import of a theme component that does not exist is an error at its line', async () => {
    const { dir, loaded } = await site({ 'site/src/theme/Footer.tsx': "import X from '@theme-original/Fooster';\nexport default X;\n" }, '');
    const loadedComponents = await loadSiteComponents(loaded, dir);
    expect(loadedComponents.diagnostics).toEqual([
      expect.objectContaining({
        severity: 'error',
        code: 'theme-components/bundle',
        file: 'site/src/theme/Footer.tsx',
        line: 1,
        message: expect.stringContaining('"@theme-original/Fooster" is no component of the theme'),
      }),
    ]);
  });

  it("a swizzled component may import Docusaurus's Link, useBaseUrl and useDocusaurusContext, bound to the theme's; another @docusaurus/ module is an error at its line", async () => {
    const { dir, loaded } = await site(
      {
        'site/src/theme/Footer/index.js': [
          "import Link from '@docusaurus/Link';",
          "import useBaseUrl from '@docusaurus/useBaseUrl';",
          "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';",
          'export default function Footer() {',
          '  const { siteConfig } = useDocusaurusContext();',
          '  return <p><Link to="/docs/intro">{siteConfig.title}</Link> <span data-logo={useBaseUrl(\'/img/logo.svg\')} /></p>;',
          '}',
          '',
        ].join('\n'),
      },
      'baseUrl: /widget/\n',
    );
    const components = await loadSiteComponents(loaded, dir);
    expect(components.diagnostics.filter((d) => d.severity !== 'notice')).toEqual([]);
    const html = renderToStaticMarkup(
      createElement(
        ShellProvider,
        { value: { site: { texts: THEME_TEXTS, config: loaded.config, locale: { current: 'en', siteBaseUrl: '/widget/' } } as never, route: '/' } },
        createElement(components.theme.Footer!),
      ),
    );
    expect(html).toBe('<p><a href="/widget/docs/intro">T</a> <span data-logo="/widget/img/logo.svg"></span></p>');

    const other = await site({ 'site/src/theme/Footer.tsx': "import { useLocation } from '@docusaurus/router';\nexport default function F() {\n  return <p>{useLocation().pathname}</p>;\n}\n" }, '');
    expect((await loadSiteComponents(other.loaded, other.dir)).diagnostics).toEqual([
      expect.objectContaining({
        severity: 'error',
        code: 'theme-components/bundle',
        file: 'site/src/theme/Footer.tsx',
        line: 1,
        message: expect.stringContaining('"@docusaurus/router" is a Docusaurus module ctfdocs has no equivalent of; it has @docusaurus/Link, '),
      }),
    ]);
  });
});
