import path from 'node:path';

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

/**
 * Where a build file goes: `rel` under the output folder `root`. Every file
 * of a build passes here before it is written or kept (output.ts), so a
 * route that slipped past the checks of its source (core's routes/safe.ts)
 * still cannot name a file outside the output folder.
 */
export function outputFilePath(root: string, rel: string): string {
  const segments = rel.split('/');
  const abs = path.resolve(root, rel);
  if (rel.includes('\0') || path.isAbsolute(rel) || segments.some((s) => s === '' || s === '.' || s === '..') || !abs.startsWith(root + path.sep)) {
    throw new Error(`Refused to write the build file ${JSON.stringify(rel)}: it would land outside the output folder.`);
  }
  return abs;
}
