// Markdown plugins' cost (issue #27 item 2): the markdown-plugins fixture
// (remark-math and rehype-katex, remark-gemoji, npm2yarn in an MDX page, a
// local rehype plugin) built cold and warm, each in a fresh process, and the
// same site with its plugin lists taken out. Warm, the pages come from the
// compile cache, keyed by the plugins' code and options: nothing compiles.
// Run alone with `node bench/markdown-plugins.mjs`; `pnpm bench` includes it.
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { timedBuild } from './timed-build.mjs';

const repo = path.resolve(fileURLToPath(import.meta.url), '../..');
function build(dir) {
  const { stdout, seconds, cpuSeconds } = timedBuild(dir);
  return { pages: Number(/Built (\d+) pages/.exec(stdout)?.[1] ?? 0), seconds, cpuSeconds };
}

/** Cold (no .ctfdocs-cache) then warm, in the fixture's copy at `dir`. */
async function coldAndWarm(dir) {
  await rm(path.join(dir, '.ctfdocs-cache'), { recursive: true, force: true });
  const cold = build(dir);
  return { cold, warm: build(dir) };
}

export async function benchMarkdownPlugins() {
  // Inside the repository, so that the workspace's packages resolve from the site as from its node_modules.
  const dir = path.join(repo, 'bench/tmp/markdown-plugins');
  await rm(dir, { recursive: true, force: true });
  await mkdir(path.dirname(dir), { recursive: true });
  await cp(path.join(repo, 'test/fixtures/markdown-plugins'), dir, { recursive: true });
  const withPlugins = await coldAndWarm(dir);
  const config = path.join(dir, 'site/ctfdocs.config.yaml');
  const lists = /^ {2,4}(?:remark|rehype)Plugins:\n(?: {6}.*\n| {4}- .*\n)+/gm;
  await writeFile(config, (await readFile(config, 'utf8')).replace(lists, ''));
  const without = await coldAndWarm(dir);
  await rm(dir, { recursive: true, force: true });
  return { withPlugins, without };
}

const cell = (b) => `${b.seconds.toFixed(2)} s${b.cpuSeconds === null ? '' : ` (${b.cpuSeconds.toFixed(2)} s CPU)`}`;

export function markdownPluginsMarkdown(r) {
  return [
    '| markdown-plugins fixture | pages | cold build | warm build |',
    '| --- | ---: | --- | --- |',
    `| with its plugins (remark-math, rehype-katex, remark-gemoji, npm2yarn, a local rehype plugin) | ${r.withPlugins.cold.pages} | ${cell(r.withPlugins.cold)} | ${cell(r.withPlugins.warm)} |`,
    `| the same pages without plugins | ${r.without.cold.pages} | ${cell(r.without.cold)} | ${cell(r.without.warm)} |`,
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(markdownPluginsMarkdown(await benchMarkdownPlugins()));
