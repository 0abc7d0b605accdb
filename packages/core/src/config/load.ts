// Read site/ctfdocs.config.yaml into a validated SiteConfig, or into
// diagnostics that name the file, line and key path of every problem.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic } from '../types.ts';
import { parseYamlFile } from '../util/yaml-source.ts';
import { issuesToDiagnostics, quoteKeys } from '../util/zod-diagnostics.ts';
import { type SiteConfig, siteConfigSchema } from './schema.ts';
import { packageStylesheets } from './package-stylesheets.ts';
import { resolveConfigPaths } from './site-paths.ts';

export interface LoadedConfig {
  config?: SiteConfig;
  /** Config file path relative to the site root. */
  file: string;
  /** The file's text, when it could be read (the secret scan reads it). */
  text?: string;
  locate(path: Array<string | number>): { line: number; column: number } | undefined;
  diagnostics: Diagnostic[];
}

export async function loadConfig(rootDir: string, configPath: string): Promise<LoadedConfig> {
  const abs = path.resolve(rootDir, configPath);
  const file = path.relative(rootDir, abs) || configPath;
  let bytes: Buffer;
  try {
    bytes = await readFile(abs);
  } catch {
    return {
      file,
      locate: () => undefined,
      diagnostics: [
        {
          severity: 'error',
          code: 'config/missing',
          message: `Config file not found: ${file}`,
          file,
          hint: 'Create it, or pass its path with --config.',
        },
      ],
    };
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return {
      file,
      locate: () => undefined,
      diagnostics: [{ severity: 'error', code: 'config/encoding', message: 'Config file is not valid UTF-8 text', file, hint: 'Save the file with UTF-8 encoding.' }],
    };
  }
  const { written, ...read } = validConfig(text, file);
  if (!written) return read;
  const packages = await packageStylesheets(written.customCss, path.resolve(rootDir, path.dirname(file)));
  return { ...read, config: resolveConfigPaths(written, rootDir, file, packages) };
}

/**
 * `file` is the config's path from rootDir: the relative paths it holds are
 * resolved from its folder. Stylesheets of packages (customCss) are
 * loadConfig's to find, as that takes a look at the disk.
 */
export function parseConfig(text: string, file: string, rootDir = '.'): LoadedConfig {
  const { written, ...read } = validConfig(text, file);
  return written ? { ...read, config: resolveConfigPaths(written, rootDir, file) } : read;
}

/** The config as written and valid, its paths not yet resolved; or the diagnostics of why it is not. */
function validConfig(text: string, file: string): LoadedConfig & { written?: SiteConfig } {
  const source = parseYamlFile(text, file);
  const base = { file, text, locate: source.locate };
  if (source.diagnostics.length) return { ...base, diagnostics: source.diagnostics };
  // With the input on each issue, a value of the wrong type is told from a missing one.
  const result = siteConfigSchema.safeParse(source.value ?? {}, { reportInput: true });
  if (!result.success) {
    const diagnostics = issuesToDiagnostics(result.error.issues, source.locate, file, {
      code: 'config',
      unknownKey: (keys, at) => `${at || '(root)'}: unknown key${keys.length > 1 ? 's' : ''} ${quoteKeys(keys)}`,
      invalid: (issue, at) =>
        `${at || '(root)'}: ${issue.code === 'invalid_type' && issue.input === undefined ? 'required key is missing' : issue.code === 'invalid_value' ? `${quoteValue(issue.input)} is not allowed: ${issue.message}` : issue.message}`,
      unknownKeyHint: 'Remove the key or check its spelling against the config reference in README.md.',
      invalidHint: 'Correct the value; README.md lists every config key with its type.',
    });
    return { ...base, diagnostics };
  }
  return { ...base, written: result.data, diagnostics: [] };
}

/** A bad value as the message quotes it, cut short when long. */
function quoteValue(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}
