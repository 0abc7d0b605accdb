// serve's own endpoints (`/__ctfdocs/…`: live reload, "Try again") answer
// only the pages serve itself sent. Any site open in the writer's browser can
// send requests to 127.0.0.1; it cannot read serve's pages (the same-origin
// policy, and the Host check against DNS rebinding), so a random token that
// serve writes into each page it sends proves a request comes from one of
// them. The fetch metadata and Origin headers browsers add refuse the rest
// early and say why.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const INTERNAL_PREFIX = '/__ctfdocs/';

/** A new token for each serve process. */
export function createServeToken(): string {
  return randomBytes(18).toString('base64url');
}

/** Whether a request to an internal endpoint comes from a page of this server, carrying its token. */
export function fromOwnPage(req: IncomingMessage, search: string, token: string): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return false;
  const origin = req.headers.origin;
  if (origin !== undefined && origin !== `http://${req.headers.host}`) return false;
  const given = Buffer.from(new URLSearchParams(search).get('token') ?? '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

const DEV_MARK = Buffer.from(' data-dev=""');

/**
 * The page with serve's token in `<html data-dev>`, where the client script
 * reads it. The build renders the attribute empty, so cached pages stay
 * independent of the process; it is the first occurrence, in the root tag.
 */
export function withToken(html: Uint8Array, token: string): Uint8Array {
  const body = Buffer.from(html.buffer, html.byteOffset, html.byteLength);
  const root = body.indexOf('<html');
  const at = root < 0 ? -1 : body.indexOf(DEV_MARK, root);
  if (at < 0 || at > body.indexOf('>', root)) return html;
  return Buffer.concat([body.subarray(0, at), Buffer.from(` data-dev="${token}"`), body.subarray(at + DEV_MARK.length)]);
}
