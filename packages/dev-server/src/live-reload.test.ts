import { EventEmitter } from 'node:events';
import type http from 'node:http';
import { describe, expect, it } from 'vitest';
import { createLiveReload } from './live-reload.ts';

/** A response that records what is written to it. */
function stream() {
  const written: string[] = [];
  const res = { writeHead: () => res, write: (s: string) => written.push(s), end: () => undefined };
  return { req: new EventEmitter() as http.IncomingMessage, res: res as unknown as http.ServerResponse, written };
}

describe('live reload', () => {
  it('sends a standing error to a page that connects later, until a reload clears it', () => {
    const live = createLiveReload();
    live.showError('error content/a.md:3 Broken link');
    const late = stream();
    live.attach(late.req, late.res);
    expect(late.written.join('')).toContain('event: build-error\ndata: error content/a.md:3 Broken link\n\n');
    expect(live.showsError).toBe(true);
    live.reload();
    expect(live.showsError).toBe(false);
    expect(late.written.at(-1)).toMatch(/^event: reload\n/);
    const after = stream();
    live.attach(after.req, after.res);
    expect(after.written.join('')).not.toContain('build-error');
  });

  it('forgets a page whose stream closed', () => {
    const live = createLiveReload();
    const s = stream();
    live.attach(s.req, s.res);
    expect(live.size).toBe(1);
    s.req.emit('close');
    expect(live.size).toBe(0);
  });
});
