// Inside the repository `pnpm ctfdocs …` and `pnpm exec ctfdocs …` run the CLI
// with nothing of pnpm's on stdout, so its JSON can be piped into jq.
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { copyFixture, type CliResult } from '../helpers/fixture.ts';

function pnpm(args: string[], cwd: string): Promise<CliResult> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['-y', 'pnpm@10', ...args], { cwd, env: { ...process.env, CI: '1', NO_COLOR: '1' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

describe('ctfdocs through pnpm in the repository', () => {
  it.each([[['ctfdocs']], [['exec', 'ctfdocs']]])('pnpm %j check --format json prints only the JSON report', async (prefix) => {
    const dir = await copyFixture('basic');
    const r = await pnpm([...prefix, 'check', '--format', 'json'], dir);
    expect(r.code, r.stderr).toBe(0);
    // The one notice: the fixture's React home page runs code at build time.
    expect(JSON.parse(r.stdout)).toEqual({ errors: 0, warnings: 0, notices: 1, diagnostics: [expect.objectContaining({ severity: 'notice', file: 'site/pages/index.tsx' })] });
  });
});
