// Docusaurus's <Admonition type title>, with the markup of a markdown
// `:::note` block (core's remark-directives.ts).
import type { ReactNode } from 'react';
import { ADMONITION_TITLES, admonitionKind } from '@ctfdocs/core';

export interface AdmonitionProps {
  type?: string;
  title?: ReactNode;
  icon?: ReactNode;
  className?: string;
  children?: ReactNode;
}

export function Admonition({ type = 'note', title, className, children }: AdmonitionProps) {
  const known = type in ADMONITION_TITLES ? type : 'note';
  return (
    <div className={['admonition', `admonition-${admonitionKind(known)}`, className].filter(Boolean).join(' ')} role="note">
      <p className="admonition-title">{title ?? ADMONITION_TITLES[known]}</p>
      <div className="admonition-body">{children}</div>
    </div>
  );
}
