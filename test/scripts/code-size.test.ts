// The size limits of the packages' code (issue #33): no function over 120
// lines and no file over 400, tests and declaration files aside. A room that
// grows past them is split by what its parts do, not trimmed to fit.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/fixture.ts';

const MAX_FUNCTION_LINES = 120;
const MAX_FILE_LINES = 400;

function sources(): string[] {
  const packages = path.join(repoRoot, 'packages');
  return readdirSync(packages).flatMap((pkg) =>
    readdirSync(path.join(packages, pkg, 'src'), { recursive: true })
      .map(String)
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$|\.d\.ts$/.test(f))
      .map((f) => path.join('packages', pkg, 'src', f)),
  );
}

/** Every function longer than `max` lines in `file`, as "file:line (n lines)". */
function longFunctions(file: string, max: number): string[] {
  const text = readFileSync(path.join(repoRoot, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart()).line;
      const lines = source.getLineAndCharacterOfPosition(node.end).line - first + 1;
      if (lines > max) found.push(`${file}:${first + 1} (${lines} lines)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("the packages' code", () => {
  const files = sources();

  it('is read whole: several hundred files', () => {
    expect(files.length).toBeGreaterThan(300);
  });

  it(`has no function over ${MAX_FUNCTION_LINES} lines`, () => {
    expect(files.flatMap((f) => longFunctions(f, MAX_FUNCTION_LINES))).toEqual([]);
  });

  it(`has no file over ${MAX_FILE_LINES} lines`, () => {
    const lines = (f: string) => readFileSync(path.join(repoRoot, f), 'utf8').split('\n').length - 1;
    expect(files.filter((f) => lines(f) > MAX_FILE_LINES).map((f) => `${f} (${lines(f)} lines)`)).toEqual([]);
  });

  it('finds a long function where there is one', () => {
    expect(longFunctions('packages/renderer/src/build.ts', 20)).toContainEqual(expect.stringMatching(/^packages\/renderer\/src\/build\.ts:\d+ \(\d+ lines\)$/));
  });
});
