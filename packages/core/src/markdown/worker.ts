// A compile worker: its own highlighter and pipeline, fed jobs by
// compile-parallel.ts. Functions cannot cross threads, so link resolution and
// image registration are rebuilt here from plain data.
import { parentPort } from 'node:worker_threads';
import { createMarkdownCompiler } from './compile.ts';
import { ImageRegistry } from '../assets/images.ts';
import type { CompileJob, WorkerInit, WorkerReply } from './compile-parallel.ts';

const port = parentPort!;
let routes = new Map<string, string>();
let images = new ImageRegistry('/');
const compilerReady = createMarkdownCompiler();

port.on('message', async (msg: { type: 'init'; init: WorkerInit } | { type: 'jobs'; jobs: CompileJob[] }) => {
  if (msg.type === 'init') {
    routes = new Map(msg.init.routes);
    images = new ImageRegistry(msg.init.baseUrl);
    return;
  }
  const compiler = await compilerReady;
  await compiler.prepare(msg.jobs.map((j) => j.body));
  const results = msg.jobs.map((job) => ({
    id: job.id,
    compiled: compiler.compile({ ...job, resolveMarkdown: (abs) => routes.get(abs), addAsset: (abs) => images.add(abs) }),
  }));
  port.postMessage({ results } satisfies WorkerReply);
});
