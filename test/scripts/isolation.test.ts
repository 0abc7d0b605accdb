// Test files share their worker's modules (vitest.config.ts, isolate: false),
// so a file that replaces a module must run in the isolated tier: otherwise
// its mock misses whenever another file loaded the module first, and it
// passes or fails by the order the files ran in.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MOCKING_TESTS } from '../../vitest.config.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** The suite's test files, relative to the root: packages' and test/'s, without dependencies, fixtures and scratch folders. */
function testFiles(dir = ''): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return ['node_modules', 'fixtures', 'tmp', 'dist'].includes(e.name) || e.name.startsWith('.') ? [] : testFiles(rel);
    return rel.endsWith('.test.ts') ? [rel] : [];
  });
}

const mocksModules = (file: string) => /\bvi\.(?:do)?[mM]ock\(/.test(readFileSync(path.join(root, file), 'utf8'));

describe('test isolation', () => {
  it('runs every test file that mocks a module in the isolated tier, and lists no other', () => {
    const mocking = [...testFiles('packages'), ...testFiles('test')].filter(mocksModules).sort();
    expect(mocking.length).toBeGreaterThan(0);
    expect(mocking).toEqual([...MOCKING_TESTS].sort());
  });
});
