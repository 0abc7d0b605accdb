// `@docusaurus/Link`, drawn as Docusaurus draws it in static HTML: `to` or
// `href`; the baseUrl before a path from the site root (unless
// autoAddBaseUrl is false); another site's URL, or a `pathname://` one (a
// file of the site that is no page), in a new tab. The client router
// follows the site's links by itself, so react-router's NavLink props draw
// nothing.
import type { AnchorHTMLAttributes } from 'react';
import isInternalUrl from './is-internal-url.ts';
import { useBaseUrlUtils } from './use-base-url.ts';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to?: string;
  autoAddBaseUrl?: boolean;
  isNavLink?: boolean;
  activeClassName?: string;
  isActive?: unknown;
  'data-noBrokenLinkCheck'?: boolean;
}

export default function Link({ to, href, autoAddBaseUrl = true, isNavLink, activeClassName, isActive, 'data-noBrokenLinkCheck': noCheck, ...rest }: LinkProps) {
  const { withBaseUrl } = useBaseUrlUtils();
  const written = to ?? href;
  const target = written?.replace('pathname://', '');
  const url = target !== undefined && autoAddBaseUrl && target.startsWith('/') ? withBaseUrl(target) : target;
  const newTab = written !== undefined && !isInternalUrl(written) ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return <a href={url} {...newTab} {...rest} />;
}
