// Which address a link to another site is checked at, and which links are
// not checked at all.
import { BlockList, isIP } from 'node:net';

/**
 * The URL a link is checked at: protocol-relative links as https, the
 * fragment dropped (a page is fetched once for all its anchors); undefined
 * for anything but a well-formed http(s) URL.
 */
export function checkedUrl(href: string): string | undefined {
  let url: URL;
  try {
    url = new URL(href.startsWith('//') ? `https:${href}` : href);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  url.hash = '';
  return url.href;
}

// The reader's own machine and network: loopback, private, link-local and unspecified addresses.
const local = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  local.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  local.addSubnet(net, prefix, 'ipv6');
}

/** Names RFC 2606 and 6761 reserve for examples and tests, and the names of local networks. */
const RESERVED_NAME = /(^|\.)(localhost|example|test|invalid|local|internal|home\.arpa|example\.(com|net|org))$/i;

/**
 * Whether a URL names the reader's machine or network (`localhost:8000`,
 * `192.168.1.1`) or a reserved example name: such links in docs are
 * instructions, not pages to fetch, and fetching them from CI would reach
 * whatever runs there.
 */
export function isLocalOrReserved(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '');
  const family = isIP(host);
  if (family === 4) return local.check(host, 'ipv4');
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(host);
    return mapped ? local.check(mapped[1], 'ipv4') : local.check(host, 'ipv6');
  }
  return RESERVED_NAME.test(host);
}
