// The site's own React components in the theme: those that replace a theme
// component (the config's `themeComponents`, and Docusaurus's swizzled files
// in src/theme/ beside the config) and those every MDX page may use without
// an import (`mdxComponents`). They are trusted code the config names (or
// its folder holds, as site/pages holds React pages), bundled with esbuild as
// React pages are (page-modules.ts): React and @ctfdocs/* are the
// renderer's own, `@theme-original/<Name>` is the theme's component the site
// replaces (so a site's component can wrap it, as in Docusaurus) and
// `@theme/<Name>` the component as the site draws it. They are loaded before
// the site's pages compile, which need the names of the MDX components, and
// drawn by renderToString with the rest of each page: static HTML, with no
// React in the browser.
import { existsSync, readdirSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ComponentType } from 'react';
import { build, type BuildFailure, type Message, type Metafile, type Plugin } from 'esbuild';
import { contentKey, themeComponentsDir, writeFileAtomic, type Diagnostic, type LoadedConfig, type SiteConfig } from '@ctfdocs/core';
import { isThemeComponentName, themeComponents, type SiteThemeComponents } from '@ctfdocs/theme';
import { pruneModuleFolder } from './module-folder.ts';
import { REGISTRY, SERVER_MODULES, SHARED, sharedModules, sitePackages } from './page-modules.ts';
import { outputOf, runsCodeNotice } from './runs-code.ts';

// biome-ignore lint/suspicious/noExplicitAny: a site's component takes whatever props its name or its MDX page gives.
type AnyComponent = ComponentType<any>;

export interface SiteComponents {
  /** The site's component for each theme component it replaces. */
  theme: SiteThemeComponents;
  /** The components of the `mdxComponents` module, by the name MDX pages write. */
  mdx: Readonly<Record<string, AnyComponent>>;
  /** Names what the modules were bundled from: part of every page's memo key in serve. */
  key: string;
  /** The site's files the modules were bundled from (absolute paths): serve watches them. */
  files: string[];
  /** Which of the site's modules an error was thrown in, by the frames of its stack. */
  thrownIn(err: unknown): SiteModule | undefined;
  diagnostics: Diagnostic[];
}

export interface SiteModule {
  /** The theme component it replaces, or `mdxComponents`. */
  name: string;
  /** Its file, relative to rootDir. */
  file: string;
}

const NONE: SiteComponents = { theme: {}, mdx: {}, key: '', files: [], thrownIn: () => undefined, diagnostics: [] };

const EXTENSIONS = ['tsx', 'jsx', 'js'];
const MDX_MODULE = 'mdxComponents';
const THEME_KEY = '@ctfdocs/theme/components';
SHARED[THEME_KEY] = themeComponents;
const NAMES = Object.keys(themeComponents).join(', ');
const HINT = 'Fix the error in the component; a theme component default-exports a React component.';

const toPosix = (p: string) => p.split(path.sep).join('/');

/** The file of a theme component in Docusaurus's layout: `src/theme/<Name>/index.tsx` or `src/theme/<Name>.tsx` (or .jsx, .js). */
function conventionFile(rootDir: string, dir: string, name: string): string | undefined {
  const candidates = [...EXTENSIONS.map((ext) => `${dir}/${name}/index.${ext}`), ...EXTENSIONS.map((ext) => `${dir}/${name}.${ext}`)];
  return candidates.find((file) => existsSync(path.resolve(rootDir, file)));
}

/** Each theme component the site replaces → its module (relative to rootDir): the config's first, then src/theme/'s. */
export function siteComponentFiles(loaded: LoadedConfig & { config: SiteConfig }, rootDir: string): { files: Map<string, string>; diagnostics: Diagnostic[] } {
  const { config } = loaded;
  const files = new Map<string, string>();
  const diagnostics: Diagnostic[] = [];
  for (const [name, file] of Object.entries(config.themeComponents)) {
    if (!isThemeComponentName(name)) {
      const at = loaded.locate(['themeComponents', name]);
      diagnostics.push({
        severity: 'error',
        code: 'config/unknown-theme-component',
        message: `themeComponents.${name}: the theme has no component "${name}"`,
        file: loaded.file,
        line: at?.line,
        column: at?.column,
        configPath: `themeComponents.${name}`,
        hint: `The components a site can replace are ${NAMES}.`,
      });
      // A missing file is core's error (config/check-paths.ts), at the same key.
    } else if (existsSync(path.resolve(rootDir, file))) files.set(name, file);
  }
  const dir = themeComponentsDir(loaded.file);
  for (const name of Object.keys(themeComponents)) {
    const file = files.has(name) || Object.hasOwn(config.themeComponents, name) ? undefined : conventionFile(rootDir, dir, name);
    if (file) files.set(name, file);
  }
  return { files, diagnostics };
}

/**
 * Files of src/theme/ that look like a swizzled component (`<Name>/index.tsx`,
 * `<Name>.tsx`) of a name the theme does not have, and that no site
 * component imports: a Docusaurus site's `Root.js` or `BlogPostItem/`.
 */
function unusedThemeFiles(rootDir: string, dir: string, used: ReadonlySet<string>): string[] {
  let entries: string[];
  try {
    entries = readdirSync(path.resolve(rootDir, dir), { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  const out: string[] = [];
  for (const rel of entries.map(toPosix).sort()) {
    const m = /^(.+?)(?:\/index)?\.(?:tsx|jsx|js)$/.exec(rel);
    if (!m || used.has(`${dir}/${rel}`)) continue;
    // A file inside a replaced component's folder is its helper.
    const name = m[1];
    if (isThemeComponentName(name) || Object.keys(themeComponents).some((known) => name.startsWith(`${known}/`))) continue;
    out.push(`${dir}/${rel}`);
  }
  return out;
}

/** `@theme-original/<Name>` (the theme's own component) and `@theme/<Name>` (as the site draws it), for every name of the registry. */
const themeImports: Plugin = {
  name: 'ctfdocs-theme-components',
  setup(b) {
    b.onResolve({ filter: /^@theme(?:-original)?\// }, (args) => ({ path: args.path, namespace: 'ctfdocs-theme-component' }));
    b.onLoad({ filter: /.*/, namespace: 'ctfdocs-theme-component' }, (args) => {
      const [prefix, ...rest] = args.path.split('/');
      const name = rest.join('/');
      if (!isThemeComponentName(name)) return { errors: [{ text: `"${args.path}" is no component of the theme; it has ${NAMES}` }] };
      const entry = `globalThis[Symbol.for(${JSON.stringify(REGISTRY)})][${JSON.stringify(THEME_KEY)}][${JSON.stringify(name)}]`;
      return { contents: `export default ${entry}${prefix === '@theme-original' ? '.Original' : ''};\n`, loader: 'js' };
    });
  },
};

/** `@site/…`: a file from the config file's folder, as in Docusaurus. */
function siteAlias(siteDir: string): Plugin {
  return {
    name: 'ctfdocs-site-alias',
    setup(b) {
      b.onResolve({ filter: /^@site\// }, (args) => b.resolve(`./${args.path.slice('@site/'.length)}`, { kind: args.kind, importer: args.importer, resolveDir: siteDir }));
    },
  };
}

const isComponent = (value: unknown): value is AnyComponent => typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);

/** The components of the mdxComponents module: its default export's (an object, as Docusaurus's MDXComponents) and its named exports. */
function mdxComponentsOf(mod: Record<string, unknown>): Record<string, AnyComponent> {
  const out: Record<string, AnyComponent> = {};
  const fromDefault = typeof mod.default === 'object' && mod.default !== null && !isComponent(mod.default) ? Object.entries(mod.default) : [];
  for (const [name, value] of [...fromDefault, ...Object.entries(mod).filter(([name]) => name !== 'default')]) if (isComponent(value)) out[name] = value;
  return out;
}

export async function loadSiteComponents(loaded: LoadedConfig, rootDir: string): Promise<SiteComponents> {
  const { config } = loaded;
  if (!config) return NONE;
  const found = siteComponentFiles({ ...loaded, config }, rootDir);
  const modules = new Map<string, string>(found.files);
  if (config.mdxComponents && existsSync(path.resolve(rootDir, config.mdxComponents))) modules.set(MDX_MODULE, config.mdxComponents);
  const diagnostics = [...found.diagnostics];
  const dir = themeComponentsDir(loaded.file);
  const unused = (used: ReadonlySet<string>) =>
    unusedThemeFiles(rootDir, dir, used).map(
      (file): Diagnostic => ({
        severity: 'warning',
        code: 'theme-components/unknown-file',
        message: `${file} replaces no component of the theme, so the build does not use it`,
        file,
        hint: `The components a site can replace are ${NAMES}: name the file src/theme/<Name>/index.tsx or src/theme/<Name>.tsx.`,
      }),
    );
  if (!modules.size) return { ...NONE, diagnostics: [...diagnostics, ...unused(new Set())] };

  const outdir = path.join(rootDir, '.ctfdocs-cache/theme');
  const bySource = new Map([...modules].map(([name, file]) => [path.resolve(rootDir, file), name]));
  let result: Awaited<ReturnType<typeof build<{ metafile: true; write: false }>>>;
  try {
    result = await build({
      entryPoints: [...modules].map(([name, file]) => ({ in: path.resolve(rootDir, file), out: name.replaceAll('/', '-') })),
      absWorkingDir: rootDir,
      outdir,
      ...SERVER_MODULES,
      // Lets a crash while rendering be traced to the line of the component's own file (crash-page.ts).
      sourcemap: 'inline',
      sourcesContent: false,
      // Docusaurus's swizzled components are .js files written in JSX.
      loader: { '.js': 'jsx' },
      plugins: [themeImports, siteAlias(path.resolve(rootDir, path.dirname(loaded.file))), sharedModules, sitePackages(rootDir)],
      metafile: true,
      write: false,
      logLevel: 'silent',
    });
  } catch (err) {
    const errors = (err as BuildFailure).errors;
    if (!errors?.length) throw err;
    return { ...NONE, diagnostics: [...diagnostics, ...errors.map((m) => bundleError(m, rootDir))] };
  }
  await mkdir(outdir, { recursive: true });
  const theme: Record<string, AnyComponent> = {};
  let mdx: Record<string, AnyComponent> = {};
  const compiled = new Map<string, SiteModule>();
  const hashes: string[] = [];
  const entryOf = new Map(Object.entries(result.metafile.outputs).map(([out, meta]) => [path.resolve(rootDir, out), meta.entryPoint]));
  for (const file of result.outputFiles) {
    const entry = entryOf.get(file.path);
    const name = entry && bySource.get(path.resolve(rootDir, entry));
    if (name === undefined) continue;
    const source = modules.get(name)!;
    await writeFileAtomic(file.path, file.contents);
    hashes.push(file.hash);
    compiled.set(file.path, { name, file: source });
    diagnostics.push(runsCodeNotice({ component: name }, source, outputOf(result.metafile, rootDir, file.path)));
    let mod: Record<string, unknown>;
    try {
      mod = (await import(pathToFileURL(file.path).href)) as Record<string, unknown>;
    } catch (err) {
      diagnostics.push({ severity: 'error', code: 'theme-components/import', message: `${source} could not be loaded: ${(err as Error).message.split('\n')[0]}`, file: source, hint: HINT });
      continue;
    }
    if (name === MDX_MODULE) {
      mdx = mdxComponentsOf(mod);
      if (!Object.keys(mdx).length) {
        const hint = 'Export the components by name, or default-export an object of them ({ Highlight, Card }).';
        diagnostics.push({ severity: 'warning', code: 'theme-components/no-mdx-components', message: `${source} (mdxComponents) exports no component`, file: source, hint });
      }
    } else if (isComponent(mod.default)) theme[name] = mod.default;
    else
      diagnostics.push({ severity: 'error', code: 'theme-components/no-default', message: `${source} (theme component ${name}) has no default export that is a component`, file: source, hint: HINT });
  }
  const files = siteInputs(result.metafile, rootDir);
  diagnostics.push(...cssLeftOut(result.metafile, rootDir), ...unused(new Set(files.map((f) => toPosix(path.relative(rootDir, f))))));
  await pruneModuleFolder(outdir, compiled.keys());
  return {
    theme,
    mdx,
    key: contentKey(...hashes.sort()),
    files,
    thrownIn: (err) => thrownIn(err, compiled, rootDir),
    diagnostics,
  };
}

/** The site's own files among a bundle's inputs (not packages, not modules ctfdocs binds), as absolute paths. */
function siteInputs(metafile: Metafile, rootDir: string): string[] {
  return Object.keys(metafile.inputs)
    .filter((input) => !/^[\w-]+:/.test(input) && !/(?:^|\/)node_modules\//.test(input))
    .map((input) => path.resolve(rootDir, input));
}

/**
 * A stylesheet a component imports (`./styles.module.css`) is bundled apart
 * and in no page: said, rather than dropped in silence.
 */
function cssLeftOut(metafile: Metafile, rootDir: string): Diagnostic[] {
  return Object.entries(metafile.outputs).flatMap(([out, meta]) =>
    out.endsWith('.css')
      ? Object.keys(meta.inputs).map(
          (input): Diagnostic => ({
            severity: 'warning',
            code: 'theme-components/css-import',
            message: `${toPosix(path.relative(rootDir, path.resolve(rootDir, input)))} is imported by a site component, but a stylesheet a component imports is in no page`,
            file: toPosix(path.relative(rootDir, path.resolve(rootDir, input))),
            hint: 'Add the stylesheet to customCss in the config (as a plain .css file; CSS modules are not supported) and use its class names as written.',
          }),
        )
      : [],
  );
}

/**
 * The first frame of an error's stack in one of the site's components: in
 * its compiled module, or in its own file where source maps are applied to
 * stacks (node --enable-source-maps).
 */
function thrownIn(err: unknown, compiled: ReadonlyMap<string, SiteModule>, rootDir: string): SiteModule | undefined {
  if (!(err instanceof Error) || !err.stack) return undefined;
  const bySource = new Map([...compiled.values()].map((m) => [path.resolve(rootDir, m.file), m]));
  for (const m of err.stack.matchAll(/\(?((?:file:\/\/)?\/[^\s()]+?):\d+:\d+\)?$/gm)) {
    const file = m[1].startsWith('file:') ? fileURLToPath(m[1]) : m[1];
    const found = compiled.get(file) ?? bySource.get(file);
    if (found) return found;
  }
  return undefined;
}

function bundleError(m: Message, rootDir: string): Diagnostic {
  const file = m.location?.file;
  return {
    severity: 'error',
    code: 'theme-components/bundle',
    message: `A site component could not be bundled: ${m.text}`,
    file: file && !/^[\w-]+:/.test(file) ? toPosix(path.relative(rootDir, path.resolve(rootDir, file))) : undefined,
    line: m.location?.line,
    column: m.location ? m.location.column + 1 : undefined,
    hint: HINT,
  };
}
