import { mkdtemp, writeFile } from 'node:fs/promises';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findSidebarsFile, readSidebarsFile } from './read-file.ts';

const repo = path.resolve(fileURLToPath(import.meta.url), '../../../../..');

async function dirWith(files: Record<string, string>): Promise<string> {
  await mkdir(path.join(repo, 'test/tmp'), { recursive: true });
  const dir = await mkdtemp(path.join(repo, 'test/tmp', 'sidebars-file-'));
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text);
  return dir;
}

describe('reading a sidebars file', () => {
  it('evaluates JavaScript and TypeScript modules as Docusaurus does', async () => {
    const dir = await dirWith({
      'a.js': "const x = ['intro'];\nmodule.exports = { docs: x };\n",
      'b.ts': "const s: Record<string, string[]> = { docs: ['intro'] };\nexport default s;\n",
      'c.mjs': "export default { docs: ['intro'] };\n",
      'd.json': '{ "docs": ["intro"] }\n',
    });
    for (const f of ['a.js', 'b.ts', 'c.mjs', 'd.json']) {
      const src = await readSidebarsFile(dir, f);
      expect(src.diagnostics).toEqual([]);
      expect(src.value).toEqual({ docs: ['intro'] });
    }
  });

  it('names the file and line of a syntax error instead of calling it YAML', async () => {
    const dir = await dirWith({ 'sidebars.js': "module.exports = {\n  docs: ['intro',,\n" });
    const src = await readSidebarsFile(dir, 'sidebars.js');
    expect(src.diagnostics).toHaveLength(1);
    expect(src.diagnostics[0]).toMatchObject({ code: 'sidebars/module', file: 'sidebars.js', line: 3 });
    expect(src.diagnostics[0].message).not.toMatch(/yaml/i);
  });

  it('names the file when the module throws', async () => {
    const dir = await dirWith({ 'sidebars.cjs': "throw new Error('no sidebars today');\n" });
    const src = await readSidebarsFile(dir, 'sidebars.cjs');
    expect(src.diagnostics[0]).toMatchObject({ code: 'sidebars/module', file: 'sidebars.cjs' });
    expect(src.diagnostics[0].message).toContain('no sidebars today');
  });

  it("finds a released version's sidebars in whichever format it was written", async () => {
    const dir = await dirWith({ 'version-1.0-sidebars.json': '{}' });
    expect(findSidebarsFile(dir, 'version-1.0-sidebars.yaml')).toBe('version-1.0-sidebars.json');
    expect(findSidebarsFile(dir, 'version-2.0-sidebars.yaml')).toBe('version-2.0-sidebars.yaml');
  });
});
