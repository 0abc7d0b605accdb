// Ask a site whether a page is there: HEAD first (no body), GET when the
// answer to HEAD is an error or no answer at all (servers that refuse HEAD,
// or close the connection on it), redirects followed by hand so a permanent
// one can be reported, 429 Too Many Requests waited out as Retry-After asks.
import type { ExternalLinksConfig } from '../../schemas/external-links.ts';

/** A chain of redirects that began with a permanent one (301, 308): the link should name where it ends. */
export interface Moved {
  status: number;
  /** Where the leading permanent redirects lead. */
  to: string;
}

/** What became of a link. `http` carries any answer but a redirect; the others got none to judge by. */
export type LinkOutcome =
  | { kind: 'http'; status: number; moved?: Moved }
  /** `asked`: the Retry-After (seconds) longer than the config lets the check wait. */
  | { kind: 'rate-limited'; asked?: number; moved?: Moved }
  | { kind: 'timeout'; moved?: Moved }
  | { kind: 'unreachable'; reason: string; code?: string; moved?: Moved }
  | { kind: 'redirect-loop'; moved?: Moved };

export type ProbeSettings = Pick<ExternalLinksConfig, 'timeout' | 'retries' | 'maxRetryAfter'>;

/** What a probe needs from its caller: a request slot (the global limit), the host's pace, and the clock. */
export interface ProbeContext {
  settings: ProbeSettings;
  fetch: typeof fetch;
  /** Runs one request within the limit of requests in flight. */
  slot<T>(request: () => Promise<T>): Promise<T>;
  /** Waits `ms` (a test's clock may not). */
  sleep(ms: number): Promise<void>;
  /** The host's pace: a 429 from it makes every request to it wait. */
  host: HostPace;
  /** Called for each request sent, for the stats. */
  onRequest?(): void;
}

/** When the next request to a host may go, shared by every link to it. */
export interface HostPace {
  notBefore: number;
}

const MAX_REDIRECTS = 10;
const PERMANENT = new Set([301, 308]);
/** Browsers' words for an Accept header: some servers answer a bare client with 406 or 403. */
const HEADERS = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'user-agent': 'Mozilla/5.0 (compatible; ctfdocs link check)' };

type Answer = { status: number; location: string | null; retryAfter: string | null } | { failed: Exclude<LinkOutcome, { kind: 'http' }> };

export async function probe(url: string, ctx: ProbeContext): Promise<LinkOutcome> {
  let current = url;
  let moved: Moved | undefined;
  // Only redirects at the head of the chain say the link itself moved; a
  // temporary one after them is the site's own business.
  let leadingPermanent = true;
  const seen = new Set([url]);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const answer = await request(current, ctx);
    if ('failed' in answer) return { ...answer.failed, ...(moved ? { moved } : {}) };
    const next = answer.status >= 300 && answer.status < 400 && answer.location ? followed(answer.location, current) : undefined;
    if (!next) return { kind: 'http', status: answer.status, ...(moved ? { moved } : {}) };
    if (leadingPermanent && PERMANENT.has(answer.status)) moved = { status: answer.status, to: next };
    else leadingPermanent = false;
    if (seen.has(next)) return { kind: 'redirect-loop', ...(moved ? { moved } : {}) };
    seen.add(next);
    current = next;
  }
  return { kind: 'redirect-loop', ...(moved ? { moved } : {}) };
}

function followed(location: string, from: string): string | undefined {
  try {
    const url = new URL(location, from);
    // A fragment in Location replaces the link's own, which is not fetched.
    url.hash = '';
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** One address asked: HEAD, then GET when HEAD got an error or no answer; a 429 waited out and asked again. */
async function request(url: string, ctx: ProbeContext): Promise<Answer> {
  for (let attempt = 0; ; attempt++) {
    let answer = await once('HEAD', url, ctx);
    // A host that cannot be found or refuses to connect will not answer GET either.
    const headFailed = 'failed' in answer ? answer.failed.kind === 'unreachable' && DROPPED.has(answer.failed.code ?? '') : answer.status >= 400 && answer.status !== 429;
    if (headFailed) answer = await once('GET', url, ctx);
    if ('failed' in answer || answer.status !== 429) return answer;
    const wait = retryAfterSeconds(answer.retryAfter, Date.now());
    if (wait !== undefined && wait > ctx.settings.maxRetryAfter) return { failed: { kind: 'rate-limited', asked: wait } };
    if (attempt >= ctx.settings.retries) return { failed: { kind: 'rate-limited' } };
    // No Retry-After: back off 1 s, then 2 s, …
    ctx.host.notBefore = Math.max(ctx.host.notBefore, Date.now() + (wait ?? 2 ** attempt) * 1000);
  }
}

async function once(method: 'HEAD' | 'GET', url: string, ctx: ProbeContext): Promise<Answer> {
  const wait = ctx.host.notBefore - Date.now();
  if (wait > 0) await ctx.sleep(wait);
  return ctx.slot(async () => {
    ctx.onRequest?.();
    try {
      const res = await ctx.fetch(url, { method, redirect: 'manual', headers: HEADERS, signal: AbortSignal.timeout(ctx.settings.timeout) });
      // The status is all that is wanted: leave the body unread.
      await res.body?.cancel().catch(() => undefined);
      return { status: res.status, location: res.headers.get('location'), retryAfter: res.headers.get('retry-after') };
    } catch (err) {
      return { failed: failure(err) };
    }
  });
}

/** Retry-After in seconds from now: a number of seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/** A connection closed on HEAD: some servers do that to HEAD alone. */
const DROPPED = new Set(['ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE']);

/** Errors undici gives for a connection that failed, in words. */
const REASONS: Record<string, string> = {
  ENOTFOUND: 'no such host',
  EAI_AGAIN: 'the host name could not be looked up',
  ECONNREFUSED: 'the connection was refused',
  ECONNRESET: 'the connection was dropped before an answer',
  UND_ERR_SOCKET: 'the connection was dropped before an answer',
  EPIPE: 'the connection was dropped before an answer',
  ENETUNREACH: 'the network is unreachable',
  EHOSTUNREACH: 'the host is unreachable',
  ENETDOWN: 'the network is down',
  CERT_HAS_EXPIRED: "the site's TLS certificate has expired",
  DEPTH_ZERO_SELF_SIGNED_CERT: "the site's TLS certificate is self-signed",
  SELF_SIGNED_CERT_IN_CHAIN: "the site's TLS certificate is signed by an unknown authority",
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: "the site's TLS certificate could not be verified",
  ERR_TLS_CERT_ALTNAME_INVALID: "the site's TLS certificate is for another name",
};

function failure(err: unknown): Exclude<LinkOutcome, { kind: 'http' }> {
  const e = err as Error & { cause?: Error & { code?: string } };
  if (e.name === 'TimeoutError' || e.cause?.code === 'UND_ERR_CONNECT_TIMEOUT' || e.cause?.code === 'UND_ERR_HEADERS_TIMEOUT') return { kind: 'timeout' };
  const code = e.cause?.code;
  return { kind: 'unreachable', reason: (code && REASONS[code]) ?? e.cause?.message ?? e.message, ...(code ? { code } : {}) };
}
