import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config/load.ts';
import { checkNames, parseNameList } from './check.ts';

const known = new Set(['SECRET_KEY', 'DATABASE_URL', 'REVERSE_PROXY']);
const ctx = { listFile: 'specs/keys.txt', configPath: 'checkNames[0]' };

function configured(yaml: string) {
  const { config, diagnostics } = parseConfig(`title: T\nurl: https://example.com\ncheckNames:\n  - names: specs/keys.txt\n${yaml}`, 'c.yaml');
  return { check: config?.checkNames[0], diagnostics };
}

function run(yaml: string, body: string) {
  const { check } = configured(yaml);
  return checkNames(check!, known, [{ file: 'content/docs/config.md', body, bodyLine: 4 }], ctx);
}

describe('parseNameList', () => {
  it('takes one name a line and drops comments and blank lines', () => {
    expect(parseNameList('# from config.ini\nSECRET_KEY\n\n  DATABASE_URL  # [server]\n')).toEqual(['SECRET_KEY', 'DATABASE_URL']);
  });
});

describe('checkNames', () => {
  it('reports a name of the shape that the list lacks, at its line and column, with the nearest name', () => {
    const found = run("    kind: server setting\n    match: '[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+'\n", 'Set `SECRET_KEY`.\n\nThen `SECRET_KY` and `DATABASE_URL`.\n');
    expect(found).toEqual([
      {
        severity: 'warning',
        code: 'names/unknown',
        file: 'content/docs/config.md',
        line: 6,
        column: 7,
        message: '`SECRET_KY` is not a known server setting: specs/keys.txt does not list it',
        hint: 'Nearest: `SECRET_KEY`. Correct the name, or add it to checkNames[0].ignore if it is not a server setting.',
      },
    ]);
  });

  it('tests only spans that match the pattern in full, and leaves ignored names and code blocks alone', () => {
    const body = 'A `lower_case`, `SECRET_KEY=abc`, `CTFD_URL`.\n\n```ini\nNOT_A_KEY = 1\n```\n';
    expect(run("    match: '[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+'\n    ignore: [CTFD_URL]\n", body)).toEqual([]);
  });

  it('checks the group named "name" when the pattern has one, pointing at it', () => {
    const found = run("    match: '(?<name>[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)(?: ?= ?\\S.*)?'\n", '`REVERSE_PROXY=true` and `UPLOAD_PROVIDR = s3`\n');
    expect(found.map((d) => [d.line, d.column, d.message])).toEqual([[4, 27, '`UPLOAD_PROVIDR` is not a known name: specs/keys.txt does not list it']]);
  });

  it('gives no nearest name when none is close, and an error when onUnknownName is throw', () => {
    const [d] = run("    match: '[A-Z_]+'\n    onUnknownName: throw\n", '`WORKERS`\n');
    expect(d.severity).toBe('error');
    expect(d.hint).toBe('Correct the name, or add it to checkNames[0].ignore if it is not a name.');
  });

  it('reports nothing when onUnknownName is ignore', () => {
    expect(run("    match: '[A-Z_]+'\n    onUnknownName: ignore\n", '`WORKERS`\n')).toEqual([]);
  });
});

describe('checkNames[] config', () => {
  it('rejects a pattern that is no regular expression and an include entry that is no instance path, naming the key', () => {
    const { diagnostics } = configured("    match: '[A-Z'\n    include: ['docs//x', '/docs']\n");
    expect(diagnostics.map((d) => d.configPath).sort()).toEqual(['checkNames[0].include[0]', 'checkNames[0].include[1]', 'checkNames[0].match']);
    expect(diagnostics.find((d) => d.configPath === 'checkNames[0].match')?.message).toContain('is not a valid regular expression');
  });
});
