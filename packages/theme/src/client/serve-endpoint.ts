// serve's own endpoints answer only requests that carry the token serve
// wrote into this page's `<html data-dev>`; other sites cannot read it.
export function serveEndpoint(name: 'events' | 'rerender'): string {
  return `/__ctfdocs/${name}?token=${encodeURIComponent(document.documentElement.dataset.dev ?? '')}`;
}
