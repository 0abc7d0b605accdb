// `embeds`: which other sites' pages a page may frame (<iframe>). Page content
// is untrusted, so a frame is kept only when the config's author listed its
// origin; the Content-Security-Policy then allows exactly the listed origins
// that pages use (renderer/headers.ts). See markdown/embeds/.
import { z } from 'zod';

/** YouTube's privacy-enhanced host and its usual one, Vimeo's player, CodeSandbox and StackBlitz. */
export const DEFAULT_EMBED_ORIGINS = ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com', 'https://codesandbox.io', 'https://stackblitz.com'];

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** An origin (`https://host[:port]`, nothing after it); plain http only for this machine, as a test or a local preview frames. */
const origin = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return url.origin === value && (url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname)));
  } catch {
    return false;
  }
}, 'must be an origin such as https://www.youtube-nocookie.com (https, no path or trailing slash)');

export const embedsSchema = z
  .strictObject({
    /** The origins pages may frame. Default: `DEFAULT_EMBED_ORIGINS`. */
    allow: z.array(origin).default(DEFAULT_EMBED_ORIGINS),
  })
  .prefault({});

export type EmbedsConfig = z.infer<typeof embedsSchema>;
