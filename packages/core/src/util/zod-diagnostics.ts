// Zod issues → Diagnostics with the key path, line and column of each
// problem, shared by the config, front matter and _category_.yml readers.
import type { z } from 'zod';
import type { Diagnostic } from '../types.ts';
import { formatKeyPath, type YamlSource } from './yaml-source.ts';

export interface IssueWording {
  code: string;
  /** Message for unknown keys and for other problems, given the formatted key path. */
  unknownKey(keys: string[], keyPath: string): string;
  invalid(issue: z.core.$ZodIssue, keyPath: string): string;
  unknownKeyHint: string;
  /** The hint for a value of the wrong shape; a function when some keys deserve their own (given the issue's key path). */
  invalidHint: string | ((keyPath: ReadonlyArray<PropertyKey>) => string);
}

export function issuesToDiagnostics(issues: z.core.$ZodIssue[], locate: YamlSource['locate'], file: string, wording: IssueWording): Diagnostic[] {
  return issues.map((issue) => {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys : [];
    const keyPath = [...issue.path, ...keys.slice(0, 1)] as Array<string | number>;
    const at = locate(keyPath);
    const formatted = formatKeyPath(keyPath);
    const unknown = issue.code === 'unrecognized_keys';
    return {
      severity: 'error',
      code: `${wording.code}/${unknown ? 'unknown-key' : 'invalid'}`,
      message: unknown ? wording.unknownKey(keys, formatted) : wording.invalid(issue, formatted),
      file,
      line: at?.line,
      column: at?.column,
      configPath: formatted,
      hint: unknown ? wording.unknownKeyHint : typeof wording.invalidHint === 'string' ? wording.invalidHint : wording.invalidHint(issue.path),
    };
  });
}

export const quoteKeys = (keys: string[]) => keys.map((k) => `"${k}"`).join(', ');
