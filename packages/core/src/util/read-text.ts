import { readFileSync } from 'node:fs';
import type { Diagnostic } from '../types.ts';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Read a text file, turning the usual failures into diagnostics. Sync on
 * purpose: for a few hundred small files, four thread-pool round trips per
 * file (open, stat, read, close) cost more than the reads themselves, and
 * `serve` rebuilds read every page again.
 */
export async function readTextFile(abs: string, file: string): Promise<{ text?: string; diagnostic?: Diagnostic }> {
  try {
    const bytes = readFileSync(abs);
    try {
      return { text: utf8.decode(bytes) };
    } catch {
      return {
        diagnostic: {
          severity: 'error',
          code: 'content/encoding',
          message: 'File is not valid UTF-8 text',
          file,
          hint: 'Save the file with UTF-8 encoding.',
        },
      };
    }
  } catch (err) {
    return {
      diagnostic: {
        severity: 'error',
        code: 'content/unreadable',
        message: `File could not be read (${(err as NodeJS.ErrnoException).code ?? 'error'})`,
        file,
        hint: 'Check that the file exists and is readable.',
      },
    };
  }
}
