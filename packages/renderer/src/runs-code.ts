// The notice each page that runs code at build time gets: an MDX page (in a
// folder markdown.mdx.allow lists) and a React page; and each of the site's
// components (theme-components.ts), which any page may draw. `check` prints them,
// and `check --format github` makes them annotations on the file, so a
// reviewer of a pull request sees which pages the build runs and what they
// import before the code runs in CI.
import path from 'node:path';
import type { Metafile } from 'esbuild';
import { RUNS_CODE, RUNS_CODE_COMPONENT, type Diagnostic } from '@ctfdocs/core';

const LISTED = 8;

/**
 * What a page's bundle brings in beyond the page itself: the site's files
 * (relative to the site root) and packages, by name. Modules ctfdocs binds
 * itself (React, the theme's components) are in namespaces and left out.
 */
function importsOf(output: Metafile['outputs'][string], source: string): string[] {
  const names = new Set<string>();
  for (const input of Object.keys(output.inputs)) {
    if (/^[\w-]+:/.test(input) || input === source) continue;
    const inPackage = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input);
    names.add(inPackage ? inPackage[1] : input);
  }
  for (const i of output.imports) if (i.external) names.add(i.path);
  return [...names];
}

/** What runs: a page, or a site component with why (`Footer`: it replaces the theme's; `mdxComponents`: MDX pages use it). */
type CodeKind = 'MDX page' | 'React page' | { component: string };

export function runsCodeNotice(kind: CodeKind, source: string, output: Metafile['outputs'][string] | undefined): Diagnostic {
  const imports = output ? importsOf(output, source) : [];
  const listed = imports.slice(0, LISTED).join(', ') + (imports.length > LISTED ? ` and ${imports.length - LISTED} more` : '');
  const what =
    typeof kind === 'string'
      ? `${kind} runs code at build time${kind === 'MDX page' ? ' (its folder is in markdown.mdx.allow)' : ''}`
      : kind.component === 'mdxComponents'
        ? 'The MDX components every MDX page may use (mdxComponents) run code at build time'
        : `Theme component ${kind.component} (the site's, in place of the theme's) runs code at build time`;
  return {
    severity: 'notice',
    code: typeof kind === 'string' ? RUNS_CODE : RUNS_CODE_COMPONENT,
    message: `${what}${imports.length ? `; ${typeof kind === 'string' || kind.component !== 'mdxComponents' ? 'it imports' : 'they import'} ${listed}` : ''}`,
    file: source,
    line: 1,
    hint: "It runs with the build's files and environment, in CI next to its secrets: review it and what it imports as code.",
  };
}

/** An output of a bundle, by the path esbuild wrote it to. */
export function outputOf(metafile: Metafile, rootDir: string, file: string): Metafile['outputs'][string] | undefined {
  return metafile.outputs[path.relative(rootDir, file).split(path.sep).join('/')];
}
