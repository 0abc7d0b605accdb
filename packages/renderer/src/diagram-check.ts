// The build's check of the pages' Mermaid diagrams (core keeps each page's
// ```mermaid sources with their lines): each is parsed by Mermaid, on a
// thread of its own (diagram-check-worker.ts), while the pages render. A
// diagram Mermaid cannot read is a warning at the file and the line at
// fault; the page still shows it, with the error, in place.
//
// A source's result is kept in the compile cache's folder, keyed by Mermaid's
// module and the source, so a warm `check` starts no thread. Without a thread (or when Mermaid cannot be loaded) nothing
// is checked, and a warning says so: the browser still shows any error.
import { Worker } from 'node:worker_threads';
import { CompileCache, workerEntryUrl, type CodeBundle, type CompileCacheOptions, type DiagramError, type Diagnostic, type SiteModel } from '@ctfdocs/core';
import { compiledContent } from './compiled-content.ts';
import type { DiagramCheckJob } from './diagram-check-worker.ts';
import { vendored } from './vendor-assets.ts';

export interface DiagramCheckOptions {
  compileCache?: CompileCacheOptions;
  bundle?: CodeBundle;
  /** A build of some pages (serve's first): the cache keeps the entries it did not read. */
  partial: boolean;
}

/** Results by Mermaid's version and source, for builds without a compile cache (a test's, a script's). */
const memo = new Map<string, DiagramError | null>();

type Result = DiagramError | null;

/** The warnings of every model's diagrams, once per file and line (locales share untranslated docs). */
export async function checkDiagrams(models: readonly SiteModel[], opts: DiagramCheckOptions): Promise<Diagnostic[]> {
  const written: Array<{ file: string; line: number; source: string }> = [];
  for (const model of models) {
    for (const page of model.pages) {
      for (const d of compiledContent(page)?.diagrams ?? []) written.push({ file: d.file ?? page.source, line: d.line, source: d.source });
    }
  }
  if (!written.length) return [];
  const { hash: version, source: mermaid } = await vendored('mermaid');
  const disk = opts.compileCache && new CompileCache(opts.compileCache, 'diagrams', version);
  const results = new Map<string, Result>();
  const unknown: string[] = [];
  for (const { source } of written) {
    if (results.has(source)) continue;
    const kept = disk ? disk.readMade<{ error: Result }>('mermaid', source)?.error : memo.get(`${version}\0${source}`);
    if (kept === undefined) {
      unknown.push(source);
      results.set(source, null);
    } else results.set(source, kept);
  }
  const diagnostics: Diagnostic[] = [];
  if (unknown.length) {
    try {
      const found = await parseOnThread({ mermaid, sources: unknown }, opts.bundle);
      unknown.forEach((source, i) => {
        results.set(source, found[i]);
        if (disk) disk.writeMade('mermaid', source, { error: found[i] });
        else memo.set(`${version}\0${source}`, found[i]);
      });
    } catch (err) {
      diagnostics.push({
        severity: 'warning',
        code: 'markdown/diagram-unchecked',
        message: `The diagrams' syntax could not be checked: ${(err as Error).message.split('\n')[0]}`,
        hint: 'The pages are built all the same; a diagram with an error shows it in the browser, in place of the picture.',
      });
    }
  }
  if (disk && !opts.partial) disk.prune();
  const seen = new Set<string>();
  for (const { file, line, source } of written) {
    const error = results.get(source);
    if (!error) continue;
    const at = line + error.line - 1;
    const key = `${file}\0${at}\0${error.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    diagnostics.push({
      severity: 'warning',
      code: 'markdown/diagram',
      message: `Mermaid cannot read this diagram: ${error.message}`,
      file,
      line: at,
      hint: "Fix the diagram's source (Mermaid's syntax: https://mermaid.js.org/intro/syntax-reference.html); until then the page shows this error in place of the picture.",
    });
  }
  return diagnostics;
}

function parseOnThread(job: DiagramCheckJob, bundle: CodeBundle | undefined): Promise<Result[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerEntryUrl('diagram-check-entry.mjs', new URL('./diagram-check-entry.mjs', import.meta.url), bundle), { workerData: job });
    worker.once('message', (results: Result[]) => {
      resolve(results);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the diagram check's thread stopped (exit code ${code}) before it finished`)));
  });
}
