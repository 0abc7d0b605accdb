import http from 'node:http';

// serve's internal endpoints take the token it writes into each page it
// sends; tests read it from a page as the client script does.
export async function serveToken(serverUrl: string): Promise<string> {
  const html = await (await fetch(new URL('/', serverUrl))).text();
  const m = /<html[^>]* data-dev="([^"]+)"/.exec(html);
  if (!m) throw new Error('the page served has no token in <html data-dev>');
  return m[1];
}

/** The path of the live-reload stream, with the token. */
export async function eventsPath(serverUrl: string): Promise<string> {
  return `/__ctfdocs/events?token=${encodeURIComponent(await serveToken(serverUrl))}`;
}

/**
 * The next event on serve's live-reload stream at `events` (its path with the
 * token), and what it carries; with `name`, the first event of that name
 * (a page that connects while an error stands is sent that error first).
 */
export function nextLiveEvent(serverUrl: string, events: string, name?: string): Promise<{ name: string; data: string }> {
  const url = new URL(serverUrl);
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port: url.port, path: events }, (res) => {
      let buf = '';
      res.on('data', (d) => {
        buf += d;
        for (const m of buf.matchAll(/event: (\S+)\n((?:data: .*\n)*)\n/g)) {
          if (name !== undefined && m[1] !== name) continue;
          req.destroy();
          resolve({ name: m[1], data: m[2].replace(/^data: /gm, '') });
          return;
        }
      });
    });
    req.on('error', reject);
  });
}
