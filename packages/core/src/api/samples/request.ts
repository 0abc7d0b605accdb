// What a code sample sends, worked out once from the operation and the
// document's security schemes; each language (curl.ts, python.ts,
// javascript.ts) only spells it out.
import type { ApiDocument, ApiOperation, ApiSecurityScheme, SchemaNode } from '../../types.ts';
import { exampleOf } from './example.ts';

export type Scalar = string | number | boolean | null;

export interface SampleRequest {
  method: string;
  /** The server URL the path is appended to. */
  base: string;
  /** The path, cut into literal text and path parameters bound to variables. */
  path: Array<{ text: string } | { param: string }>;
  /** Path parameters in order of appearance, with the value their variable starts with. */
  pathParams: Array<{ name: string; value: Scalar }>;
  /** Query parameters (a list value repeats the name). */
  query: Array<{ name: string; value: Scalar | Scalar[] }>;
  /** Headers with a fixed value. */
  headers: Array<{ name: string; value: string }>;
  credential?: Credential;
  body?: SampleBody;
  /** How the sample shows the answer: HEAD answers carry only headers. */
  response: 'json' | 'text' | 'headers';
}

/** The credential, read from an environment variable. */
export interface Credential {
  /** `header`, `query`, `cookie`, or `basic` (user:password in the variable, sent as HTTP basic auth). */
  in: 'header' | 'query' | 'cookie' | 'basic';
  /** Header, query parameter or cookie name. */
  name: string;
  variable: string;
  prefix: string;
}

export type SampleBody =
  | { kind: 'json'; value: unknown }
  | { kind: 'form'; fields: Array<{ name: string; value: string }> }
  | { kind: 'multipart'; fields: Array<{ name: string; value: string } | { name: string; file: string }> };

export interface SampleOptions {
  /** Overrides the document's first server (the contract test points samples at its stub). */
  server?: string;
}

export function sampleRequest(op: ApiOperation, api: Pick<ApiDocument, 'servers' | 'security'>, options: SampleOptions = {}): SampleRequest {
  const byName = new Map(op.parameters.map((p) => [`${p.in}:${p.name}`, p]));
  const path: SampleRequest['path'] = [];
  const pathParams: SampleRequest['pathParams'] = [];
  let last = 0;
  for (const m of op.path.matchAll(/\{([^}]+)\}/g)) {
    if (m.index > last) path.push({ text: op.path.slice(last, m.index) });
    const name = m[1];
    path.push({ param: name });
    if (!pathParams.some((p) => p.name === name)) {
      const p = byName.get(`path:${name}`);
      pathParams.push({ name, value: scalar(p?.example ?? exampleOf(p?.schema)) });
    }
    last = m.index + m[0].length;
  }
  if (last < op.path.length) path.push({ text: op.path.slice(last) });

  // A filter with an example is one the writer chose to show; the others would bury it.
  const shown = op.parameters.filter((p) => p.required || p.example !== undefined);
  const query = shown.filter((p) => p.in === 'query').map((p) => ({ name: p.name, value: queryValue(p.example ?? exampleOf(p.schema)) }));
  const headers = shown.filter((p) => p.in === 'header').map((p) => ({ name: p.name, value: String(scalar(p.example ?? exampleOf(p.schema))) }));
  const cookies = shown.filter((p) => p.in === 'cookie').map((p) => `${p.name}=${String(scalar(p.example ?? exampleOf(p.schema)))}`);

  const scheme = op.security.map((name) => api.security.find((s) => s.name === name)).find((s): s is ApiSecurityScheme => Boolean(s));
  const credential = scheme ? credentialOf(scheme) : undefined;
  const body = bodyOf(op);
  // CTFd reads a token only from requests that declare a JSON body (or a
  // multipart upload): a call sent without the header is served anonymously.
  if (body?.kind === 'json' || (credential && !body)) headers.push({ name: 'Content-Type', value: 'application/json' });
  if (cookies.length) headers.push({ name: 'Cookie', value: cookies.join('; ') });

  const ok = op.responses.find((r) => r.status.startsWith('2')) ?? op.responses[0];
  const response = op.method === 'HEAD' ? 'headers' : ok?.contentType && !/json/.test(ok.contentType) ? 'text' : 'json';
  return { method: op.method, base: options.server ?? api.servers[0] ?? '', path, pathParams, query, headers, credential, body, response };
}

function credentialOf(s: ApiSecurityScheme): Credential {
  if (s.type === 'http' && s.scheme === 'basic') return { in: 'basic', name: 'Authorization', variable: s.variable, prefix: '' };
  if (s.type === 'apiKey' && (s.in === 'query' || s.in === 'cookie')) return { in: s.in, name: s.headerName ?? s.name, variable: s.variable, prefix: s.prefix };
  return { in: 'header', name: s.type === 'apiKey' ? (s.headerName ?? 'Authorization') : 'Authorization', variable: s.variable, prefix: s.prefix };
}

function bodyOf(op: ApiOperation): SampleBody | undefined {
  const rb = op.requestBody;
  if (!rb) return undefined;
  if (/json/.test(rb.contentType)) return { kind: 'json', value: rb.example !== undefined ? rb.example : exampleOf(rb.schema) };
  const example = rb.example && typeof rb.example === 'object' && !Array.isArray(rb.example) ? (rb.example as Record<string, unknown>) : undefined;
  const props = rb.schema?.properties ?? [];
  const names = example ? Object.keys(example) : props.filter((p) => rb.schema?.required?.includes(p.name)).map((p) => p.name);
  const schemaOf = (name: string): SchemaNode | undefined => props.find((p) => p.name === name)?.schema;
  if (rb.contentType === 'multipart/form-data') {
    return {
      kind: 'multipart',
      fields: names.map((name) => {
        const s = schemaOf(name);
        const value = example?.[name] ?? exampleOf(s);
        return isFile(s) || isFile(s?.items) ? { name, file: fileName(name, value) } : { name, value: formValue(value) };
      }),
    };
  }
  return { kind: 'form', fields: names.map((name) => ({ name, value: formValue(example?.[name] ?? exampleOf(schemaOf(name))) })) };
}

function isFile(s: SchemaNode | undefined): boolean {
  return s?.format === 'binary' || (s?.contentMediaType !== undefined && !s.contentMediaType.startsWith('text/'));
}

/** The file a sample uploads: the file name the example mentions, else one named after the field. */
function fileName(field: string, example: unknown): string {
  const named = typeof example === 'string' ? example.match(/[\w-]+(?:\.[A-Za-z0-9]+)+/g) : null;
  return named?.[named.length - 1] ?? `${field}.bin`;
}

function formValue(v: unknown): string {
  return v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v ?? '');
}

function scalar(v: unknown): Scalar {
  if (v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  return v === undefined ? '' : JSON.stringify(v);
}

function queryValue(v: unknown): Scalar | Scalar[] {
  return Array.isArray(v) ? v.map(scalar) : scalar(v);
}
