// A site plugin to start from. Copy this folder to site/plugins/<name>/,
// give the plugin its own name below, and list it in the config:
//
//   plugins:
//     - [./plugins/<name>/index.mjs, { file: links.json, title: Useful links }]
//
// As it stands it reads a JSON list of links beside the config, adds a page
// listing them, puts their count in every page's head and warns of a link
// without a URL at its line of the file. Keep the hooks you need and delete
// the rest: docs/plugins.md in the ctfdocs repository describes each one.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** @typedef {{ title: string; url?: string }} Link */

/** @type {import('ctfdocs').PluginModule<{ file: string; title?: string; route?: string }, Link[]>} */
export default function linksPlugin(context, options) {
  const file = path.join(context.siteDir, options.file);
  return {
    // Unique in the site: diagnostics are coded plugin/<name>/…
    name: 'links',

    // Runs once per locale before the pages render; what it returns is `content` below.
    async loadContent() {
      return JSON.parse(await readFile(file, 'utf8'));
    },

    // Adds pages: the component is rendered at build time in the site's shell, with these props.
    async contentLoaded({ content, actions }) {
      actions.addRoute({
        path: `${context.baseUrl}${options.route ?? 'links'}`,
        component: './LinksPage.tsx',
        props: { title: options.title ?? 'Links', links: content.filter((link) => link.url) },
      });
    },

    // Tags at the end of every page's <head>; a script or stylesheet from another site joins the Content-Security-Policy.
    injectHtmlTags({ content }) {
      return { headTags: [{ tagName: 'meta', attributes: { name: 'links-count', content: String(content.length) } }] };
    },

    // Problems `ctfdocs check` and `build` report like their own, at a file and line.
    async checks({ content }) {
      const lines = (await readFile(file, 'utf8')).split('\n');
      return content
        .filter((link) => !link.url)
        .map((link) => ({
          severity: 'warning',
          code: 'no-url',
          file: options.file,
          line: lines.findIndex((line) => line.includes(JSON.stringify(link.title))) + 1,
          message: `The link "${link.title}" has no url, so the page leaves it out`,
          hint: 'Give the entry a "url", or remove it.',
        }));
    },
  };
}
