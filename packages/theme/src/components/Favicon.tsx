import type { SiteConfig } from '@ctfdocs/core';
import { withBase } from '../context.tsx';

// Without a configured favicon the browser asks for /favicon.ico, and the
// 404 it gets is logged as a console error on every page: a small built-in
// icon (an open page) answers that request without one.
const DEFAULT_ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect x="5" y="3" width="22" height="26" rx="3" fill="#2e8555"/><path d="M10 10h12M10 15h12M10 20h8" stroke="#fff" stroke-width="2.2" stroke-linecap="round"/></svg>',
  );

/** The `<link rel="icon">` of every page: the configured favicon, else the built-in one. */
export function Favicon({ config }: { config: SiteConfig }) {
  return <link rel="icon" href={config.favicon ? withBase(config.baseUrl, config.favicon) : DEFAULT_ICON} />;
}
