// The plugin API's types as the `ctfdocs` package publishes them
// (scripts/public-types.mjs): a plugin written in TypeScript against
// `import type { … } from 'ctfdocs'` type-checks with nothing but the
// package, and one that misuses a hook does not. The package is stood in
// for by a folder holding the written .d.ts, outside the repository, so
// nothing of the workspace can be found through it. The types name React's
// and hast's, which the site installs (@types/react, @types/hast).
import { realpathSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/fixture.ts';
import { runTsc } from '../helpers/tsc.ts';
// @ts-expect-error: a script of the repository, JavaScript without declarations.
import { publicTypes, THEME_MODULES } from '../../scripts/public-types.mjs';

let dir: string;
let types: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'ctfdocs-plugin-types-'));
  types = (publicTypes as () => string)();
  const pkg = path.join(dir, 'node_modules/ctfdocs');
  await mkdir(path.join(pkg, 'types'), { recursive: true });
  await writeFile(path.join(pkg, 'types/index.d.ts'), types);
  await copyFile(THEME_MODULES as string, path.join(pkg, 'types/theme-modules.d.ts'));
  await mkdir(path.join(dir, 'node_modules/@types'));
  for (const name of ['react', 'hast']) await symlink(realpathSync(path.join(repoRoot, 'packages/theme/node_modules/@types', name)), path.join(dir, 'node_modules/@types', name));
  await writeFile(path.join(pkg, 'package.json'), JSON.stringify({ name: 'ctfdocs', type: 'module', types: 'types/index.d.ts', exports: { '.': { types: './types/index.d.ts' } } }));
  await writeFile(path.join(dir, 'package.json'), JSON.stringify({ name: 'site', type: 'module' }));
}, 60_000);
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/**
 * Type-checks plugin files as a site would (strict, NodeNext, no other
 * types), in one program: each is a module, so none sees another's names.
 * Resolves to tsc's status and its errors, each with the lines under it.
 */
async function check(files: Record<string, string>): Promise<{ status: number; errors: string[] }> {
  for (const [name, source] of Object.entries(files)) await writeFile(path.join(dir, name), source);
  const compilerOptions = { strict: true, module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022', noEmit: true, types: [] };
  await writeFile(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: Object.keys(files) }));
  const result = await runTsc(['-p', 'tsconfig.json', '--pretty', 'false'], dir);
  return { status: result.status, errors: result.output.split(/\n(?=\S)/).filter(Boolean) };
}

const GOOD = `
import type { ClientModule, Plugin, PluginContext, PluginModule, ThemeComponentProps } from 'ctfdocs';
import type OriginalFooter from '@theme-original/Footer';

interface Release { version: string; date?: string }

const changelog: PluginModule<{ title: string }, Release[]> = async (context: PluginContext, options) => {
  const base: string = context.baseUrl;
  const title: string = context.siteConfig.title;
  const locale: string = context.i18n.currentLocale;
  const plugin: Plugin<Release[]> = {
    name: 'changelog',
    loadContent: async () => [{ version: '1.0.0' }],
    contentLoaded({ content, actions }) {
      actions.addRoute({ path: base + 'changelog', component: './Changelog.tsx', props: { title: options.title, content, locale, site: title } });
      actions.setGlobalData({ latest: content[0]?.version });
    },
    injectHtmlTags: ({ content }) => ({ headTags: [{ tagName: 'meta', attributes: { name: 'latest', content: content[0]?.version ?? '' } }] }),
    getClientModules: () => ['./client.mjs'],
    checks: async ({ routesPaths }) => routesPaths.includes('/changelog') ? [] : [{ message: 'no changelog page', severity: 'warning', file: 'changelog.json', line: 1 }],
    async postBuild({ outDir, routesPaths, content }) {
      void [outDir.length, routesPaths.length, content.length];
    },
  };
  return plugin;
};
export default changelog;

export const client: ClientModule = { onRouteDidUpdate: ({ location, previousLocation }) => void [location.pathname, previousLocation?.hash] };

// A site's component, typed by the same file.
export const footerTag = (props: ThemeComponentProps['DocItem/Footer']): string | undefined => props.tags[0]?.label;
export type Original = typeof OriginalFooter;
`;

const BAD = `import type { PluginModule } from 'ctfdocs';
const bad: PluginModule = (context) => ({
  name: 'bad',
  injectHtmlTags: () => ({ headTags: [{ tagName: 'div' }] }),
  contentLoaded: ({ actions }) => actions.addRoute({ path: '/x' }),
  checks: () => [{ severity: 'warning' }],
  loadContent: () => context.siteConfig.titel,
});
export default bad;
`;

let checked: Awaited<ReturnType<typeof check>>;
beforeAll(async () => {
  checked = await check({ 'good.ts': GOOD, 'bad.ts': BAD });
});

describe("the plugin API's published types", () => {
  it('are one file: nothing from zod or the workspace, only types packages imported', () => {
    expect(types).not.toMatch(/^export [^=\n]* from |zod/im);
    expect(types.match(/^[ \t]*import .*$/gm)).toEqual(["import type { ReactNode } from 'react';", "import type { Root as HastRoot } from 'hast';"]);
    expect(types).toMatch(/export type ThemeComponentProps = \{ Layout: \{ children: ReactNode;/);
    expect(types).toMatch(/export interface Plugin<Content = unknown>/);
  });

  it('type-check a plugin that uses every hook, the context and a client module, and a component by its props and @theme-original', () => {
    expect(checked.errors.filter((e) => !e.startsWith('bad.ts('))).toEqual([]);
    // Nor does any error, in the types or the bad plugin, name the good one.
    expect(checked.errors.filter((e) => e.includes('good.ts'))).toEqual([]);
  });

  it('reject a plugin that misuses them: a wrong head tag, a route without a component, a diagnostic without a message, a config key that is not there', () => {
    expect(checked.status).not.toBe(0);
    // Each error at its line, and none in the types themselves or in the good plugin.
    const { errors } = checked;
    expect(errors.map((e) => /^bad\.ts\((\d+),/.exec(e)?.[1])).toEqual(['4', '5', '6', '7']);
    expect(errors[0]).toContain(`Type '"div"' is not assignable`);
    expect(errors[1]).toContain("Property 'component' is missing");
    expect(errors[2]).toContain("Property 'message' is missing");
    expect(errors[3]).toContain("Property 'titel' does not exist");
  });
});
