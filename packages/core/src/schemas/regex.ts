// A regular expression written in the config (JavaScript syntax, read with
// the `u` flag): one that does not compile is an error at its key.
import { z } from 'zod';

export const regexSourceSchema = z
  .string()
  .min(1)
  .superRefine((source, ctx) => {
    try {
      new RegExp(source, 'u');
    } catch (e) {
      ctx.addIssue({ code: 'custom', message: `is not a valid regular expression: ${(e as Error).message}` });
    }
  });
