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
