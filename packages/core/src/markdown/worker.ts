// A compile worker: its own highlighter and pipeline, fed jobs by
// compile-parallel.ts. Functions cannot cross threads, so link resolution and
// image registration are rebuilt here from plain data.
import { parentPort } from 'node:worker_threads';
import { createMarkdownCompiler, isMdx } from './compile.ts';
import { WARM_UP_PAGE } from './warm-up-page.ts';
import { ImageRegistry } from '../assets/images.ts';
import { READS_NOTHING } from '../util/read-roots.ts';
import type { CompileJob, WorkerInit, WorkerReply } from './compile-parallel.ts';
import { currentThreadId } from '../util/thread-cpu.ts';
import { useHighlightCache } from './highlight-cache.ts';

const port = parentPort!;
let routes = new Map<string, string>();
let images = new ImageRegistry('/', READS_NOTHING);
let markdown: WorkerInit['markdown'] | undefined;
const compilerReady = createMarkdownCompiler();
let jobsArrived = false;

port.on('message', async (msg: { type: 'init'; init: WorkerInit } | { type: 'jobs'; jobs: CompileJob[]; announceStart?: boolean }) => {
  if (msg.type === 'init') {
    routes = new Map(msg.init.routes);
    images = new ImageRegistry(msg.init.baseUrl, msg.init.readRules);
    markdown = msg.init.markdown;
    useHighlightCache(msg.init.highlightCache);
    return;
  }
  jobsArrived = true;
  const compiler = await compilerReady;
  await compiler.prepare(
    msg.jobs.map((j) => j.body),
    msg.jobs.some(isMdx),
  );
  // The page budget (compile-guarded.ts) counts from here: starting the
  // worker and loading the highlighter are not the page's doing. The thread
  // id lets it count this thread's CPU time rather than the wall clock.
  if (msg.announceStart) port.postMessage({ started: true, tid: currentThreadId() });
  const results = msg.jobs.map((job) => ({
    id: job.id,
    compiled: compiler.compile({ ...job, markdown, resolveMarkdown: (abs) => routes.get(abs), addAsset: (abs) => images.add(abs) }),
  }));
  port.postMessage({ results } satisfies WorkerReply);
});

/**
 * bin/ctfdocs starts workers while the main thread is still loading the site,
 * so a worker waits a few hundred milliseconds for its first jobs. It spends
 * them compiling a sample page until V8 has optimised the parser: otherwise
 * its first pages run several times slower than the rest. Stops as soon as
 * real jobs come; nothing of the sample is kept.
 */
const WARM_UP_ROUNDS = 12;
void compilerReady.then(async (compiler) => {
  await compiler.prepare([WARM_UP_PAGE]);
  for (let i = 0; i < WARM_UP_ROUNDS && !jobsArrived; i++) {
    compiler.compile({ body: WARM_UP_PAGE, file: 'warm-up.md', absPath: '/warm-up.md', lineOffset: 1, tocMin: 2, tocMax: 3, resolveMarkdown: () => undefined, addAsset: () => undefined });
    // Let a message in between rounds.
    await new Promise((r) => setImmediate(r));
  }
});
