// `ctfdocs check` and `build` with secrets in a site: one in a page's front
// matter and one in its body, one in the config, one in a static file, one
// the build alone writes (a React page makes it), and the site's own pattern
// (a flag) in and out of a code block marked example. Each is named with its
// file, line and key; none is printed in full; the build writes nothing.
import { existsSync } from 'node:fs';
import { generateKeyPairSync } from 'node:crypto';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '@ctfdocs/core';
import { copyFixture, edit, runCli, write } from '../helpers/fixture.ts';
import { SecretMaker } from '../helpers/secrets.ts';

const make = new SecretMaker('integration');
const inPage = make.ctfdToken();
const inFrontMatter = make.checksummed('npm_');
const inConfig = make.awsKeyId();
const pem = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const github = make.checksummed('ghp_');

async function leakySite(): Promise<string> {
  const dir = await copyFixture('basic');
  await write(
    dir,
    'content/guide/deploy.md',
    [
      '---',
      'title: Deploy',
      `description: 'Publish with ${inFrontMatter}'`,
      '---',
      '',
      'Set the token:',
      '',
      '```sh',
      `export CTFD_TOKEN=${inPage}`,
      '```',
      '',
      '```text example',
      'flag{t17_8c1e4f0a}',
      '```',
      '',
      'The flag of the warm-up is `flag{3f9a1c7e2b}`.',
      '',
    ].join('\n'),
  );
  await write(dir, 'site/static/deploy.pem', pem);
  // Made when the page renders: no site file holds it as written.
  await write(dir, 'site/pages/status.tsx', `export default function Status() {\n  return <pre>{['${github.slice(0, 10)}', '${github.slice(10)}'].join('')}</pre>;\n}\n`);
  await edit(dir, 'site/ctfdocs.config.yaml', (s) =>
    s.replace(
      'tagline: A small site for tests',
      `tagline: 'Deploys as ${inConfig}'\ncheckSecrets:\n  patterns:\n    - name: ctf-flag\n      label: flag\n      regex: 'flag\\{(?<secret>[^{}\\s]{1,200})\\}'\n      realLooking: random`,
    ),
  );
  return dir;
}

async function check(dir: string): Promise<{ code: number; stdout: string; diagnostics: Diagnostic[] }> {
  const r = await runCli(dir, ['check', '--format', 'json']);
  return { code: r.code, stdout: r.stdout, diagnostics: (JSON.parse(r.stdout) as { diagnostics: Diagnostic[] }).diagnostics.filter((d) => d.code.startsWith('secrets/')) };
}

describe('the secret scan', () => {
  it('fails check with each secret named at its file, line and key, never printed in full', async () => {
    const dir = await leakySite();
    const { code, stdout, diagnostics } = await check(dir);
    expect(code).toBe(1);
    const at = (d: Diagnostic) => [d.code, d.file, d.line, d.configPath];
    expect(diagnostics.map(at).sort()).toEqual(
      [
        ['secrets/npm', 'content/guide/deploy.md', 3, undefined],
        ['secrets/ctfd-token', 'content/guide/deploy.md', 9, undefined],
        ['secrets/ctf-flag', 'content/guide/deploy.md', 16, undefined],
        ['secrets/aws', 'site/ctfdocs.config.yaml', 2, 'tagline'],
        ['secrets/private-key', 'site/static/deploy.pem', 1, undefined],
        ['secrets/github', 'site/pages/status.tsx', undefined, undefined],
      ].sort(),
    );
    expect(diagnostics.find((d) => d.code === 'secrets/github')?.message).toContain('in the build output: build/status.html');
    for (const secret of [inPage, inFrontMatter, inConfig, github, 'flag{3f9a1c7e2b}', ...pem.split('\n').slice(1, -2)]) expect(stdout).not.toContain(secret);
  });

  it('fails the build, which leaves no output; an allowed fingerprint, value or file is let through', async () => {
    const dir = await leakySite();
    const build = await runCli(dir, ['build']);
    expect(build.code).toBe(1);
    expect(existsSync(path.join(dir, 'build'))).toBe(false);
    const { diagnostics } = await check(dir);
    const fingerprint = /fingerprint ([0-9a-f]{16})/.exec(diagnostics.find((d) => d.code === 'secrets/github')!.message)![1];
    await edit(dir, 'site/ctfdocs.config.yaml', (s) =>
      s.replace('checkSecrets:\n', `checkSecrets:\n  allow:\n    - fingerprint: ${fingerprint}\n    - value: '${inPage}'\n    - files: static/*.pem\n`),
    );
    expect((await check(dir)).diagnostics.map((d) => d.code).sort()).toEqual(['secrets/aws', 'secrets/ctf-flag', 'secrets/npm']);
  });

  it('warns instead with onSecret: warn, and is silent when off', async () => {
    const dir = await leakySite();
    await edit(dir, 'site/ctfdocs.config.yaml', (s) => s.replace('checkSecrets:\n', 'checkSecrets:\n  onSecret: warn\n'));
    const warned = await check(dir);
    expect(warned.code).toBe(0);
    expect(warned.diagnostics.map((d) => d.severity)).toEqual(Array(6).fill('warning'));
    await edit(dir, 'site/ctfdocs.config.yaml', (s) => s.replace('checkSecrets:\n  onSecret: warn\n', 'checkSecrets:\n  enabled: false\n'));
    expect((await check(dir)).diagnostics).toEqual([]);
  });
});
