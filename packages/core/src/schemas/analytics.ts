// `themeConfig.analytics`: Google Analytics (gtag.js), in production builds
// only, never in `serve`.
import { z } from 'zod';

export const analyticsSchema = z.strictObject({
  /** A GA4 measurement ID (`G-…`), or a Universal Analytics ID (`UA-…`). Required. */
  trackingID: z.string().regex(/^(G-[A-Z0-9]{4,}|UA-\d{4,}-\d+)$/, 'must be a Google Analytics measurement ID such as G-ABC123DEF4 (or a Universal Analytics ID such as UA-1234567-1)'),
  /** Ask Google to drop the last part of the reader's IP address. Default true. */
  anonymizeIP: z.boolean().default(true),
});
