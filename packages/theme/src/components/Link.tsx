import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useHref } from '../context.tsx';

const EXTERNAL = /^(https?:)?\/\//i;

/** An internal link (baseUrl applied) or an external one (new tab, no opener). */
export function Link({ to, children, ...rest }: { to: string; children: ReactNode } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const href = useHref();
  if (EXTERNAL.test(to)) {
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
