// The published package: packed by scripts/pack.mjs, installed with npm alone
// in an empty folder outside the repository, and used the way a new user
// would: init, build, check, new, build again, serve; and in a folder of its
// own, the site that uses every extension at once (test/fixtures/extend-all)
// with its markdown plugins installed from npm beside it.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, lstat, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTENDED_SITE_FEATURES, EXTENDED_SITE_WARNING } from '../helpers/extended-site.ts';
import { repoRoot, type CliResult } from '../helpers/fixture.ts';

interface Packed {
  tarball: string;
  size: number;
  unpackedSize: number;
  files: number;
}

let work: string;
let app: string;
let packed: Packed;
let installSeconds: number;

/**
 * npm, tsc and ctfdocs as a user's shell runs them: without the NODE_ENV the
 * tests render React with (vitest.config.ts), under which npm would leave a
 * site's devDependencies out.
 */
function run(cmd: string, args: string[], cwd: string): Promise<CliResult> {
  const { NODE_ENV: _, ...env } = process.env;
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, env: { ...env, CI: '1', NO_COLOR: '1' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

/** The installed `ctfdocs` command, as npm linked it. */
const ctfdocs = (args: string[], cwd: string) => run(path.join(app, 'node_modules/.bin/ctfdocs'), args, cwd);

async function sizeOf(dir: string): Promise<number> {
  let total = 0;
  for (const e of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (e.isFile()) total += (await lstat(path.join(e.parentPath, e.name))).size;
  }
  return total;
}

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'ctfdocs-package-'));
  const r = await run(process.execPath, [path.join(repoRoot, 'scripts/pack.mjs'), '--out', work, '--json'], repoRoot);
  expect(r.code, r.stderr).toBe(0);
  packed = JSON.parse(r.stdout.trim().split('\n').at(-1) ?? '');
  app = path.join(work, 'app');
  await rm(app, { recursive: true, force: true });
  await run('mkdir', ['-p', app], work);
  await writeFile(path.join(app, 'package.json'), JSON.stringify({ name: 'app', private: true }) + '\n');
  const started = performance.now();
  const install = await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', packed.tarball], app);
  installSeconds = (performance.now() - started) / 1000;
  expect(install.code, install.stderr).toBe(0);
}, 600_000);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe('the ctfdocs package', () => {
  it('installs with npm alone, with only its real dependencies, nothing linked back into the repository, under 60 MB', async () => {
    const installed = path.join(app, 'node_modules/ctfdocs');
    const pkg = JSON.parse(await readFile(path.join(installed, 'package.json'), 'utf8'));
    expect(pkg.bin).toEqual({ ctfdocs: 'bin/ctfdocs.mjs' });
    expect(pkg.exports['.']).toEqual({ types: './types/index.d.ts' });
    expect(Object.keys(pkg.dependencies).sort()).toEqual(['@resvg/resvg-js', 'esbuild', 'flexsearch', 'satteri']);
    expect((await lstat(installed)).isSymbolicLink()).toBe(false);
    for (const e of await readdir(installed, { recursive: true, withFileTypes: true })) {
      expect(e.isSymbolicLink(), path.join(e.parentPath, e.name)).toBe(false);
      if (e.isFile() && /\.(mjs|ts|json)$/.test(e.name)) expect(await readFile(path.join(e.parentPath, e.name), 'utf8'), e.name).not.toContain(repoRoot);
    }
    for (const f of [
      'templates/site/site/ctfdocs.config.yaml',
      'templates/pages/how-to.md',
      'packages/theme/src/styles.css',
      'packages/theme/src/client/entry.ts',
      'packages/theme/src/client/client-modules.ts',
      'dist/main.mjs',
      'dist/worker-entry.mjs',
      'dist/social-card-process-entry.mjs',
      'types/index.d.ts',
      'types/theme-modules.d.ts',
      'vendor/inter/inter-latin-400-normal.woff',
      'vendor/inter/inter-latin-700-normal.woff',
      'vendor/inter/LICENSE',
    ]) {
      expect(existsSync(path.join(installed, f)), f).toBe(true);
    }
    const installedBytes = await sizeOf(path.join(app, 'node_modules'));
    // The figures the issue asks for, printed for the record; only the size has a budget a test can hold.
    console.log(
      `ctfdocs package: ${packed.files} files, tarball ${(packed.size / 1e6).toFixed(1)} MB, package ${(packed.unpackedSize / 1e6).toFixed(1)} MB, installed with dependencies ${(installedBytes / 1e6).toFixed(1)} MB, npm install ${installSeconds.toFixed(1)} s`,
    );
    expect(installedBytes).toBeLessThan(60e6);
  });

  it('init, build, check --format json, new, build: each exits 0 with 0 warnings', async () => {
    const init = await ctfdocs(['init', 'site', '--yes'], app);
    expect(init.code, init.stderr).toBe(0);
    expect(init.stdout).toContain('cd site');
    const site = path.join(app, 'site');

    const build = await ctfdocs(['build'], site);
    expect(build.code, build.stderr).toBe(0);
    expect(build.stdout).toMatch(/ — 0 warnings\.$/m);
    expect(existsSync(path.join(site, 'build/docs/intro.html'))).toBe(true);
    // The starter turns social cards on: the card process, resvg's native binary and the font load from the installed package.
    expect(build.stdout).toMatch(/^Social cards: (\d+), \1 drawn/m);
    expect(await readFile(path.join(site, 'build/docs/intro.html'), 'utf8')).toMatch(/<meta property="og:image" content="https:\/\/docs\.example\.com\/assets\/social\/[0-9a-f]{16}\.png"/);

    const check = await ctfdocs(['check', '--format', 'json'], site);
    expect(check.code, check.stderr).toBe(0);
    // The one notice: the starter's React home page runs code at build time.
    expect(JSON.parse(check.stdout)).toEqual({ errors: 0, warnings: 0, notices: 1, diagnostics: [expect.objectContaining({ severity: 'notice', file: 'site/pages/index.tsx' })] });

    const page = await ctfdocs(['new', 'docs/guides/first', '--template', 'how-to'], site);
    expect(page.code, page.stderr).toBe(0);
    expect(await readFile(path.join(site, 'content/docs/guides/first.md'), 'utf8')).toMatch(/^---\ntitle: First\ndescription: How to first\.\nsidebar_position: \d+\n---\n/);

    // A site plugin of the site's own, typed by JSDoc against the package's types.
    await mkdir(path.join(site, 'site/plugins'), { recursive: true });
    await writeFile(
      path.join(site, 'site/plugins/hello.mjs'),
      `// @ts-check
import { writeText } from './write.mjs';

/** @type {import('ctfdocs').PluginModule<{ greeting: string }>} */
export default function hello(context, options) {
  return {
    name: 'hello',
    contentLoaded: ({ actions }) => actions.addRoute({ path: context.baseUrl + 'hello', component: './Hello.tsx', props: { greeting: options.greeting } }),
    injectHtmlTags: () => ({ headTags: [{ tagName: 'meta', attributes: { name: 'hello', content: options.greeting } }] }),
    getClientModules: () => ['./client.mjs'],
    postBuild: ({ outDir, routesPaths }) => writeText(outDir + '/hello.txt', routesPaths.join(' ')),
  };
}
`,
    );
    // Node's API, which the site has no types of: not checked.
    await writeFile(
      path.join(site, 'site/plugins/write.mjs'),
      "import { writeFile } from 'node:fs/promises';\n\n/** @returns {Promise<void>} */\nexport const writeText = (file, text) => writeFile(file, text);\n",
    );
    await writeFile(
      path.join(site, 'site/plugins/Hello.tsx'),
      'export default function Hello({ greeting }: { greeting: string }) {\n  return <p className="container">{greeting} from a plugin</p>;\n}\n',
    );
    await writeFile(path.join(site, 'site/plugins/client.mjs'), "document.documentElement.dataset.helloPlugin = 'ran';\n");
    await writeFile(path.join(site, 'site/ctfdocs.config.yaml'), `${await readFile(path.join(site, 'site/ctfdocs.config.yaml'), 'utf8')}plugins:\n  - [./plugins/hello.mjs, { greeting: Hi }]\n`);
    // skipLibCheck, as `tsc --init` writes it: the package's types name React's, which a site without components has not installed.
    await writeFile(
      path.join(site, 'tsconfig.plugins.json'),
      JSON.stringify({
        compilerOptions: { allowJs: true, noEmit: true, strict: true, skipLibCheck: true, module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022', types: [] },
        files: ['site/plugins/hello.mjs'],
      }),
    );
    const typed = await run(process.execPath, [createRequire(path.join(repoRoot, 'package.json')).resolve('typescript/bin/tsc'), '-p', 'tsconfig.plugins.json', '--pretty', 'false'], site);
    expect(typed.stdout + typed.stderr).toBe('');

    const again = await ctfdocs(['build'], site);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toMatch(/ — 0 warnings\.$/m);
    expect(await readFile(path.join(site, 'build/docs/guides/first.html'), 'utf8')).toContain('<title>First | Site</title>');
    const hello = await readFile(path.join(site, 'build/hello.html'), 'utf8');
    expect(hello).toContain('<p class="container">Hi<!-- --> from a plugin</p>');
    expect(hello).toContain('<meta name="hello" content="Hi"></head>');
    const script = /<script src="\/(assets\/js\/main\.[0-9a-f]+\.js)"/.exec(hello)![1];
    expect(await readFile(path.join(site, 'build', script), 'utf8')).toContain('helloPlugin');
    expect(await readFile(path.join(site, 'build/hello.txt'), 'utf8')).toContain('/hello');
  });

  it("types a site's component: ThemeComponentProps from 'ctfdocs', and @theme-original/<Name>", async () => {
    const dir = path.join(app, 'typed');
    await run('mkdir', ['-p', dir], app);
    await writeFile(
      path.join(dir, 'DocFooter.tsx'),
      [
        "import type { ThemeComponentProps } from 'ctfdocs';",
        "import Original from '@theme-original/DocItem/Footer';",
        '',
        "export default function DocFooter(props: ThemeComponentProps['DocItem/Footer']) {",
        '  const first: string | undefined = props.tags[0]?.label;',
        '  return (',
        '    <>',
        '      <p>{first}</p>',
        '      <Original {...props} />',
        '    </>',
        '  );',
        '}',
        '',
        '// @ts-expect-error: the theme has no such component',
        "export type Missing = ThemeComponentProps['Foter'];",
        '// @ts-expect-error: a tag is no number',
        "export const wrong: ThemeComponentProps['DocItem/Footer']['tags'] = [1];",
        '',
      ].join('\n'),
    );
    // React's types from the repository: a site that writes TSX installs @types/react.
    const types = path.join(repoRoot, 'node_modules/@types/react');
    const compilerOptions = {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      jsx: 'react-jsx',
      module: 'nodenext',
      moduleResolution: 'nodenext',
      paths: { react: [path.join(types, 'index.d.ts')], 'react/jsx-runtime': [path.join(types, 'jsx-runtime.d.ts')] },
    };
    await writeFile(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['DocFooter.tsx'] }));
    const tsc = await run(process.execPath, [path.join(repoRoot, 'node_modules/typescript/bin/tsc'), '-p', dir], dir);
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.code).toBe(0);
  });

  it('publishes math and diagrams from the files it carries, and checks diagrams on its own thread', async () => {
    const site = path.join(app, 'figures');
    expect((await ctfdocs(['init', 'figures', '--yes'], app)).code).toBe(0);
    const config = path.join(site, 'site/ctfdocs.config.yaml');
    await writeFile(config, (await readFile(config, 'utf8')).replace('  math: false', '  math: true'));
    await writeFile(path.join(site, 'content/docs/figures.md'), '---\ntitle: Figures\n---\n\nEnergy $E=mc^2$.\n\n```mermaid\nflowchart LR\n  a --> b\n```\n\n```mermaid\nflowchart LR\n  a -->\n```\n');
    const check = await ctfdocs(['check', '--format', 'json'], site);
    const { diagnostics } = JSON.parse(check.stdout) as { diagnostics: Array<{ severity: string; code: string; file?: string; line?: number }> };
    expect(diagnostics.filter((d) => d.severity !== 'notice').map((d) => [d.code, d.file, d.line])).toEqual([['markdown/diagram', 'content/docs/figures.md', 14]]);
    const build = await ctfdocs(['build'], site);
    expect(build.code, build.stderr).toBe(0);
    const vendor = await readdir(path.join(site, 'build/assets/vendor'));
    expect(vendor.map((d) => d.replace(/-[0-9a-f]{10}$/, '')).sort()).toEqual(['katex', 'mermaid']);
    const html = await readFile(path.join(site, 'build/docs/figures.html'), 'utf8');
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/vendor\/katex-[0-9a-f]{10}\/katex-swap\.min\.css"/);
    expect(html).toContain('<div class="diagram" data-diagram="mermaid">');
  });

  it('builds the site that uses every extension at once, in a folder of its own with its markdown plugins installed from npm', async () => {
    const site = path.join(work, 'extend-all');
    await cp(path.join(repoRoot, 'test/fixtures/extend-all'), site, { recursive: true });
    // The site names the packages its config uses, at the ranges the workspace tests them with.
    const { devDependencies } = JSON.parse(await readFile(path.join(site, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> };
    const workspace = JSON.parse(await readFile(path.join(repoRoot, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> };
    expect(devDependencies).toEqual(Object.fromEntries(Object.keys(devDependencies).map((name) => [name, workspace.devDependencies[name]])));
    const install = await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', packed.tarball], site);
    expect(install.code, install.stderr).toBe(0);
    const build = await run(path.join(site, 'node_modules/.bin/ctfdocs'), ['build'], site);
    expect(build.code, build.stderr + build.stdout).toBe(0);
    expect(build.stdout + build.stderr).toContain(EXTENDED_SITE_WARNING);
    for (const check of Object.values(EXTENDED_SITE_FEATURES)) await check(path.join(site, 'build'));
  }, 300_000);

  it('serves the site', async () => {
    const site = path.join(app, 'served');
    expect((await ctfdocs(['init', 'served', '--yes', '--title', 'Served Docs'], app)).code).toBe(0);
    const child = spawn(path.join(app, 'node_modules/.bin/ctfdocs'), ['serve', '--port', '0'], { cwd: site, env: { ...process.env, CI: '1', NO_COLOR: '1' } });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let log = '';
        child.stderr.on('data', (d) => {
          log += d;
          const m = /Serving with live reload at (http:\/\/\S+?)\/?$/m.exec(log);
          if (m) resolve(m[1]);
        });
        child.on('close', () => reject(new Error(`serve exited:\n${log}`)));
      });
      const res = await fetch(`${url}/docs/intro`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<title>Introduction | Served Docs</title>');
    } finally {
      child.kill();
    }
  });
});
