// serve's own endpoints, for the pages it sent (own-page.ts: they carry its
// token): the live-reload socket, a WebSocket upgrade of GET, and "Try
// again" on a crash page, a POST that renders the site again.
import type http from 'node:http';
import { LIVE_RELOAD_ENDPOINT } from '@ctfdocs/core/shared/live-reload-message.ts';
import { answerText, hostRefusal, refuseUpgrade, SECURITY_HEADERS, type UpgradeHandler } from './http.ts';
import type { LiveReload } from './live-reload.ts';
import { fromOwnPage, INTERNAL_PREFIX } from './own-page.ts';
import type { RebuildQueue } from './rebuild-queue.ts';
import { splitTarget } from './resolve-path.ts';

export interface OwnEndpointsOptions {
  token: string;
  /** The interface serve listens on: the Host a request may name. */
  host: string;
  live: LiveReload;
  rebuilds: RebuildQueue;
  /** A page has opened its live-reload socket: it has loaded what it needs. */
  onPageLoaded(): void;
}

const OWN_PAGES_ONLY = 'This address is only for pages this server serves.\n';

/** The handlers of serve's own endpoints: `internal` for a request to one, `liveSocket` for an upgrade. */
export function ownEndpoints({ token, host, live, rebuilds, onPageLoaded }: OwnEndpointsOptions) {
  const internal = async (req: http.IncomingMessage, res: http.ServerResponse, method: string, url: { pathname: string; search: string }) => {
    if (!fromOwnPage(req, url.search, token)) return answerText(res, 403, OWN_PAGES_ONLY);
    const endpoint = url.pathname.slice(INTERNAL_PREFIX.length);
    const allow = endpoint === LIVE_RELOAD_ENDPOINT ? 'GET' : endpoint === 'rerender' ? 'POST' : undefined;
    if (!allow) return answerText(res, 404, 'Not found\n');
    if (method !== allow) return answerText(res, 405, 'Method not allowed\n', { Allow: allow });
    // `close` too: a Connection header set here replaces Node's, and with `Upgrade` alone Node kept the socket
    // open until its keep-alive timeout, whatever the client asked.
    if (endpoint === LIVE_RELOAD_ENDPOINT) return answerText(res, 426, 'Live reload is a WebSocket.\n', { Upgrade: 'websocket', Connection: 'Upgrade, close' });
    // "Try again" on a crash page: render the site again, then the page reloads.
    await rebuilds.request('Try again');
    res.writeHead(204, { 'Cache-Control': 'no-store', ...SECURITY_HEADERS });
    res.end();
  };
  /** An open page's live-reload socket: the checks of serve's other endpoints (Host, token, no cross-site request), then ws takes the connection. */
  const liveSocket: UpgradeHandler = (req, socket, head) => {
    const url = splitTarget(req.url ?? '');
    if (!url?.pathname.startsWith(INTERNAL_PREFIX)) return false;
    const refused = hostRefusal(req, host);
    if (refused) refuseUpgrade(socket, ...refused);
    else if (url.pathname !== `${INTERNAL_PREFIX}${LIVE_RELOAD_ENDPOINT}`) refuseUpgrade(socket, 404, 'Not found\n');
    else if (!fromOwnPage(req, url.search, token)) refuseUpgrade(socket, 403, OWN_PAGES_ONLY);
    else {
      live.attach(req, socket, head);
      onPageLoaded();
    }
    return true;
  };
  return { internal, liveSocket };
}
