#!/usr/bin/env node
// Load on the preview server: build the CTFd site, run `ctfdocs serve
// --no-watch` on it, and drive 50 connections for 10 s (autocannon, loopback)
// at a doc page and at a content-hashed asset. Prints one JSON line:
// requests/s, p99 latency, errors and non-2xx for each target.
// Options: --duration <seconds>  --connections <n>
import { spawn, spawnSync } from 'node:child_process';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const repo = path.resolve(fileURLToPath(import.meta.url), '../..');
const args = process.argv.slice(2);
const opt = (name, def) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : def);
const duration = opt('--duration', 10);
const connections = opt('--connections', 50);
const cli = path.join(repo, 'bin/ctfdocs');
const out = path.join(repo, 'bench/tmp/out-serve-load');

await rm(out, { recursive: true, force: true });
const built = spawnSync(process.execPath, [cli, 'build', '--quiet', '--out-dir', out], { cwd: repo, encoding: 'utf8', env: { ...process.env, CI: '1' } });
if (built.status !== 0) throw new Error(`build failed:\n${built.stderr.slice(-2000)}`);
const asset = (await readdir(path.join(out, 'assets/js'))).find((f) => /^main\.[0-9a-f]{10}\.js$/.test(f));
if (!asset) throw new Error('no hashed main.*.js in the build');

const server = spawn(process.execPath, [cli, 'serve', '--no-watch', '--out-dir', out, '--port', '0'], { cwd: repo, env: { ...process.env, CI: '1' } });
const base = await new Promise((resolve, reject) => {
  let err = '';
  server.stderr.on('data', (d) => {
    err += d;
    const m = / at http:\/\/localhost:(\d+)\//.exec(err);
    if (m) resolve(`http://127.0.0.1:${m[1]}`);
  });
  server.on('exit', (code) => reject(new Error(`serve exited with ${code}:\n${err}`)));
});

async function load(name, pathname) {
  const r = await autocannon({ url: base + pathname, connections, duration });
  return {
    name,
    path: pathname,
    requestsPerSecond: Math.round(r.requests.average),
    p99ms: r.latency.p99,
    requests: r.requests.total,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

try {
  const targets = [await load('doc page', '/docs/overview'), await load('hashed asset', `/assets/js/${asset}`)];
  console.log(JSON.stringify({ connections, duration, targets }));
} finally {
  server.kill('SIGTERM');
}
