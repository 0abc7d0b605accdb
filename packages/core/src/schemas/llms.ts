// `llms`: markdown copies of the docs and llms.txt, for readers who hand
// pages to a language model.
import { z } from 'zod';

export const llmsSchema = z
  .strictObject({
    /** Every doc of the default locale also as `<route>.md`, offered on the page. Default true. */
    markdownFiles: z.boolean().default(true),
    /** `/llms.txt` and one per docs instance: the current docs with descriptions and markdown links. Default true. */
    llmsTxt: z.boolean().default(true),
    /** `/llms-full.txt` and one per docs instance: every listed page's markdown in one file. Default true. */
    llmsFullTxt: z.boolean().default(true),
  })
  .default({ markdownFiles: true, llmsTxt: true, llmsFullTxt: true });
