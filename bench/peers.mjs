#!/usr/bin/env node
// The peers' row (issue #31): the same generated corpus built cold by
// ctfdocs and by Starlight (Astro), Rspress 2 and VitePress, in one run,
// paired (ctfdocs, Starlight, Rspress, VitePress, then again), with the
// median of each and ctfdocs's time as a share of each peer's.
//
// The peers are installed from the npm registry with npm into
// bench/tmp/peers/<tool>/ (git ignores bench/tmp/), never into the
// workspace. Astro 7 needs Node 22.12 or later, so its folder also installs
// the `node` package (Node's own binary, published on the registry) and
// Astro runs on that; the others run on this Node. A peer that cannot be
// installed or built stops the run with its name and npm's or its own last
// lines: a row that silently went missing would read as a result.
//
// Run alone (`node bench/peers.mjs [--size 170] [--runs 3]`) or from bench/run.mjs.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateCorpus } from './generate.mjs';
import { emptyTrash, setAside } from './set-aside.mjs';

const repo = path.resolve(fileURLToPath(import.meta.url), '../..');
const peersDir = path.join(repo, 'bench/tmp/peers');
const TIME = '/usr/bin/time';

/** What each peer installs, where its pages go and how it builds; `cold` lists what a cold build must not find. */
const PEERS = [
  {
    name: 'Starlight (Astro)',
    dir: 'starlight',
    dependencies: { astro: '7.3.5', '@astrojs/starlight': '0.42.4', sharp: '0.35.5', node: '22.12.0' },
    node: 'node_modules/node/bin/node',
    bin: ['astro', 'astro'],
    args: ['build'],
    pages: 'src/content/docs',
    frontMatter: (fm) => fm.replace(/^sidebar_position: (\d+)$/m, 'sidebar:\n  order: $1'),
    cold: ['dist', '.astro', 'node_modules/.astro', 'node_modules/.vite'],
    async setup(root) {
      await writeFile(
        path.join(root, 'astro.config.mjs'),
        "import { defineConfig } from 'astro/config';\nimport starlight from '@astrojs/starlight';\n\nexport default defineConfig({\n  site: 'https://bench.example.com',\n  integrations: [starlight({ title: 'Bench Docs', sidebar: [{ label: 'Docs', items: [{ autogenerate: { directory: 'docs' } }] }] })],\n});\n",
      );
      await writeFile(
        path.join(root, 'src/content.config.ts'),
        "import { defineCollection } from 'astro:content';\nimport { docsLoader } from '@astrojs/starlight/loaders';\nimport { docsSchema } from '@astrojs/starlight/schema';\n\nexport const collections = { docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }) };\n",
      );
    },
  },
  {
    name: 'Rspress 2',
    dir: 'rspress',
    dependencies: { '@rspress/core': '2.0.22' },
    bin: ['@rspress/core', 'rspress'],
    args: ['build'],
    pages: 'docs',
    cold: ['doc_build', 'node_modules/.cache', 'node_modules/.rspress'],
    async setup(root) {
      await writeFile(path.join(root, 'rspress.config.ts'), "import { defineConfig } from '@rspress/core';\n\nexport default defineConfig({ root: 'docs', title: 'Bench Docs' });\n");
    },
  },
  {
    name: 'VitePress',
    dir: 'vitepress',
    dependencies: { vitepress: '1.6.4' },
    bin: ['vitepress', 'vitepress'],
    args: ['build', 'docs'],
    pages: 'docs',
    cold: ['docs/.vitepress/dist', 'docs/.vitepress/cache'],
    async setup(root, sidebar) {
      // VitePress has no generated sidebar: it is given the corpus's tree.
      const config = { title: 'Bench Docs', themeConfig: { sidebar, search: { provider: 'local' } } };
      await mkdir(path.join(root, 'docs/.vitepress'), { recursive: true });
      await writeFile(path.join(root, 'docs/.vitepress/config.mjs'), `export default ${JSON.stringify(config, null, 2)};\n`);
    },
  },
];

function run(cmd, args, cwd, what) {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, env: { ...process.env, CI: '1', ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1' } });
  if (r.status !== 0) {
    const tail = `${r.stdout ?? ''}\n${r.stderr ?? ''}${r.error ? `\n${r.error.message}` : ''}`
      .replace(/\x1b\[[0-9;]*m/g, '')
      .trim()
      .split('\n')
      .slice(-30)
      .join('\n');
    throw new Error(`${what} failed (exit ${r.status ?? r.signal}) in ${cwd}:\n${tail}`);
  }
  return r;
}

/** Install a peer's packages into its own folder, once per set of versions. */
function install(peer, root) {
  const wanted = JSON.stringify(peer.dependencies);
  const stamp = path.join(root, 'node_modules/.bench-installed');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return;
  run(
    'npm',
    ['install', '--no-audit', '--no-fund', '--loglevel=error'],
    root,
    `${peer.name}: npm install ${Object.entries(peer.dependencies)
      .map(([n, v]) => `${n}@${v}`)
      .join(' ')}`,
  );
  writeFileSync(stamp, wanted);
}

/** A package's bin script, from its package.json. */
function binScript(root, [pkg, name]) {
  const dir = path.join(root, 'node_modules', pkg);
  const { bin } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return path.join(dir, typeof bin === 'string' ? bin : bin[name]);
}

/** The corpus's pages under `to`, each front matter rewritten by `frontMatter`, and a home page; returns VitePress's sidebar of them. */
async function copyPages(corpus, to, frontMatter = (fm) => fm) {
  const from = path.join(corpus, 'content/docs');
  await setAside([to]);
  await cp(from, path.join(to, 'docs'), { recursive: true, filter: (src) => !src.endsWith('_category_.yml') });
  const files = (await readdir(path.join(to, 'docs'), { recursive: true })).map(String).filter((f) => f.endsWith('.md'));
  for (const f of files) {
    const file = path.join(to, 'docs', f);
    const text = await readFile(file, 'utf8');
    const end = text.indexOf('\n---\n', 4);
    await writeFile(file, frontMatter(text.slice(0, end)) + text.slice(end));
  }
  await writeFile(path.join(to, 'index.md'), '---\ntitle: Bench Docs\n---\n\nStart with [the first page](/docs/section-0/group-0/page-0).\n');
  const tree = new Map();
  for (const f of files.sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))) {
    const [section, group, page] = f.replace(/\.md$/, '').split('/');
    if (!tree.has(section)) tree.set(section, new Map());
    if (!tree.get(section).has(group)) tree.get(section).set(group, []);
    tree
      .get(section)
      .get(group)
      .push({ text: page, link: `/docs/${section}/${group}/${page}` });
  }
  return [...tree].map(([section, groups]) => ({ text: section, items: [...groups].map(([group, items]) => ({ text: group, collapsed: true, items })) }));
}

/** One cold build, timed by /usr/bin/time: wall and CPU seconds, peak resident memory. */
function timeBuild(node, args, cwd, what) {
  const r = run(TIME, ['-f', '@@ %e %U %S %M', node, ...args], cwd, what);
  const m = /@@ (\S+) (\S+) (\S+) (\d+)\s*$/.exec(r.stderr.trim());
  if (!m) throw new Error(`${what}: no timing in its output`);
  return { seconds: Number(m[1]), cpuSeconds: Number(m[2]) + Number(m[3]), peakMB: Math.round(Number(m[4]) / 1024) };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** `runs` rounds of cold builds of an `n`-page corpus, ctfdocs and each peer in turn. */
export async function benchPeers({ size = 170, runs = 3 } = {}) {
  if (!existsSync(TIME)) throw new Error('bench/peers.mjs needs /usr/bin/time (apt-get install time)');
  const corpus = path.join(peersDir, `corpus-${size}`);
  await generateCorpus(corpus, size);
  const tools = [
    {
      name: 'ctfdocs',
      version: JSON.parse(readFileSync(path.join(repo, 'packages/cli/package.json'), 'utf8')).version,
      node: process.execPath,
      cwd: corpus,
      args: [path.join(repo, 'bin/ctfdocs'), 'build', '--quiet', '--out-dir', 'build'],
      cold: ['.ctfdocs-cache', 'build'],
    },
  ];
  for (const peer of PEERS) {
    const root = path.join(peersDir, peer.dir);
    await mkdir(root, { recursive: true });
    await writeFile(path.join(root, 'package.json'), JSON.stringify({ name: `bench-${peer.dir}`, private: true, type: 'module', dependencies: peer.dependencies }, null, 2));
    install(peer, root);
    const sidebar = await copyPages(corpus, path.join(root, peer.pages), peer.frontMatter);
    await peer.setup(root, sidebar);
    const main = Object.keys(peer.dependencies)[0];
    tools.push({
      name: peer.name,
      version: JSON.parse(readFileSync(path.join(root, 'node_modules', main, 'package.json'), 'utf8')).version,
      node: peer.node ? path.join(root, peer.node) : process.execPath,
      cwd: root,
      args: [binScript(root, peer.bin), ...peer.args],
      cold: peer.cold,
    });
  }
  const results = new Map(tools.map((t) => [t.name, []]));
  for (let i = 0; i < runs; i++) {
    for (const t of tools) {
      await setAside(t.cold.map((d) => path.join(t.cwd, d)));
      results.get(t.name).push(timeBuild(t.node, t.args, t.cwd, `${t.name}: build`));
    }
  }
  const rows = tools.map((t) => {
    const rs = results.get(t.name);
    const nodeVersion = spawnSync(t.node, ['--version'], { encoding: 'utf8' }).stdout.trim();
    return { name: t.name, version: t.version, node: nodeVersion, seconds: median(rs.map((r) => r.seconds)), cpuSeconds: median(rs.map((r) => r.cpuSeconds)), peakMB: median(rs.map((r) => r.peakMB)) };
  });
  return { size, runs, rows };
}

export function peersMarkdown({ size, runs, rows }) {
  const ours = rows[0];
  return [
    `| ${size}-page corpus, cold, paired | version (Node) | wall | CPU (user + system) | peak memory | ctfdocs / tool, wall | ctfdocs / tool, CPU |`,
    '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r, i) =>
        `| ${r.name} | ${r.version} (${r.node}) | ${r.seconds.toFixed(2)} s | ${r.cpuSeconds.toFixed(2)} s | ${r.peakMB} MB | ${i ? (ours.seconds / r.seconds).toFixed(2) : '—'} | ${i ? (ours.cpuSeconds / r.cpuSeconds).toFixed(2) : '—'} |`,
    ),
    '',
    `Median of ${runs} rounds; each round builds with every tool in turn (ctfdocs, Starlight, Rspress, VitePress), from no cache and no output. Peak memory is /usr/bin/time's, the largest process's (a tool's child processes are not added). The peers are installed with npm into bench/tmp/peers/; VitePress is given the corpus's tree as its sidebar, the others generate theirs.`,
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const opt = (name, def) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : def);
  console.log(peersMarkdown(await benchPeers({ size: opt('--size', 170), runs: opt('--runs', 3) })));
  await emptyTrash();
}
