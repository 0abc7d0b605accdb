// KaTeX's stylesheet and fonts and Mermaid's browser build (the theme's
// vendor-files.ts) as the site publishes them: each package in a folder of
// assets/ named by a hash of its entry file, so a new version is a new URL
// and the host may cache them for a year (_headers), like the bundle. Their
// URLs are known before a page is rendered; their files are written only when
// a rendered page uses them (PageUses), so a site without math or diagrams
// publishes neither.
//
// Changes to the files as shipped: KaTeX's stylesheet names only the WOFF2
// fonts, which are the ones published, and is followed by the theme's styles
// for math (math.css), so that pages without math load neither; Mermaid's
// modules are published as .js (their imports of each other renamed to
// match), since some static hosts do not serve .mjs as JavaScript and a
// browser refuses a module of another type. The folder's hash is of the
// entry as published, so a change to the theme's math styles is a new URL.
import { readFileSync } from 'node:fs';
import { transform } from 'esbuild';
import { MERMAID_ATTRIBUTE } from '@ctfdocs/core';
import { mathStyles, vendoredFiles, type VendoredName } from '@ctfdocs/theme';
import { contentHash } from './content-hash.ts';

export interface VendorFile {
  /** Path in the output. */
  file: string;
  contents: Uint8Array | string;
}

interface Prepared {
  /** A hash of the entry file as published: names the version. */
  hash: string;
  /** The entry file on disk. */
  source: string;
  /** Output folder, under assets/. */
  dir: string;
  /** The entry's path in that folder. */
  entry: string;
  files(): VendorFile[];
}

const prepared = new Map<VendoredName, Promise<Prepared>>();

const OTHER_FONT_FORMATS = /,url\([^)]*\.(?:woff|ttf)\) format\("(?:woff|truetype)"\)/g;
const MJS_IMPORT = /(["'])(\.\.?\/[^"'\s]*?)\.mjs\1/g;

/**
 * The theme's math.css, minified as KaTeX's stylesheet it follows is; by
 * esbuild's service the client bundle starts anyway (its synchronous API
 * starts a thread and a second esbuild process of its own, about 30 ms of
 * every build's CPU and wall time for 1 KB of CSS).
 */
const themeMathStyles = async () => (await transform(readFileSync(mathStyles, 'utf8'), { loader: 'css', minify: true, logLevel: 'silent' })).code;

/** What each package's files become when published, given what the package's stylesheet is followed by. */
const PUBLISH: Record<VendoredName, (rel: string, bytes: Buffer, after: string) => { rel: string; contents: Uint8Array | string }> = {
  katex: (rel, bytes, after) => (rel.endsWith('.css') ? { rel, contents: `${bytes.toString('utf8').replace(OTHER_FONT_FORMATS, '')}\n${after}` } : { rel, contents: bytes }),
  mermaid: (rel, bytes) => ({ rel: rel.replace(/\.mjs$/, '.js'), contents: bytes.toString('utf8').replace(MJS_IMPORT, '$1$2.js$1') }),
};

/** Read once per process: the files do not change while ctfdocs runs. */
export function vendored(name: VendoredName): Promise<Prepared> {
  let made = prepared.get(name);
  if (!made) {
    made = prepare(name);
    prepared.set(name, made);
    // A failure is the build's to report, and the next build's to try again.
    made.catch(() => prepared.delete(name));
  }
  return made;
}

async function prepare(name: VendoredName): Promise<Prepared> {
  const [entry, ...rest] = vendoredFiles(name);
  const after = name === 'katex' ? await themeMathStyles() : '';
  const publish = (rel: string, bytes: Buffer) => PUBLISH[name](rel, bytes, after);
  const published = publish(entry.rel, readFileSync(entry.abs));
  const hash = contentHash(published.contents);
  const dir = `assets/vendor/${name}-${hash}/`;
  let files: VendorFile[] | undefined;
  return {
    hash,
    source: entry.abs,
    dir,
    entry: published.rel,
    files: () =>
      (files ??= [entry, ...rest].map((f) => {
        const out = f === entry ? published : publish(f.rel, readFileSync(f.abs));
        return { file: dir + out.rel, contents: out.contents };
      })),
  };
}

export interface VendorUrls {
  /** KaTeX's stylesheet, which pages with math link. */
  mathStylesheet: string;
  /** Mermaid's module, which the client's diagram code imports. */
  mermaid: string;
}

export async function vendorUrls(baseUrl: string): Promise<VendorUrls> {
  const [katex, mermaid] = await Promise.all([vendored('katex'), vendored('mermaid')]);
  return { mathStylesheet: baseUrl + katex.dir + katex.entry, mermaid: baseUrl + mermaid.dir + mermaid.entry };
}

/**
 * Which vendored packages the rendered pages use, told from their HTML: a
 * page with math links KaTeX's stylesheet; a page with a diagram has its
 * figure, which the client draws with Mermaid.
 */
export class PageUses {
  private readonly used = new Set<VendoredName>();
  private readonly tests: Array<[VendoredName, string]>;

  constructor(urls: VendorUrls) {
    this.tests = [
      ['katex', `href="${urls.mathStylesheet}"`],
      ['mermaid', MERMAID_ATTRIBUTE],
    ];
  }

  see(html: string): void {
    for (const [name, marker] of this.tests) if (!this.used.has(name) && html.includes(marker)) this.used.add(name);
  }

  /** The files of every package a page used. */
  async files(): Promise<VendorFile[]> {
    return (await Promise.all([...this.used].map(vendored))).flatMap((made) => made.files());
  }
}
