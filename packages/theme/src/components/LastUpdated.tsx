import type { DocPageData } from '@ctfdocs/core';
import { useText } from '../context.tsx';
import { overridable } from '../theme-components/overridable.tsx';
import { interpolate } from './interpolate.ts';

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "Last updated on <date> by <author>", from Docusaurus's three texts (theme.lastUpdated.*). */
function ThemeLastUpdated({ date, author }: NonNullable<DocPageData['lastUpdate']>) {
  const text = useText();
  const atDate = date ? interpolate(text('theme.lastUpdated.atDate'), { date: <time dateTime={date}>{dateFormat.format(new Date(date))}</time> }) : null;
  return <span className="last-updated">{interpolate(text('theme.lastUpdated.lastUpdatedAtBy'), { atDate, byUser: author ? text('theme.lastUpdated.byUser', { user: author }) : null })}</span>;
}

export const LastUpdated = overridable('LastUpdated', ThemeLastUpdated);
