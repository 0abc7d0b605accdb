// What the bundled CLI loads before it does anything: `--version`, `--help`
// and a mistyped command load the command line only, and `serve` listens
// before it loads React, shiki, the markdown pipeline, zod or esbuild (issue
// #20); the search index thread loads its own code only, and the social card
// process satori and resvg, which nothing else loads. Read from the bundle's module graph (bin/compile-packages.mjs), so no
// timing is involved: a static import that drags one of them back in fails here.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/fixture.ts';

interface Metafile {
  outputs: Record<string, { entryPoint?: string; inputs: Record<string, unknown>; imports: { path: string; kind: string; external?: boolean }[] }>;
}

/** Packages whose loading is the start-up cost the CLI defers until a command needs them. */
const HEAVY = ['react-dom', 'react', 'shiki', '@shikijs/core', 'micromark', 'zod', 'yaml', 'parse5', 'esbuild', '@mdx-js/mdx', '@apidevtools/swagger-parser'];

let graph: Metafile;
beforeAll(async () => {
  const { bundleGraph } = await import(pathToFileURL(path.join(repoRoot, 'bin/compile-packages.mjs')).href);
  graph = await bundleGraph();
});

/** The output file built from `entry` (a source path relative to the repository): the CLI's entry, or a dynamically imported module's chunk. */
function outputOf(entry: string): string {
  const found = Object.keys(graph.outputs).find((o) => graph.outputs[o].entryPoint === entry);
  if (!found) throw new Error(`no output file is built from ${entry}`);
  return found;
}

/** Every output file loaded with `start` before its code runs (static imports, transitively), and the externals they import. */
function loadedWith(start: string): { files: Set<string>; externals: Set<string> } {
  const files = new Set<string>();
  const externals = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const i of graph.outputs[file].imports) {
      if (i.kind !== 'import-statement') continue;
      if (i.external) externals.add(i.path);
      else visit(i.path);
    }
  };
  visit(start);
  return { files, externals };
}

/** The npm packages (and our own source files) whose code is in `files`. */
function contents(files: Set<string>): { packages: Set<string>; sources: Set<string> } {
  const packages = new Set<string>();
  const sources = new Set<string>();
  for (const file of files) {
    for (const input of Object.keys(graph.outputs[file].inputs)) {
      const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input.slice(input.lastIndexOf('node_modules/')));
      if (inModules) packages.add(inModules[1]);
      else sources.add(input);
    }
  }
  return { packages, sources };
}

describe('what the CLI loads at start', () => {
  it('loads only the command line before a command runs', () => {
    const start = loadedWith(outputOf('packages/cli/src/main.ts'));
    const { packages, sources } = contents(start.files);
    expect(packages).toContain('commander');
    for (const name of HEAVY) expect(packages, name).not.toContain(name);
    expect([...start.externals]).not.toContain('esbuild');
    // Not the renderer, the server or core's index, which brings the rest of core.
    expect([...sources].filter((s) => /packages\/(renderer|dev-server)\/|packages\/core\/src\/index\.ts/.test(s))).toEqual([]);
  });

  it('lets serve listen before it loads the renderer', () => {
    const main = loadedWith(outputOf('packages/cli/src/main.ts'));
    const server = loadedWith(outputOf('packages/dev-server/src/index.ts'));
    const added = new Set([...server.files].filter((f) => !main.files.has(f)));
    const { packages, sources } = contents(added);
    for (const name of HEAVY) expect(packages, name).not.toContain(name);
    expect([...server.externals]).not.toContain('esbuild');
    expect(sources).toContain('packages/dev-server/src/server.ts');
    expect([...sources].filter((s) => /packages\/renderer\/src\/(build|render|index)\.tsx?|packages\/core\/src\/index\.ts/.test(s))).toEqual([]);
  });

  it("inflates shiki's regex engine with node:zlib, not web streams (which load Node's fetch)", () => {
    const engine = Object.keys(graph.outputs).find((o) => Object.keys(graph.outputs[o].inputs).some((i) => i.endsWith('engine-oniguruma/dist/wasm-inlined.mjs')));
    expect(engine).toBeDefined();
    expect(graph.outputs[engine!].imports.map((i) => i.path)).toContain('node:zlib');
  });

  it('loads satori and resvg in the social card process only, not with the renderer', () => {
    const renderer = loadedWith(outputOf('packages/renderer/src/index.ts'));
    // Its package.json only: the version is part of each card's key.
    const satoriInputs = [...renderer.files].flatMap((f) => Object.keys(graph.outputs[f].inputs)).filter((i) => i.includes('node_modules/satori/'));
    expect(satoriInputs.map((i) => i.slice(i.lastIndexOf('satori/')))).toEqual(['satori/package.json']);
    expect([...renderer.externals]).not.toContain('@resvg/resvg-js');
    const cards = loadedWith(outputOf('packages/renderer/src/social-cards/card-process.ts'));
    const { packages } = contents(cards.files);
    expect(packages).toContain('satori');
    expect([...cards.externals]).toContain('@resvg/resvg-js');
    for (const name of HEAVY) expect(packages, name).not.toContain(name);
  });

  it('starts the search index thread without core or React', () => {
    const thread = loadedWith(outputOf('packages/renderer/src/search-index-worker.ts'));
    const { packages, sources } = contents(thread.files);
    expect([...packages]).toEqual([]);
    expect(sources).toContain('packages/renderer/src/search-index.ts');
    expect([...sources].filter((s) => !/^packages\/(renderer\/src\/search-index|theme\/src\/search\/(tokens|index-format))/.test(s))).toEqual([]);
  });
});
