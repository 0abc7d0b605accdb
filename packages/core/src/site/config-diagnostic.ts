// An error in a config key that only the site's content shows to be wrong
// (an unknown instance, an unreadable list), reported at the key's line.
import type { Diagnostic } from '../types.ts';
import { formatKeyPath } from '../util/yaml-source.ts';

export interface ConfigLocation {
  configFile: string;
  locateConfig(path: Array<string | number>): { line: number; column: number } | undefined;
}

/** A `config/reference` error at `keyPath` + `key`, or at `keyPath` when the key is not written. */
export function configKeyError(opts: ConfigLocation, keyPath: Array<string | number>, key: string, message: string, hint: string): Diagnostic {
  const at = opts.locateConfig([...keyPath, key]) ?? opts.locateConfig(keyPath);
  const p = formatKeyPath([...keyPath, key]);
  return { severity: 'error', code: 'config/reference', message: `${p}: ${message}`, file: opts.configFile, line: at?.line, column: at?.column, configPath: p, hint };
}
