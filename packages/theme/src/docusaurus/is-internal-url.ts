// `@docusaurus/isInternalUrl`, as Docusaurus decides it: a URL with no scheme
// and no host is one of the site's.

/** Whether `url` starts with a scheme (`https:`, `mailto:`, Docusaurus's `pathname:`) or `//`. */
export function hasProtocol(url: string): boolean {
  return /^(?:\w*:|\/\/)/.test(url);
}

export default function isInternalUrl(url?: string): boolean {
  return url !== undefined && !hasProtocol(url);
}
