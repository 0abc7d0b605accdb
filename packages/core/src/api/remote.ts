// An API reference's `spec` may be an http(s) URL: fetch it at build time and
// keep the last good copy under .ctfdocs-cache/api/, so a build without
// network (a train, a locked-down CI runner) still renders the reference.
import { createHash } from 'node:crypto';
import { mkdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic } from '../types.ts';
import { writeFileAtomic } from '../util/write-atomic.ts';

export const API_CACHE_DIR = '.ctfdocs-cache/api';
/** Long enough for a slow mirror, short enough that an offline build does not hang. */
const FETCH_TIMEOUT_MS = 15_000;

export function isRemoteSpec(spec: string): boolean {
  return /^https?:\/\//i.test(spec);
}

/** Where the copy of `url` is kept: named by a hash of the URL, with the URL's extension so JSON and YAML stay recognisable. */
export function cachePathFor(rootDir: string, url: string): string {
  const ext = /\.(json|ya?ml)$/i.exec(new URL(url).pathname)?.[0].toLowerCase() ?? '.txt';
  const hash = createHash('sha256').update(url).digest('hex').slice(0, 16);
  return path.join(rootDir, API_CACHE_DIR, hash + ext);
}

export interface RemoteSpecWhere {
  rootDir: string;
  /** The config file and the key path of `spec`, for diagnostics. */
  configFile: string;
  configPath: string;
  line?: number;
  column?: number;
}

/** Fetch `url` into the cache; returns the local file to load, or why there is none. */
export async function fetchRemoteSpec(url: string, where: RemoteSpecWhere): Promise<{ absPath?: string; diagnostics: Diagnostic[] }> {
  const cached = cachePathFor(where.rootDir, url);
  const at = { file: where.configFile, line: where.line, column: where.column, configPath: where.configPath };
  let reason: string;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), headers: { accept: 'application/json, application/yaml, text/yaml, */*' } });
    if (!res.ok) throw new Error(`the server answered ${res.status} ${res.statusText}`.trim());
    const text = await res.text();
    await mkdir(path.dirname(cached), { recursive: true });
    // Write then rename: an interrupted build never leaves half a document as the offline copy.
    await writeFileAtomic(cached, text);
    return { absPath: cached, diagnostics: [] };
  } catch (err) {
    const e = err as Error & { cause?: { code?: string; message?: string } };
    reason = e.name === 'TimeoutError' ? `no answer within ${FETCH_TIMEOUT_MS / 1000} s` : (e.cause?.code ?? e.cause?.message ?? e.message);
  }
  const kept = await stat(cached).catch(() => undefined);
  if (kept && (await readFile(cached, 'utf8')).trim()) {
    return {
      absPath: cached,
      diagnostics: [
        {
          severity: 'warning',
          code: 'api/offline',
          message: `Could not fetch ${url} (${reason}); using the copy cached on ${kept.mtime.toISOString().slice(0, 10)} in ${path.relative(where.rootDir, cached)}`,
          ...at,
          hint: 'Nothing to do when offline; otherwise check that the URL still serves the document.',
        },
      ],
    };
  }
  return {
    diagnostics: [
      {
        severity: 'error',
        code: 'api/fetch-failed',
        message: `Could not fetch the API description ${url} (${reason}), and there is no cached copy to build from`,
        ...at,
        hint: `Check the URL and the network and build again (a successful fetch is kept in ${API_CACHE_DIR}/ for offline builds), or set ${where.configPath} to a local file.`,
      },
    ],
  };
}
