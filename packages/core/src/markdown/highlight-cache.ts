// Highlighted code blocks kept on disk between runs, in
// `.ctfdocs-cache/highlight/`: a page compiled again (edited in serve, or
// every page after a change to the config or the route set) highlights only
// the blocks that changed. Highlighting was about a third of a cold compile.
// An entry is named by a hash of everything the block's markup depends on:
// the code of ctfdocs (`version`), shiki's version and the themes, and the
// block's language, meta, magic comments config and code (rehype-code.ts
// makes that part of the key). Each thread reads and writes the folder on its
// own; an entry is written to a temporary name and renamed, so no thread ever
// reads half an entry, and one that cannot be read is highlighted again.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import type { Element } from 'hast';
import shikiPackage from 'shiki/package.json' with { type: 'json' };
import type { CompileCacheOptions } from './compile-cache.ts';
import { THEMES } from './highlighter.ts';
import { writeFileAtomicSync } from '../util/write-atomic.ts';

/** Where the highlight cache lives and whether it is read: beside the compile cache, for the same code. */
export type HighlightCacheOptions = CompileCacheOptions;

/** Past this many entries, the oldest written are removed when a run first writes. */
export const HIGHLIGHT_CACHE_LIMIT = 20_000;

/** The highlight cache's folder for a compile cache's options: a sibling of `.ctfdocs-cache/markdown`. */
export function highlightCacheFor(compileCache: CompileCacheOptions): HighlightCacheOptions {
  return { ...compileCache, dir: path.join(path.dirname(compileCache.dir), 'highlight') };
}

export class HighlightCache {
  private readonly dir: string;
  private readonly salt: string;
  private readonly readable: boolean;
  private readonly limit: number;
  private trimmed = false;

  readonly options: HighlightCacheOptions;

  constructor(opts: HighlightCacheOptions, limit = HIGHLIGHT_CACHE_LIMIT) {
    this.options = opts;
    this.dir = opts.dir;
    this.readable = opts.read !== false;
    this.limit = limit;
    this.salt = createHash('sha256')
      .update(`${opts.version}\0shiki ${shikiPackage.version}\0${JSON.stringify(THEMES)}\0`)
      .digest('hex');
  }

  private fileOf(key: string): string {
    return path.join(this.dir, `${createHash('sha256').update(this.salt).update(key).digest('hex').slice(0, 32)}.json`);
  }

  /** The block kept for `key`, if there is one that reads back whole. */
  read(key: string): Element | undefined {
    if (!this.readable) return undefined;
    try {
      const block: unknown = JSON.parse(readFileSync(this.fileOf(key), 'utf8'));
      return isElementTree(block) ? block : undefined;
    } catch {
      // Missing (a failed open is cheaper than listing the folder) or damaged: highlight it.
      return undefined;
    }
  }

  write(key: string, block: Element): void {
    const file = this.fileOf(key);
    try {
      // Once per run: the folder is made and kept within its limit before the first entry.
      if (!this.trimmed) {
        mkdirSync(this.dir, { recursive: true });
        this.trim();
      }
      writeFileAtomicSync(file, JSON.stringify(block));
    } catch {
      // A cache that cannot be written (read-only checkout, full disk) only
      // costs time. The folder is made again next time, in case it was deleted.
      this.trimmed = false;
    }
  }

  /** Keep the folder within the limit: blocks no page shows any more would otherwise pile up. */
  private trim(): void {
    this.trimmed = true;
    const names = readdirSync(this.dir);
    if (names.length < this.limit) return;
    const aged = names.flatMap((name) => {
      try {
        return [{ name, written: statSync(path.join(this.dir, name)).mtimeMs }];
      } catch {
        // Removed by another thread meanwhile.
        return [];
      }
    });
    aged.sort((a, b) => a.written - b.written || (a.name < b.name ? -1 : 1));
    // Down to nine tenths, so the next runs do not trim again at once.
    for (const { name } of aged.slice(0, aged.length - Math.floor(this.limit * 0.9))) {
      try {
        unlinkSync(path.join(this.dir, name));
      } catch {
        // Removed by another thread meanwhile.
      }
    }
  }
}

// The folder is not trusted as the build's own output is: a CI cache can be
// restored from another branch's run. An entry is taken only when it has
// the shape highlight() in rehype-code.ts makes: these elements with these
// properties, plain text, and on the <pre> token markup of <code> and
// <span class style> alone. Anything else is highlighted again.
const BLOCK_TAGS = new Set(['div', 'pre', 'code', 'button']);
const BLOCK_PROPERTIES = new Set(['className', 'class', 'dataLanguage', 'tabindex', 'style', 'type', 'ariaLabel']);
/** A style that sets plain values (`counter-reset: line 4`): no url(), image-set(), escapes or at-rules. */
const PLAIN_STYLE = /^[\w\s:;#.%-]*$/;
const TOKEN_TAG = /<(?:\/?code|\/span|span(?: class="[^"<>]*")?(?: style="[\w\s:;#.%-]*")?)>/g;

/** Whether highlighted markup holds no tag but the highlighter's (its text is escaped, so no other `<` is left). */
function isTokenMarkup(html: string): boolean {
  return !html.replace(TOKEN_TAG, '').includes('<');
}

function isPropertyValue(name: string, value: unknown): boolean {
  if (name === 'style') return typeof value === 'string' && PLAIN_STYLE.test(value);
  if (Array.isArray(value)) return value.every((v) => typeof v === 'string');
  return typeof value === 'string' || typeof value === 'number';
}

/** Whether a value read back is a block as highlight() makes it (see above); a damaged or foreign file is not. */
function isElementTree(node: unknown): node is Element {
  if (typeof node !== 'object' || node === null) return false;
  const n = node as Omit<Partial<Element>, 'type'> & { type?: unknown; value?: unknown };
  if (n.type === 'text') return typeof n.value === 'string';
  if (n.type !== 'element' || typeof n.tagName !== 'string' || !BLOCK_TAGS.has(n.tagName)) return false;
  if (typeof n.properties !== 'object' || n.properties === null || !Array.isArray(n.children)) return false;
  if (!Object.entries(n.properties).every(([name, value]) => BLOCK_PROPERTIES.has(name) && isPropertyValue(name, value))) return false;
  if (n.data !== undefined) {
    const keys = Object.keys(n.data);
    const highlighted = (n.data as { highlighted?: unknown }).highlighted;
    if (n.tagName !== 'pre' || keys.length !== 1 || typeof highlighted !== 'string' || !isTokenMarkup(highlighted)) return false;
  }
  return n.children.every(isElementTree);
}

let current: HighlightCache | undefined;

/** This thread's highlight cache (none in tests and for library callers that keep no compile cache). */
export function highlightCache(): HighlightCache | undefined {
  return current;
}

/** Set this thread's highlight cache: each compile of a site, on the main thread and in each worker. */
export function useHighlightCache(opts: HighlightCacheOptions | undefined): void {
  const same = current && opts && current.options.dir === opts.dir && current.options.version === opts.version && current.options.read === opts.read;
  // The same one again (serve's rebuilds) keeps knowing it has trimmed the folder.
  if (!same) current = opts && new HighlightCache(opts);
}
