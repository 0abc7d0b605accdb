// Read a sidebars file the way Docusaurus does: YAML and JSON as data,
// `.js`, `.cjs`, `.mjs` and `.ts` as a module evaluated in Node (bundled with
// esbuild first, so TypeScript and local imports work; packages are required
// from beside the file). Every failure is a diagnostic naming the file.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Diagnostic } from '../types.ts';
import { readTextFile } from '../util/read-text.ts';
import { parseYamlFile } from '../util/yaml-source.ts';

export interface SidebarsSource {
  value?: unknown;
  /** Line and column of a key path; only data files (YAML, JSON) have them. */
  locate(keyPath: Array<string | number>): { line: number; column: number } | undefined;
  diagnostics: Diagnostic[];
}

export const SIDEBAR_MODULE_EXTENSIONS = ['.js', '.cjs', '.mjs', '.ts', '.cts', '.mts'];
const nowhere = () => undefined;

export async function readSidebarsFile(rootDir: string, file: string): Promise<SidebarsSource> {
  const abs = path.resolve(rootDir, file);
  if (SIDEBAR_MODULE_EXTENSIONS.includes(path.extname(file))) return evaluateModule(abs, file);
  const { text, diagnostic } = await readTextFile(abs, file);
  if (diagnostic) return { locate: nowhere, diagnostics: [diagnostic] };
  // JSON is YAML: one parser gives both their line numbers.
  const src = parseYamlFile(text!, file);
  return { value: src.value, locate: src.locate, diagnostics: src.diagnostics };
}

async function evaluateModule(abs: string, file: string): Promise<SidebarsSource> {
  const fail = (message: string, hint: string, line?: number, column?: number): SidebarsSource => ({
    locate: nowhere,
    diagnostics: [{ severity: 'error', code: 'sidebars/module', message, file, line, column, hint }],
  });
  const { build } = await import('esbuild');
  let code: string;
  try {
    const out = await build({ entryPoints: [abs], bundle: true, packages: 'external', platform: 'node', format: 'cjs', target: 'node20', write: false, logLevel: 'silent' });
    code = out.outputFiles[0].text;
  } catch (err) {
    const first = (err as { errors?: Array<{ text: string; location?: { line: number; column: number } | null }> }).errors?.[0];
    if (!first) return fail(`sidebars file could not be read: ${(err as Error).message.split('\n')[0]}`, 'Check that the file exists and is JavaScript or TypeScript.');
    return fail(`sidebars file could not be compiled: ${first.text}`, 'Fix the syntax error at this line.', first.location?.line, first.location ? first.location.column + 1 : undefined);
  }
  const module = { exports: {} as unknown };
  try {
    new Function('module', 'exports', 'require', '__filename', '__dirname', code)(module, module.exports, createRequire(abs), abs, path.dirname(abs));
  } catch (err) {
    return fail(`sidebars file threw while it was evaluated: ${(err as Error).message.split('\n')[0]}`, 'The file is run in Node as Docusaurus runs it: fix the error, or export a plain object.');
  }
  const exported = module.exports as { __esModule?: boolean; default?: unknown };
  const value = exported && typeof exported === 'object' && 'default' in exported ? exported.default : exported;
  return { value: await value, locate: nowhere, diagnostics: [] };
}

const DATA_EXTENSIONS = ['.yaml', '.yml', '.json'];

/**
 * The sidebars file of a released version: `version-<name>-sidebars.yaml`
 * as `ctfdocs version` writes it, or the same name in any other format
 * (Docusaurus writes `.json`). The name as given when none exists, so the
 * error names what was looked for.
 */
export function findSidebarsFile(rootDir: string, file: string): string {
  const stem = file.slice(0, file.length - path.extname(file).length);
  const found = [file, ...[...DATA_EXTENSIONS, ...SIDEBAR_MODULE_EXTENSIONS].map((ext) => stem + ext)].find((f) => existsSync(path.resolve(rootDir, f)));
  return found ?? file;
}
