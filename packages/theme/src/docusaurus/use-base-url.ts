// `@docusaurus/useBaseUrl` and its `useBaseUrlUtils`, by Docusaurus's rules:
// the site's baseUrl goes before a path (from the site root or not) unless
// it is there already; a URL of another site and a fragment are left alone.
import { useShell } from '../context.tsx';
import { hasProtocol } from './is-internal-url.ts';

export interface BaseUrlOptions {
  /** Add the baseUrl even when the path starts with it. */
  forcePrependBaseUrl?: boolean;
  /** With the site's url before it. */
  absolute?: boolean;
}

function addBaseUrl(siteUrl: string, baseUrl: string, url: string, { forcePrependBaseUrl = false, absolute = false }: BaseUrlOptions = {}): string {
  if (!url || url.startsWith('#') || hasProtocol(url)) return url;
  if (forcePrependBaseUrl) return baseUrl + url.replace(/^\//, '');
  // `/docs` with baseUrl `/docs/` is the site's root.
  if (url === baseUrl.replace(/\/$/, '')) return baseUrl;
  const basePath = url.startsWith(baseUrl) ? url : baseUrl + url.replace(/^\//, '');
  return absolute ? siteUrl.replace(/\/$/, '') + basePath : basePath;
}

export function useBaseUrlUtils(): { withBaseUrl(url: string, options?: BaseUrlOptions): string } {
  const { config } = useShell().site;
  return { withBaseUrl: (url, options) => addBaseUrl(config.url, config.baseUrl, url, options) };
}

export default function useBaseUrl(url: string, options?: BaseUrlOptions): string {
  return useBaseUrlUtils().withBaseUrl(url, options);
}
