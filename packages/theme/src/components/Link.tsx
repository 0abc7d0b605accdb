import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { isExternalUrl } from '@ctfdocs/core';
import { useHref } from '../context.tsx';

/** An internal link (baseUrl applied) or an external one (new tab, no opener). */
export function Link({ to, children, ...rest }: { to: string; children: ReactNode } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const href = useHref();
  if (isExternalUrl(to)) {
    return (
      <a href={to} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a href={href(to)} {...rest}>
      {children}
    </a>
  );
}
