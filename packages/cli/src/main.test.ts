// What the CLI prints when something inside ctfdocs fails unexpectedly, and
// for bad option values: always in the format asked for, never nothing.
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@ctfdocs/renderer', () => ({
  buildSite: async () => {
    throw new RangeError('Maximum call stack size exceeded');
  },
}));
// A value that slipped through would start a server: here it fails at once, with exit code 1.
vi.mock('@ctfdocs/dev-server', () => ({
  startServer: async () => {
    throw new Error('the server was started');
  },
}));

const { main } = await import('./main.ts');

let out = '';
let err = '';
beforeEach(() => {
  out = '';
  err = '';
});

function run(...args: string[]): Promise<number | undefined> {
  return main(['node', 'ctfdocs', ...args], {
    cwd: process.cwd(),
    stdout: { write: (s: string) => (out += s) },
    stderr: { write: (s: string) => (err += s) },
    env: {},
    interactive: false,
  });
}

describe('an internal error', () => {
  it('is still valid JSON from check --format json', async () => {
    expect(await run('check', '--format', 'json')).toBe(1);
    const report = JSON.parse(out);
    expect(report).toMatchObject({ errors: 1, diagnostics: [{ severity: 'error', code: 'internal', message: 'Maximum call stack size exceeded' }] });
  });

  it('is a workflow annotation from check --format github', async () => {
    expect(await run('check', '--format', 'github')).toBe(1);
    expect(err).toMatch(/^::error title=internal::Maximum call stack size exceeded/m);
  });

  it('is one line and a hint in text, with the stack only under --debug', async () => {
    expect(await run('check')).toBe(1);
    expect(err).toContain('error Maximum call stack size exceeded');
    expect(err).toContain('--debug');
    expect(err).not.toContain('at ');
    expect(await run('check', '--debug')).toBe(1);
    expect(err).toMatch(/RangeError: Maximum call stack size exceeded\n\s+at /);
  });
});

describe('a bad option value', () => {
  it('serve --port abc is a usage error that says what is wrong', async () => {
    expect(await run('serve', '--port', 'abc')).toBe(2);
    expect(err).toContain("argument 'abc' is invalid. It must be a whole number from 0 to 65535.");
  });

  it('serve --port with an empty, negative, fractional, too large or padded value is a usage error, not a random port', async () => {
    for (const value of ['', ' ', '-1', '1.5', '70000', '0x50', '1e3', ' 80']) {
      err = '';
      expect(await run('serve', '--port', value), JSON.stringify(value)).toBe(2);
      expect(err, JSON.stringify(value)).toContain('It must be a whole number from 0 to 65535.');
      expect(err).not.toContain('the server was started');
    }
  });
});
