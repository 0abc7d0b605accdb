// The query string of a sample's URL, encoded at build time for curl.
import type { SampleRequest } from './request.ts';

/** Every character but unreserved ones percent-encoded, so the URL is safe inside shell double quotes too. */
export function encodeComponent(s: string): string {
  return encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function queryPairs(req: SampleRequest): Array<[string, string]> {
  return req.query.flatMap(({ name, value }) => (Array.isArray(value) ? value : [value]).map((v): [string, string] => [name, String(v ?? '')]));
}
