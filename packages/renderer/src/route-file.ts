/**
 * Trailing-slash policy: routes have none, and each is written as
 * `<route>.html` (the root as `index.html`). Static hosts that serve
 * `/a/b` from `a/b.html` (GitHub Pages, Netlify, Cloudflare Pages, Vercel
 * with cleanUrls, `ctfdocs serve`) need no redirects.
 */
export function routeToFile(route: string): string {
  if (route === '/') return 'index.html';
  return `${route.replace(/^\//, '')}.html`;
}
