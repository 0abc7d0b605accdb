// The feed formats, one module each: a blog's `feedOptions.type` picks which are written.
import type { FeedType } from '@ctfdocs/core';
import { atom } from './atom.ts';
import type { FeedWriter } from './feed-data.ts';
import { json } from './json.ts';
import { rss } from './rss.ts';

export const FEED_WRITERS: Record<FeedType, FeedWriter> = { rss, atom, json };
