import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeFileAtomic, writeFileAtomicSync } from './write-atomic.ts';

describe('writeFileAtomic', () => {
  // serve renders its first pages while the whole site builds, and both write
  // the same bundled page module: one temporary name per process made the
  // second rename fail (ENOENT) once the first had moved the file away.
  it('lets writes of one file from the same process overlap', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'atomic-'));
    const file = path.join(dir, 'page.mjs');
    const contents = Array.from({ length: 20 }, (_, i) => `export default ${i};\n`.repeat(2000));
    await Promise.all(contents.map((c) => writeFileAtomic(file, c)));
    expect(contents).toContain(await readFile(file, 'utf8'));
    expect(await readdir(dir)).toEqual(['page.mjs']);
  });

  it('writes synchronously too, leaving no temporary file', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'atomic-'));
    const file = path.join(dir, 'entry.json');
    writeFileAtomicSync(file, '{"a":1}');
    writeFileAtomicSync(file, '{"a":2}');
    expect(await readFile(file, 'utf8')).toBe('{"a":2}');
    expect(await readdir(dir)).toEqual(['entry.json']);
  });
});
