// A stand-in for the server an OpenAPI document describes: it answers every
// operation with its documented example and records, for each request, the
// problems an OpenAPI request validator (openapi-backend) and the
// credential rules find in it. The contract test points code samples at it.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OpenAPIBackend } from 'openapi-backend';
import formats from 'ajv-formats';

// ajv-formats is CommonJS: its function is the default export's `default`.
const addFormats = formats as unknown as typeof formats.default;

type Obj = Record<string, any>;

export interface StubOptions {
  /** The dereferenced document. */
  doc: Obj;
  /** The path of the document's server URL that every request path starts with (`/api/v1`). */
  basePath: string;
  /** The value each credential's environment variable holds, by security scheme name. */
  secrets: Record<string, string>;
  /**
   * CTFd's rule (CTFd/utils/initialization/__init__.py, `tokens`): the
   * Authorization header is read only when the request is JSON or a multipart
   * POST to the files list; otherwise the call is served anonymously.
   */
  tokenNeedsJson?: { multipartOperations: string[] };
}

export interface StubRecord {
  /** The operation the sample was written for (the first path segment after `/s/`). */
  expected: string;
  matched?: string;
  problems: string[];
}

export interface Stub {
  url: string;
  records: StubRecord[];
  close(): Promise<void>;
}

export async function startApiStub(options: StubOptions): Promise<Stub> {
  // quick: its check of the document knows only OpenAPI 3.0; swagger-parser
  // validated the document already (test/specs/api-coverage.test.ts).
  const backend = new OpenAPIBackend({
    definition: options.doc as any,
    quick: true,
    validate: true,
    strict: true,
    coerceTypes: false,
    // Formats such as email, uri and date-time are checked, not skipped with a warning.
    customizeAjv: (ajv) => addFormats(ajv),
  });
  await backend.init();
  const records: StubRecord[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void check(backend, options, req, Buffer.concat(chunks)).then(
        ({ record, answer }) => {
          records.push(record);
          res.writeHead(record.problems.length ? 400 : 200, { 'Content-Type': answer.type });
          res.end(req.method === 'HEAD' ? undefined : record.problems.length ? JSON.stringify({ problems: record.problems }) : answer.body);
        },
        (err: Error) => {
          records.push({ expected: '?', problems: [`stub error: ${err.message}`] });
          res.writeHead(500).end();
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    records,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function check(backend: OpenAPIBackend, options: StubOptions, req: IncomingMessage, raw: Buffer) {
  const url = new URL(req.url ?? '/', 'http://stub');
  const tagged = url.pathname.match(/^\/s\/([^/]+)(\/.*)?$/);
  const expected = tagged ? decodeURIComponent(tagged[1]) : '?';
  const problems: string[] = [];
  let rest = tagged?.[2] ?? url.pathname;
  if (!rest.startsWith(options.basePath)) problems.push(`path ${rest} is outside ${options.basePath}`);
  rest = rest.slice(options.basePath.length) || '/';
  const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')]));
  const query: Record<string, string | string[]> = {};
  for (const [k, v] of url.searchParams) query[k] = k in query ? [query[k]].flat().concat(v) : v;
  const request = { method: req.method ?? 'GET', path: rest, headers, query };
  // The document is dereferenced: every part of an operation is an object, not a $ref.
  const operation = backend.router.matchOperation(request) as Obj | undefined;
  const answer = { type: 'application/json', body: '{}' };
  if (!operation) return { record: { expected, problems: [...problems, `no operation for ${request.method} ${rest}`] }, answer };
  const opId = String(operation.operationId);
  if (opId !== expected) problems.push(`the sample for ${expected} called ${opId}`);

  const mediaType = String(headers['content-type'] ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
  const declared = Object.keys(operation.requestBody?.content ?? {});
  let body: unknown;
  if (raw.length) {
    if (!declared.includes(mediaType)) problems.push(`body sent as "${mediaType}", the operation takes ${declared.join(', ') || 'no body'}`);
    else body = await decodeBody(mediaType, raw, headers['content-type'], operation.requestBody.content[mediaType].schema, problems);
  } else if (operation.requestBody?.required) problems.push('the required body is missing');
  const result = backend.validator.validateRequest({ ...request, body }, opId);
  for (const e of result.errors ?? []) problems.push(`${e.instancePath || '/'} ${e.message ?? e.keyword}`);
  problems.push(...credentialProblems(options, operation, request.method, headers, mediaType));

  const ok = Object.entries(operation.responses ?? {}).find(([status]) => status.startsWith('2'));
  const [type, media] = Object.entries(((ok?.[1] as Obj)?.content as Obj) ?? {})[0] ?? ['application/json', {}];
  const example = media?.example ?? (Object.values(media?.examples ?? {})[0] as Obj | undefined)?.value;
  answer.type = type;
  answer.body = /json/.test(type) ? JSON.stringify(example ?? {}) : String(example ?? '');
  return { record: { expected, matched: opId, problems }, answer };
}

async function decodeBody(mediaType: string, raw: Buffer, contentType: string, schema: Obj | undefined, problems: string[]): Promise<unknown> {
  if (/json/.test(mediaType)) {
    try {
      return JSON.parse(raw.toString('utf8'));
    } catch (err) {
      problems.push(`the JSON body does not parse: ${(err as Error).message}`);
      return undefined;
    }
  }
  // Form fields arrive as text; the schema's types describe the values they encode.
  const fields =
    mediaType === 'multipart/form-data'
      ? [...(await new Response(new Uint8Array(raw), { headers: { 'content-type': contentType } }).formData()).entries()]
      : [...new URLSearchParams(raw.toString('utf8')).entries()];
  const out: Obj = {};
  for (const [name, value] of fields) {
    const text = typeof value === 'string' ? value : await value.text();
    const type = propertyType(schema, name);
    out[name] =
      (type === 'integer' || type === 'number') && text.trim() !== '' && !Number.isNaN(Number(text)) ? Number(text) : type === 'boolean' && /^(true|false)$/.test(text) ? text === 'true' : text;
  }
  return out;
}

function propertyType(schema: Obj | undefined, name: string): string | undefined {
  if (!schema) return undefined;
  const own = schema.properties?.[name]?.type;
  if (own) return Array.isArray(own) ? own.find((t: string) => t !== 'null') : own;
  for (const variant of [...(schema.oneOf ?? []), ...(schema.anyOf ?? []), ...(schema.allOf ?? [])]) {
    const t = propertyType(variant, name);
    if (t) return t;
  }
  return undefined;
}

function credentialProblems(options: StubOptions, operation: Obj, method: string, headers: Record<string, string>, mediaType: string): string[] {
  const requirements: Obj[] = operation.security ?? options.doc.security ?? [];
  const anonymous = requirements.length === 0 || requirements.some((r) => Object.keys(r).length === 0);
  const schemes: Obj = options.doc.components?.securitySchemes ?? {};
  const problems: string[] = [];
  const mismatches: string[] = [];
  // Schemes that share a header (an admin's and a player's token) are alternatives: one of them must match.
  const presented = requirements
    .flatMap((r) => Object.keys(r))
    .filter((name) => {
      const s = schemes[name];
      const sent = s?.in === 'header' ? headers[String(s.name).toLowerCase()] : undefined;
      const want = `${s?.['x-ctfdocs-prefix'] ?? ''}${options.secrets[name]}`;
      if (sent !== undefined && sent !== want) mismatches.push(`${s.name} is "${sent}", expected "${want}"`);
      return sent === want;
    });
  if (!presented.length) problems.push(...mismatches);
  if (!presented.length && !anonymous) problems.push('no credential sent');
  const tj = options.tokenNeedsJson;
  if (tj && presented.length) {
    const upload = mediaType === 'multipart/form-data' && method === 'POST' && tj.multipartOperations.includes(String(operation.operationId));
    if (mediaType !== 'application/json' && !upload) problems.push(`Content-Type is "${mediaType}": CTFd ignores the token unless the request is JSON`);
  }
  return problems;
}
