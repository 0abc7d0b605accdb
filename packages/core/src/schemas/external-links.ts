// `externalLinks`: how `ctfdocs check --external` checks links to other
// sites (packages/core/src/links/external/). The check sends requests to
// every site a page links to, so its pace is the config's to set.
import { z } from 'zod';
import { regexSourceSchema } from './regex.ts';

export const externalLinksSchema = z
  .strictObject({
    /** URLs any of these patterns matches (anywhere in the URL) are not checked: a site that refuses robots, a page behind a login. Default: none. */
    ignore: z.array(regexSourceSchema).default([]),
    /**
     * Links to the reader's own machine or network (localhost, 127.0.0.1,
     * 10.x, 192.168.x, …) and to reserved example names (example.com, .test,
     * .invalid) name no public page: they are skipped unless this is true.
     * Default false.
     */
    checkLocal: z.boolean().default(false),
    /** Requests in flight at once, over all sites. Default 8. */
    concurrency: z.number().int().min(1).max(64).default(8),
    /** Requests in flight at once to one host. Default 2. */
    perHostConcurrency: z.number().int().min(1).max(16).default(2),
    /** Milliseconds a request may take before the link is reported as not answering. Default 10000. */
    timeout: z.number().int().min(100).default(10_000),
    /** Tries again after a 429 Too Many Requests, each after the wait its Retry-After asks for. Default 2. */
    retries: z.number().int().min(0).max(5).default(2),
    /** The longest Retry-After (seconds) waited; a site that asks for more is reported as rate-limiting. Default 60. */
    maxRetryAfter: z.number().int().min(0).max(600).default(60),
    /** How long a link that answered is trusted without asking again (`.ctfdocs-cache/external-links.json`). Default 24. */
    cacheHours: z.number().min(0).default(24),
  })
  .prefault({});

export type ExternalLinksConfig = z.infer<typeof externalLinksSchema>;
