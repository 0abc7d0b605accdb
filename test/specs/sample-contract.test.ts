// The contract test of the code samples: every sample the reference shows
// for specs/ctfd-api.yaml and specs/koth-agent.yaml, run as written (curl in
// bash, Python with requests, JavaScript with Node's fetch) against a stub of
// the document's server that validates each request against its operation
// (test/helpers/api-stub.ts). Each language's samples run in one process.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { codeSamples, loadApiDocument, sampleRequest, type ApiDocument, type ApiOperation } from '@ctfdocs/core';
import { repoRoot } from '../helpers/fixture.ts';
import { startApiStub, type Stub } from '../helpers/api-stub.ts';

const SPECS = [{ file: 'specs/ctfd-api.yaml', tokenNeedsJson: { multipartOperations: ['uploadFiles'] } }, { file: 'specs/koth-agent.yaml' }];

/** A python3 that can import requests: the one on PATH, else Debian's (package python3-requests). */
function findPython(): string | undefined {
  return ['python3', '/usr/bin/python3'].find((p) => spawnSync(p, ['-c', 'import requests'], { stdio: 'ignore' }).status === 0);
}
const python = findPython();

const PY_RUNNER = `
import contextlib, io, json, sys, traceback
for sample in json.load(open(sys.argv[1])):
    try:
        with contextlib.redirect_stdout(io.StringIO()):
            exec(compile(sample["code"], sample["id"], "exec"), {"__name__": "__main__"})
    except Exception:
        print("FAILED " + sample["id"] + ": " + traceback.format_exc().strip().splitlines()[-1])
`;

const JS_RUNNER = `
const samples = JSON.parse(await (await import('node:fs/promises')).readFile(process.argv[2], 'utf8'));
const log = console.log;
console.log = () => {};
for (const s of samples) {
  try {
    await import(new URL(s.file, 'file://' + process.argv[3] + '/').href);
  } catch (err) {
    log('FAILED ' + s.id + ': ' + err.message);
  }
}
`;

function run(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => resolve({ code, out }));
  });
}

for (const spec of SPECS) {
  describe(`code samples of ${spec.file}`, () => {
    let api: ApiDocument;
    let ops: ApiOperation[];
    let stub: Stub;
    let dir: string;
    let env: NodeJS.ProcessEnv;
    const samplesFor = (lang: string) =>
      ops.map((op) => ({ op, code: codeSamples(op, api, { server: `${stub.url}/s/${encodeURIComponent(op.id)}${basePath(api)}` }).find((s) => s.id === lang)!.code }));

    beforeAll(async () => {
      const loaded = await loadApiDocument(path.join(repoRoot, spec.file), spec.file);
      api = loaded.api!;
      ops = api.tags.flatMap((t) => t.operations);
      const secrets = Object.fromEntries(api.security.map((s) => [s.name, `test-secret-of-${s.name}`]));
      stub = await startApiStub({
        doc: await SwaggerParser.dereference(path.join(repoRoot, spec.file)),
        basePath: basePath(api),
        secrets,
        tokenNeedsJson: spec.tokenNeedsJson,
      });
      env = { ...process.env, NO_PROXY: '127.0.0.1', no_proxy: '127.0.0.1' };
      for (const s of api.security) env[s.variable] = secrets[s.name];
      dir = await mkdtemp(path.join(tmpdir(), 'ctfdocs-samples-'));
      // The files the upload samples name, in the folder the samples run in.
      for (const op of ops) {
        const body = sampleRequest(op, api).body;
        if (body?.kind === 'multipart') for (const f of body.fields) if ('file' in f) await writeFile(path.join(dir, f.file), `content of ${f.file}\n`);
      }
    });
    afterAll(async () => {
      await stub?.close();
      if (dir) await rm(dir, { recursive: true, force: true });
    });

    /** Each operation must have been called once by its own sample, with a request its operation accepts. */
    function verdict(lang: string, runnerOutput: string): void {
      const records = stub.records.splice(0);
      const failures = runnerOutput.split('\n').filter((l) => l.startsWith('FAILED'));
      for (const op of ops) {
        const mine = records.filter((r) => r.expected === op.id);
        if (mine.length !== 1) failures.push(`${op.id}: ${mine.length} requests`);
        for (const r of mine) if (r.problems.length) failures.push(`${op.id} (${op.method} ${op.path}): ${r.problems.join('; ')}`);
      }
      const passed = ops.filter((op) => !failures.some((f) => f.startsWith(`${op.id} `) || f.startsWith(`${op.id}:`) || f.startsWith(`FAILED ${op.id}:`))).length;
      console.log(`${spec.file} ${lang} ${passed}/${ops.length}`);
      expect(failures).toEqual([]);
      expect(passed).toBe(ops.length);
    }

    it('runs every curl sample against the operation it documents', async () => {
      const script = samplesFor('curl')
        .map(({ op, code }) => `(\n${code}\n) >/dev/null 2>&1 || echo "FAILED ${op.id}: curl exited with $?"`)
        .join('\n');
      await writeFile(path.join(dir, 'samples.sh'), script);
      const { out } = await run('bash', ['samples.sh'], dir, env);
      verdict('curl', out);
      // The first language also compiles the validator of every operation.
    }, 180_000);

    it('runs every Python sample with requests', async (ctx) => {
      if (!python) {
        console.warn(`\n*** NO PYTHON WITH requests: the Python samples of ${spec.file} were NOT run. Install Debian's python3-requests (scripts/test.mjs does so when run as root). ***\n`);
        ctx.skip();
      }
      await writeFile(path.join(dir, 'samples.json'), JSON.stringify(samplesFor('python').map(({ op, code }) => ({ id: op.id, code }))));
      await writeFile(path.join(dir, 'runner.py'), PY_RUNNER);
      const { out } = await run(python!, ['runner.py', 'samples.json'], dir, env);
      verdict('Python', out);
    }, 120_000);

    it("runs every JavaScript sample with Node's fetch", async () => {
      await mkdir(path.join(dir, 'js'), { recursive: true });
      const list = samplesFor('javascript').map(({ op, code }, i) => ({ id: op.id, file: `js/${i}.mjs`, code }));
      for (const s of list) await writeFile(path.join(dir, s.file), s.code);
      await writeFile(path.join(dir, 'samples-js.json'), JSON.stringify(list.map(({ id, file }) => ({ id, file }))));
      await writeFile(path.join(dir, 'runner.mjs'), JS_RUNNER);
      const { out } = await run(process.execPath, ['runner.mjs', 'samples-js.json', dir], dir, env);
      verdict('JavaScript', out);
    }, 120_000);
  });
}

function basePath(api: ApiDocument): string {
  return new URL(api.servers[0] ?? 'http://x').pathname.replace(/\/$/, '');
}

describe('the stub the samples run against', () => {
  let stub: Stub;
  beforeAll(async () => {
    stub = await startApiStub({
      doc: await SwaggerParser.dereference(path.join(repoRoot, 'specs/ctfd-api.yaml')),
      basePath: '/api/v1',
      secrets: { AccessToken: 'secret', PlayerToken: 'player-secret' },
      tokenNeedsJson: { multipartOperations: ['uploadFiles'] },
    });
  });
  afterAll(() => stub?.close());

  async function problems(opId: string, pathAndQuery: string, init: RequestInit = {}): Promise<string[]> {
    const headers = { Authorization: 'Token secret', 'Content-Type': 'application/json', ...(init.headers as Record<string, string>) };
    await fetch(`${stub.url}/s/${opId}/api/v1${pathAndQuery}`, { ...init, headers: Object.fromEntries(Object.entries(headers).filter(([, v]) => v)) });
    return stub.records.splice(0).flatMap((r) => r.problems);
  }

  it('accepts a request that follows the operation', async () => {
    expect(await problems('getChallenge', '/challenges/1')).toEqual([]);
  });

  it('refuses a token sent without a JSON content type, as CTFd ignores it', async () => {
    expect(await problems('getChallenge', '/challenges/1', { headers: { 'Content-Type': '' } })).toEqual([expect.stringContaining('CTFd ignores the token')]);
  });

  it('refuses a missing or wrong credential on an operation that needs one', async () => {
    expect(await problems('getAward', '/awards/1', { headers: { Authorization: '' } })).toEqual(['no credential sent']);
    expect(await problems('getAward', '/awards/1', { headers: { Authorization: 'secret' } })).toEqual([expect.stringContaining('expected "Token secret"'), 'no credential sent']);
  });

  it("takes either token on an operation that offers a player's and an admin's, and names both when neither matches", async () => {
    const attempt = (token: string) =>
      problems('attemptChallenge', '/challenges/attempt', { method: 'POST', headers: { Authorization: token }, body: JSON.stringify({ challenge_id: 1, submission: 'x' }) });
    expect(await attempt('Token player-secret')).toEqual([]);
    expect(await attempt('Token secret')).toEqual([]);
    expect(await attempt('Token wrong')).toEqual([expect.stringContaining('expected "Token player-secret"'), expect.stringContaining('expected "Token secret"')]);
  });

  it('refuses bad path and query parameters, a bad body and a call to another operation', async () => {
    expect(await problems('getChallenge', '/challenges/abc')).not.toEqual([]);
    expect(await problems('listUsers', '/users?field=nonsense')).not.toEqual([]);
    expect(await problems('createUser', '/users', { method: 'POST', body: JSON.stringify({ name: 5 }) })).not.toEqual([]);
    expect(await problems('getChallenge', '/users')).toEqual([expect.stringContaining('called listUsers')]);
  });
});
