// A site's own card template (socialCards.template): a module named by the
// config (trusted, like the config), bundled with esbuild into
// .ctfdocs-cache/social/ and imported by the process that draws the cards.
// Its JSX becomes the plain element objects satori reads: no React runs.
import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type BuildFailure, type Plugin } from 'esbuild';
import { writeFileAtomic, type Diagnostic } from '@ctfdocs/core';
import { SERVER_MODULES } from '../page-modules.ts';

/** JSX as satori's elements: `{ type, props }`; a fragment is a component that returns its children. */
const JSX_RUNTIME = `
export const Fragment = (props) => props.children;
export function jsx(type, props) { return { type, props }; }
export const jsxs = jsx;
`;

const jsxAsElements: Plugin = {
  name: 'ctfdocs-card-jsx',
  setup(b) {
    b.onResolve({ filter: /^react\/jsx(-dev)?-runtime$/ }, (args) => ({ path: args.path, namespace: 'ctfdocs-card-jsx' }));
    b.onLoad({ filter: /.*/, namespace: 'ctfdocs-card-jsx' }, () => ({ contents: JSX_RUNTIME, loader: 'js' }));
  },
};

export interface TemplateModule {
  url: string;
  /** Names the bundled code in each card's cache key: an edited template draws every card again. */
  hash: string;
}

export async function bundleTemplate(file: string, where: { rootDir: string; configFile: string; configPath: string; line?: number; column?: number }): Promise<TemplateModule | Diagnostic> {
  const at = { file: where.configFile, line: where.line, column: where.column, configPath: where.configPath };
  let code: Uint8Array;
  try {
    const out = await build({
      entryPoints: [file],
      absWorkingDir: where.rootDir,
      ...SERVER_MODULES,
      plugins: [jsxAsElements],
      write: false,
      logLevel: 'silent',
      outdir: path.join(where.rootDir, '.ctfdocs-cache/social'),
    });
    code = out.outputFiles[0].contents;
  } catch (err) {
    const first = (err as BuildFailure).errors?.[0];
    return {
      severity: 'error',
      code: 'social-card/template',
      message: `Social card template could not be compiled: ${first ? `${first.text}${first.location ? ` (${first.location.file}:${first.location.line})` : ''}` : (err as Error).message}`,
      ...at,
      hint: 'socialCards.template names a .tsx or .jsx file, relative to the config file, whose default export returns the card as JSX.',
    };
  }
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const out = path.join(where.rootDir, '.ctfdocs-cache/social', `template-${hash}.mjs`);
  await mkdir(path.dirname(out), { recursive: true });
  await writeFileAtomic(out, code);
  return { url: pathToFileURL(out).href, hash };
}
