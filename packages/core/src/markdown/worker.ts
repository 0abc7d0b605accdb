// A compile worker: its own highlighter and pipeline, fed jobs by
// compile-pool.ts, which stops it when a page runs over its budget. Functions
// cannot cross threads, so link resolution and image registration are
// rebuilt here from plain data.
import { parentPort, workerData } from 'node:worker_threads';
import { createMarkdownCompiler, isMdx } from './compile.ts';
import { WARM_UP_PAGE } from './warm-up-page.ts';
import { ImageRegistry } from '../assets/images.ts';
import type { FromWorker, ToWorker } from './compile-pool.ts';
import type { WorkerInit } from './compile-parallel.ts';
import { READS_NOTHING } from '../util/read-roots.ts';
import { currentThreadId, threadCpuMs } from '../util/thread-cpu.ts';
import { useHighlightCache } from './highlight-cache.ts';

const port = parentPort!;
const tid = currentThreadId();
let routes = new Map<string, string>();
let images = new ImageRegistry('/', READS_NOTHING);
let markdown: WorkerInit['markdown'] | undefined;
const compilerReady = createMarkdownCompiler();
let jobsArrived = false;
const send = (msg: FromWorker) => port.postMessage(msg);

async function handle(msg: ToWorker): Promise<void> {
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
  for (const job of msg.jobs) {
    // The page's budget counts from here, in this thread's CPU time: starting
    // the worker and loading the highlighter are not the page's doing.
    send({ type: 'started', id: job.id, tid, cpu: tid === undefined ? undefined : threadCpuMs(tid) });
    const compiled = await compiler.compile({ ...job, markdown, resolveMarkdown: (abs) => routes.get(abs), addAsset: (abs) => images.add(abs) });
    send({ type: 'done', id: job.id, compiled });
  }
}

// One message at a time, in order: a batch waits for the languages it loads,
// and the next run's routes must not replace these before its pages are done.
let inOrder = Promise.resolve();
port.on('message', (msg: ToWorker) => {
  inOrder = inOrder.then(() => handle(msg));
});

/**
 * bin/ctfdocs starts a worker while the main thread is still loading the site,
 * so it waits a few hundred milliseconds for its first jobs. It spends
 * them compiling a sample page until V8 has optimised the parser: otherwise
 * its first pages run several times slower than the rest. Stops as soon as
 * real jobs come; nothing of the sample is kept. Not for a worker that has
 * jobs already, nor one bin/ctfdocs started for a site with less markdown
 * than the sample's rounds (`workerData.warmUp`: bin/launch.mjs).
 */
const WARM_UP_ROUNDS = 12;
const warmUp = (workerData as { warmUp?: boolean } | undefined)?.warmUp !== false;
void compilerReady.then(async (compiler) => {
  // Loading the sample's languages would delay pages that may not need them.
  if (!warmUp || jobsArrived) return;
  await compiler.prepare([WARM_UP_PAGE]);
  for (let i = 0; i < WARM_UP_ROUNDS && !jobsArrived; i++) {
    await compiler.compile({ body: WARM_UP_PAGE, file: 'warm-up.md', absPath: '/warm-up.md', lineOffset: 1, tocMin: 2, tocMax: 3, resolveMarkdown: () => undefined, addAsset: () => undefined });
    // Let a message in between rounds.
    await new Promise((r) => setImmediate(r));
  }
});
