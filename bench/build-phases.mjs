#!/usr/bin/env node
// Where a cold build of the CTFd site spends its time: the wall time of each
// phase the CLI announces (config, content, compile, client assets, render,
// site files, check, commit), plus start-up (launch to the first phase) and
// exit (the last phase to the process's end), and the CPU time and peak
// memory of the whole build.
// Budget (issue #20): a cold build of the CTFd site within 2.0 s, a warm one
// within 1.0 s.
//
// The phases are read from the CLI's progress lines (`[ctfdocs] compile`, one
// as each phase starts when stderr is not a terminal), stamped as they
// arrive: no timing code in the build itself.
//
// Run alone (`node bench/build-phases.mjs [--runs 3] [--warm] [--site dir]`;
// --site times a generated corpus instead) or from bench/run.mjs.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { emptyTrash, setAside } from './set-aside.mjs';

const repo = path.resolve(fileURLToPath(import.meta.url), '../..');
const TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;
const RESOURCES = /^@@ (\d+(?:\.\d+)?) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?) (\d+)$/;

/**
 * CPU milliseconds (user + system, every thread) the process `pid` has used so
 * far, with its child processes that have ended (the social card process,
 * once the render closes it; esbuild's service at exit), from /proc;
 * undefined where there is none. On a shared machine a phase's wall time
 * mostly measures the other processes, its CPU time does not. Without the
 * children, the card process's CPU turned up at the end, in the last phase
 * (commit), from /usr/bin/time's total.
 */
function cpuMsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime, stime, cutime and cstime, in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return undefined;
  }
}

/** The node process: /usr/bin/time's child when it runs the build. */
function buildPid(child) {
  if (!TIME) return child.pid;
  try {
    return Number(readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim().split(' ')[0]) || undefined;
  } catch {
    return undefined;
  }
}

/** One build of `dir` in a fresh process: each phase's wall and CPU milliseconds, in the order they ran. */
function measure(dir, outDir) {
  const cli = path.join(repo, 'bin/ctfdocs');
  const args = [cli, 'build', '--out-dir', outDir];
  const [cmd, cmdArgs] = TIME ? [TIME, ['-f', '@@ %e %U %S %M', process.execPath, ...args]] : [process.execPath, args];
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(cmd, cmdArgs, { cwd: dir, env: { ...process.env, CI: '1' }, stdio: ['ignore', 'ignore', 'pipe'] });
    const marks = [['start-up', started, 0]];
    let resources;
    let rest = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk) => {
      const now = performance.now();
      const lines = (rest + chunk).split('\n');
      rest = lines.pop();
      for (const line of lines) {
        const phase = /^\[ctfdocs\] (\w+(?: \w+)*)$/.exec(line)?.[1];
        if (phase) marks.push([phase, now, cpuMsOf(buildPid(child))]);
        const r = RESOURCES.exec(line);
        if (r) resources = { cpuSeconds: Number(r[2]) + Number(r[3]), peakMB: Math.round(Number(r[4]) / 1024) };
      }
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`build in ${dir} failed (exit ${code})`));
      const ended = performance.now();
      marks.push(['exit', ended, resources && resources.cpuSeconds * 1000]);
      const cpu = (i) => (marks[i + 1][2] === undefined || marks[i][2] === undefined ? undefined : Math.round(marks[i + 1][2] - marks[i][2]));
      const phases = marks.slice(0, -1).map(([name, at], i) => [name, Math.round(marks[i + 1][1] - at), cpu(i)]);
      resolve({ phases, wallMs: Math.round(ended - started), ...resources });
    });
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** `runs` builds of a site (the CTFd site unless `dir` names another), each cold (or, with `warm`, after a cold one): the median of each phase. */
export async function benchBuildPhases({ runs = 3, warm = false, dir = repo, name = 'the CTFd site' } = {}) {
  const out = path.join(repo, 'bench/tmp/out-phases');
  const results = [];
  for (let i = 0; i < runs; i++) {
    await setAside([out, path.join(dir, '.ctfdocs-cache')]);
    if (warm) await measure(dir, out);
    results.push(await measure(dir, out));
  }
  const names = results[0].phases.map(([name]) => name);
  return {
    name,
    warm,
    runs,
    phases: names.map((name) => {
      const of = (r) => r.phases.find(([n]) => n === name);
      const cpus = results.map((r) => of(r)?.[2]).filter((v) => v !== undefined);
      return { name, ms: median(results.map((r) => of(r)?.[1] ?? 0)), ...(cpus.length ? { cpuMs: median(cpus) } : {}) };
    }),
    wallMs: median(results.map((r) => r.wallMs)),
    cpuSeconds: results[0].cpuSeconds === undefined ? undefined : median(results.map((r) => r.cpuSeconds)),
    peakMB: results[0].peakMB === undefined ? undefined : median(results.map((r) => r.peakMB)),
  };
}

export function buildPhasesMarkdown(r) {
  const total = [`${(r.wallMs / 1000).toFixed(2)} s wall`, r.cpuSeconds !== undefined && `${r.cpuSeconds.toFixed(2)} s CPU`, r.peakMB !== undefined && `${r.peakMB} MB`].filter(Boolean).join(', ');
  return [
    `| ${r.warm ? 'warm' : 'cold'} build of ${r.name ?? 'the CTFd site'}, by phase | wall ms | CPU ms |`,
    '| --- | ---: | ---: |',
    ...r.phases.map((p) => `| ${p.name} | ${p.ms} | ${p.cpuMs ?? '—'} |`),
    `| total (${total}) | ${r.wallMs} | ${r.cpuSeconds === undefined ? '—' : Math.round(r.cpuSeconds * 1000)} |`,
    '',
    `Median of ${r.runs} runs for each phase; a phase runs from the CLI's progress line naming it to the next. CPU: user + system time of every thread of the build and of its child processes once they ended (the social card process counts in the render), read from /proc as each line arrives.`,
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const runs = Number(args[args.indexOf('--runs') + 1]) || 3;
  const site = args.includes('--site') ? path.resolve(args[args.indexOf('--site') + 1]) : undefined;
  const where = site ? { dir: site, name: path.basename(site) } : {};
  console.log(buildPhasesMarkdown(await benchBuildPhases({ runs, warm: args.includes('--warm'), ...where })));
  await emptyTrash();
}
