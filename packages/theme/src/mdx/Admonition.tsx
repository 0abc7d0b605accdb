// Docusaurus's <Admonition type title>, with the markup of a markdown
// `:::note` block (core's remark-directives.ts).
import type { ReactNode } from 'react';
import { ADMONITIONS, admonitionKind } from '@ctfdocs/core';
import { useText } from '../context.tsx';
import { overridable } from '../theme-components/overridable.tsx';

export interface AdmonitionProps {
  type?: string;
  title?: ReactNode;
  icon?: ReactNode;
  className?: string;
  children?: ReactNode;
}

function ThemeAdmonition({ type = 'note', title, className, children }: AdmonitionProps) {
  const text = useText();
  const known = Object.hasOwn(ADMONITIONS, type) ? type : 'note';
  return (
    <div className={['admonition', `admonition-${admonitionKind(known)}`, className].filter(Boolean).join(' ')} role="note">
      <p className="admonition-title">{title ?? text(ADMONITIONS[known].title)}</p>
      <div className="admonition-body">{children}</div>
    </div>
  );
}

export const Admonition = overridable('Admonition', ThemeAdmonition);
