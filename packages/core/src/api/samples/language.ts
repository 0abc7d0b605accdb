import type { SampleRequest } from './request.ts';

/** One language of the code samples: a file in this folder, listed in index.ts. */
export interface SampleLanguage {
  id: string;
  /** The tab's label. */
  label: string;
  /** The language name for syntax highlighting. */
  syntax: string;
  render(req: SampleRequest): string;
}
