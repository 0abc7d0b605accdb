// The swizzled components of a Docusaurus site (src/theme/), which the build
// reads where they are (renderer's theme-components.ts): one named for a
// component ctfdocs's theme has is drawn in its place, its imports bound as
// Docusaurus binds them where ctfdocs has an equivalent (`@docusaurus/Link`,
// `@theme-original/<Name>`, …). The import names what will not be carried:
// a file of another name, each import ctfdocs cannot bind (at which the
// build stops, with an error), and a stylesheet a component imports.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { build, type BuildFailure } from 'esbuild';
import { DOCUSAURUS_MODULES, isDocusaurusModule } from '@ctfdocs/core';
import { isThemeComponentName, themeComponents } from '@ctfdocs/theme';
import type { NotCarried } from './keys.ts';

const DIR = 'src/theme';
const SCRIPT = /\.(?:tsx|ts|jsx|js|mjs)$/;
const STOPS = 'the build stops at this import until the component does without it';

const posix = (p: string) => p.split(path.sep).join('/');

/** The theme component a file of src/theme/ belongs to: `Footer` for Footer.js, Footer/index.js and Footer/Logo.js alike. */
function componentOf(rel: string): string | undefined {
  const name = /^(.+?)(?:\/index)?\.[^./]+$/.exec(rel)?.[1];
  if (!name) return undefined;
  if (isThemeComponentName(name)) return name;
  return Object.keys(themeComponents).find((known) => name.startsWith(`${known}/`));
}

/** Why an import of a swizzled component cannot be bound, or undefined when the build binds it. */
function unbound(specifier: string): string | undefined {
  if (specifier.startsWith('@docusaurus/') && !isDocusaurusModule(specifier)) return `a Docusaurus module ctfdocs has no equivalent of (it has ${DOCUSAURUS_MODULES.join(', ')}): ${STOPS}`;
  const theme = /^@theme(?:-original)?\/(.+)$/.exec(specifier)?.[1];
  if (theme !== undefined && !isThemeComponentName(theme)) return `a component ctfdocs's theme does not have (README: themeComponents lists those it has): ${STOPS}`;
  return undefined;
}

export async function swizzledComponents(siteDir: string): Promise<NotCarried[]> {
  let entries: string[];
  try {
    entries = (await readdir(path.join(siteDir, DIR), { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile())
      .map((e) => posix(path.relative(path.join(siteDir, DIR), path.join(e.parentPath, e.name))));
  } catch {
    return [];
  }
  const out: Array<NotCarried & { line: number }> = [];
  const report = (rel: string, reason: string, key = '(file)', line = 0) => out.push({ file: `${DIR}/${rel}`, key, reason, line });
  const modules: string[] = [];
  for (const rel of entries) {
    if (rel.endsWith('.css')) report(rel, 'a stylesheet a swizzled component imports: ctfdocs puts no stylesheet a component imports in the pages; move its rules to a file customCss names');
    else if (!SCRIPT.test(rel)) report(rel, 'not a module of a swizzled component: the build does not read it');
    else if (componentOf(rel)) modules.push(rel);
    else report(rel, `a swizzled component of a name ctfdocs's theme does not have (it has ${Object.keys(themeComponents).join(', ')})`);
  }
  for (const { rel, specifier } of await importsOf(siteDir, modules, (rel, problem) => report(rel, `could not be read: ${problem}`))) {
    const reason = unbound(specifier);
    if (!reason) continue;
    const source = await readFile(path.join(siteDir, DIR, rel), 'utf8');
    const line = source.split('\n').findIndex((l) => l.includes(`'${specifier}'`) || l.includes(`"${specifier}"`)) + 1;
    report(rel, reason, `line ${line}: import "${specifier}"`, line);
  }
  return out.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line).map(({ line, ...n }) => n);
}

/** Every module each file imports, as esbuild parses it (JSX in .js files, as Docusaurus allows; comments are no imports). */
async function importsOf(siteDir: string, files: string[], unreadable: (rel: string, problem: string) => void): Promise<Array<{ rel: string; specifier: string }>> {
  const found = new Map<string, { rel: string; specifier: string }>();
  const dir = path.join(siteDir, DIR);
  for (const rel of files) {
    try {
      await build({
        entryPoints: [path.join(dir, rel)],
        bundle: true,
        write: false,
        loader: { '.js': 'jsx' },
        logLevel: 'silent',
        plugins: [
          {
            name: 'ctfdocs-swizzled-imports',
            setup(b) {
              b.onResolve({ filter: /.*/ }, (args) => {
                if (args.kind === 'entry-point') return undefined;
                found.set(`${rel}\0${args.path}`, { rel, specifier: args.path });
                return { path: args.path, external: true };
              });
            },
          },
        ],
      });
    } catch (err) {
      const first = (err as BuildFailure).errors?.[0];
      if (!first) throw err;
      unreadable(rel, first.location ? `line ${first.location.line}: ${first.text}` : first.text);
    }
  }
  return [...found.values()];
}
