import { createElement, Fragment, type ReactNode } from 'react';
import type { DocPageData } from '@ctfdocs/core';
import { useText } from '../context.tsx';

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * `message` with each `{name}` replaced by `parts[name]`, as React children:
 * the date is an element, so the sentence cannot be one string. Each text
 * and part stays a child of its own, so the markup is what JSX writing them
 * side by side gives.
 */
function interpolate(message: string, parts: Readonly<Record<string, ReactNode>>): ReactNode {
  const children = message.split(/\{(\w+)\}/).map((piece, i) => (i % 2 ? (piece in parts ? parts[piece] : `{${piece}}`) : piece || null));
  return createElement(Fragment, null, ...children);
}

/** "Last updated on <date> by <author>", from Docusaurus's three texts (theme.lastUpdated.*). */
export function LastUpdated({ date, author }: NonNullable<DocPageData['lastUpdate']>) {
  const text = useText();
  const atDate = date ? interpolate(text('theme.lastUpdated.atDate'), { date: <time dateTime={date}>{dateFormat.format(new Date(date))}</time> }) : null;
  return <span className="last-updated">{interpolate(text('theme.lastUpdated.lastUpdatedAtBy'), { atDate, byUser: author ? text('theme.lastUpdated.byUser', { user: author }) : null })}</span>;
}
