// Where serve reads the files it answers with: the build it keeps in memory
// (watching), or a build on disk (--no-watch preview).
import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { OutputFile } from '@ctfdocs/renderer';

export interface Source {
  get(rel: string): Promise<Uint8Array | undefined>;
}

export function memorySource(files: Map<string, OutputFile>): Source {
  return {
    async get(rel) {
      const f = files.get(rel);
      if (!f) return undefined;
      if ('contents' in f) return typeof f.contents === 'string' ? Buffer.from(f.contents) : f.contents;
      return readFile(f.copyFrom).catch(() => undefined);
    },
  };
}

export function diskSource(root: string): Source {
  let realRoot: string | undefined;
  return {
    async get(rel) {
      realRoot ??= await realpath(root);
      const abs = path.join(realRoot, rel);
      try {
        // Symlinks that point outside the output folder are refused.
        const real = await realpath(abs);
        if (real !== realRoot && !real.startsWith(realRoot + path.sep)) return undefined;
        if (!(await stat(real)).isFile()) return undefined;
        return await readFile(real);
      } catch {
        return undefined;
      }
    },
  };
}
