// The files serve answers with, in memory: the first pages' until the whole
// site is built, then the last good build's, with the Content-Security-Policy
// of its `_headers` file (the policy static hosts get) sent with each.
import type { OutputFile } from '@ctfdocs/renderer';
import { cspFromHeadersFile } from '@ctfdocs/renderer/headers';
import { memorySource, type Source } from './sources.ts';

/** The Content-Security-Policy header of a build's `_headers` file. */
export async function policyOf(source: Source): Promise<Record<string, string>> {
  return policyFrom(await source.get('_headers'));
}

function policyFrom(headersFile: string | Uint8Array | undefined): Record<string, string> {
  const csp = headersFile ? cspFromHeadersFile(Buffer.from(headersFile).toString('utf8')) : undefined;
  return csp ? { 'Content-Security-Policy': csp } : {};
}

export function createServedFiles() {
  let files = new Map<string, OutputFile>();
  let source: Source = memorySource(files);
  let policy: Record<string, string> = {};
  let hasBuilt = false;
  return {
    /** The files served now (a build's search index is written into them after it is served). */
    get files() {
      return files;
    },
    /** Whether a whole build has been served: the first pages' files are no longer taken. */
    get hasBuilt() {
      return hasBuilt;
    },
    /** A whole build's files, which replace everything served before. */
    async serve(built: Map<string, OutputFile>) {
      files = built;
      source = memorySource(files);
      hasBuilt = true;
      policy = await policyOf(source);
    },
    /** A first page's files, added to those served until the whole build is; false when it is already. */
    addFirstPage(made: Map<string, OutputFile>): boolean {
      if (hasBuilt) return false;
      for (const [file, out] of made) files.set(file, out);
      const headers = made.get('_headers');
      if (headers && 'contents' in headers) policy = policyFrom(headers.contents);
      return true;
    },
    read: (rel: string) => source.get(rel),
    policy: () => policy,
  };
}
