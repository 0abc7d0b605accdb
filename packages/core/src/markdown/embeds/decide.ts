// Whether a page's <iframe> stays, and how: its origin must be one of
// `embeds.allow`; then it loads lazily, has a title and the sandbox of its
// host (hosts.ts). The same rule for raw HTML in markdown pages (frames.ts)
// and JSX in MDX pages (mdx-frames.ts).
import type { Diagnostic } from '../../types.ts';
import { positionOf, type FileContext } from '../context.ts';
import { unsupported } from '../unsupported.ts';
import { DEFAULT_SANDBOX, EMBED_HOSTS } from './hosts.ts';

export const EMBEDS_KEY = 'embeds.allow';

export type EmbedDecision = { src: string; origin: string; title: string; sandbox: string[] } | { refused: string };

/** Permissions a frame may be given (`allow="…"`): a player's, none that reach the reader's camera, microphone, location or payments. */
const PERMITTED = new Set(['accelerometer', 'autoplay', 'clipboard-write', 'encrypted-media', 'fullscreen', 'gyroscope', 'picture-in-picture', 'web-share']);

export function decideEmbed(src: unknown, ctx: FileContext): EmbedDecision {
  if (typeof src !== 'string' || !src.trim()) return { refused: 'it has no src the build can read' };
  let url: URL;
  try {
    url = new URL(src.trim().startsWith('//') ? `https:${src.trim()}` : src.trim());
  } catch {
    return { refused: `its src "${src}" is not an absolute URL` };
  }
  if (!ctx.embedOrigins.includes(url.origin)) return { refused: `its origin ${url.origin} is not in ${EMBEDS_KEY}` };
  const host = EMBED_HOSTS[url.host];
  ctx.embeds.push(url.origin);
  return { src: url.href, origin: url.origin, title: host?.title ?? `Embedded content from ${url.host}`, sandbox: host?.sandbox ?? DEFAULT_SANDBOX };
}

/** The permissions of `allow="…"` a frame keeps, and those it loses. */
export function permittedFeatures(allow: string): { kept: string; dropped: string[] } {
  const kept: string[] = [];
  const dropped: string[] = [];
  for (const entry of allow
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean))
    (PERMITTED.has(entry.split(/\s/)[0]) ? kept : dropped).push(entry);
  return { kept: kept.join('; '), dropped };
}

/** The warning for a frame that is removed. */
export function refusedEmbed(ctx: FileContext, node: Parameters<typeof positionOf>[1], why: string): Diagnostic {
  return unsupported('html', {
    message: `<iframe> is removed: ${why}`,
    file: ctx.file,
    ...positionOf(ctx, node),
    hint: `Add the frame's origin to ${EMBEDS_KEY} in the config if the site trusts it (https, e.g. https://www.youtube-nocookie.com), or link to the page instead.`,
  });
}

/** The warning for permissions a kept frame loses. */
export function droppedFeatures(ctx: FileContext, node: Parameters<typeof positionOf>[1], dropped: string[]): Diagnostic {
  return unsupported('html', {
    message: `<iframe> loses the permission${dropped.length > 1 ? 's' : ''} ${dropped.map((d) => `"${d}"`).join(', ')} of its allow attribute`,
    file: ctx.file,
    ...positionOf(ctx, node),
    hint: `Embedded pages may have ${[...PERMITTED].join(', ')}; remove the others.`,
  });
}
