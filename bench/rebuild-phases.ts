// Time of each build phase when serve rebuilds after one save (a profiling aid):
// node --import tsx bench/rebuild-phases.ts [site dir] [page relative to it]
// Each rebuild is told of the saved page, as serve's are (a body-only save
// keeps the content graph), and prints its wall and CPU time (all threads)
// and the time from each phase's start to the next.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildSite, createBuildCache } from '@ctfdocs/renderer';
import { CompileWorkers } from '@ctfdocs/core';
const root = process.argv[2] ?? '/work/main/bench/tmp/corpus-170';
const rel = process.argv[3] ?? 'content/docs/section-0/group-0/page-0.md';
const file = path.join(root, rel);
const original = await readFile(file, 'utf8');
const cache = createBuildCache();
const workers = new CompileWorkers();
try {
  for (let i = 0; i < Number(process.env.N ?? 8); i++) {
    await writeFile(file, `${original}\n\nmarker ${i}\n`);
    const phases: Record<string, number> = {};
    let phase = 'start';
    let at = performance.now();
    const lap = (next: string) => {
      const now = performance.now();
      phases[phase] = Math.round(now - at);
      phase = next;
      at = now;
    };
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    await buildSite({
      rootDir: root,
      configPath: 'site/ctfdocs.config.yaml',
      outDir: '/tmp/x',
      write: false,
      dev: true,
      workers,
      cache,
      deferSearchIndex: true,
      changed: [rel],
      onPhase: lap,
    });
    lap('end');
    const cpu = process.cpuUsage(cpu0);
    console.log(`${Math.round(performance.now() - t0)} ms wall, ${Math.round((cpu.user + cpu.system) / 1000)} ms cpu`, JSON.stringify(phases));
  }
} finally {
  await workers.close();
  await writeFile(file, original);
}
