// The search index of serve's builds, made after a build is served and open
// pages are told to reload: it is the slowest step of a rebuild and no page
// waits for it. Until it is made, the last build's index answers.
import type { OutputFile } from '@ctfdocs/renderer';

/** How long after a reload serve waits before it rebuilds the search index. */
const SEARCH_INDEX_DELAY_MS = 50;

export function createSearchIndexing() {
  let searchFiles: string[] = [];
  /** While a build's search index is being made: the first build has no earlier index to answer meanwhile. */
  let indexing: Promise<void> | undefined;
  return {
    /** Puts the last index's files into a new build's: its manifest has the same name as the one to come. */
    keepLast(served: ReadonlyMap<string, OutputFile>, next: Map<string, OutputFile>) {
      for (const file of searchFiles) {
        const out = served.get(file);
        if (out && !next.has(file)) next.set(file, out);
      }
    },
    /** Makes the served build's index (`files()`: the files served when it is written), replacing the last one's. */
    async make(files: () => Map<string, OutputFile>, makeIndex: () => Map<string, string>) {
      indexing = (async () => {
        // Open pages fetch the new version right after the reload: let the
        // server answer them before it spends the event loop on the index.
        await new Promise((r) => setTimeout(r, SEARCH_INDEX_DELAY_MS));
        const served = files();
        for (const file of searchFiles) served.delete(file);
        const index = makeIndex();
        for (const [file, contents] of index) served.set(file, { contents });
        searchFiles = [...index.keys()];
      })();
      try {
        await indexing;
      } finally {
        indexing = undefined;
      }
    },
    /** The index being made, if one is: a request for a file it will write waits for it. */
    get pending(): Promise<void> | undefined {
      return indexing;
    },
  };
}
