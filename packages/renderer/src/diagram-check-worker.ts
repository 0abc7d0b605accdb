// The diagram check's thread (diagram-check.ts): Mermaid's parser, run on
// each source. Mermaid reads labels through DOMPurify, which needs a DOM:
// linkedom gives it one, as globals of this thread only (the build's other
// code never sees a `window`). Mermaid is the same browser module the pages
// load, so a diagram fails here exactly when it fails there.
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import { parseHTML } from 'linkedom';
import { describeDiagramError, type DiagramError } from '@ctfdocs/core/shared/diagram-source.ts';

/** The part of Mermaid's API the check uses. */
interface MermaidParser {
  initialize(config: Record<string, unknown>): void;
  parse(source: string): Promise<unknown>;
}

export interface DiagramCheckJob {
  /** Mermaid's browser module, as published (the theme's vendor-files.ts). */
  mermaid: string;
  sources: string[];
}

const job = workerData as DiagramCheckJob;
const dom = parseHTML('<!doctype html><html><head></head><body></body></html>');
Object.assign(globalThis, { window: dom.window, document: dom.document, Element: dom.Element, Node: dom.Node, DocumentFragment: dom.DocumentFragment, HTMLElement: dom.HTMLElement });
const mermaid = ((await import(pathToFileURL(job.mermaid).href)) as { default: MermaidParser }).default;
mermaid.initialize({ startOnLoad: false, securityLevel: 'strict' });
const results: Array<DiagramError | null> = [];
for (const source of job.sources) {
  try {
    await mermaid.parse(source);
    results.push(null);
  } catch (err) {
    results.push(describeDiagramError(err, source));
  }
}
parentPort!.postMessage(results);
