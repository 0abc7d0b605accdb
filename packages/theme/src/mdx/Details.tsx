// Docusaurus's <Details summary>: a <details> element, which the theme's
// client script animates like one written in markdown.
import { Children, isValidElement, type ReactNode } from 'react';
import { overridable } from '../theme-components/overridable.tsx';

export interface DetailsProps {
  summary?: ReactNode;
  open?: boolean;
  className?: string;
  children?: ReactNode;
}

function ThemeDetails({ summary, open, className, children }: DetailsProps) {
  const kids = Children.toArray(children);
  // <Details><summary>…</summary>…</Details> brings its own summary.
  const own = kids.find((c) => isValidElement(c) && c.type === 'summary');
  return (
    <details className={className} open={open}>
      {own ?? <summary>{summary ?? 'Details'}</summary>}
      {own ? kids.filter((c) => c !== own) : kids}
    </details>
  );
}

export const Details = overridable('Details', ThemeDetails);
