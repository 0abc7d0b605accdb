// Load an OpenAPI 3.0/3.1 or Swagger 2.0 document (JSON or YAML) with
// swagger-parser, which validates it and resolves every $ref, then reduce it
// to the ApiDocument the renderer draws.
import type { ApiDocument, ApiExample, ApiOperation, ApiResponse, ApiSecurityScheme, Diagnostic, SchemaNode } from '../types.ts';
import { slugify } from '../util/slug.ts';
import { describeInvalidApi } from './invalid.ts';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
// biome-ignore lint/suspicious/noExplicitAny: an OpenAPI document as parsed, read field by field with checks.
type Obj = Record<string, any>;

export async function loadApiDocument(absPath: string, file: string): Promise<{ api?: ApiDocument; diagnostics: Diagnostic[] }> {
  let doc: Obj;
  const diagnostics: Diagnostic[] = [];
  // Loaded on first use: swagger-parser and its validators took about 70 ms to
  // load, paid by every build of a site without an API reference.
  const { default: SwaggerParser } = await import('@apidevtools/swagger-parser');
  try {
    doc = (await SwaggerParser.validate(absPath)) as Obj;
  } catch (err) {
    // A document that parses and resolves but breaks a rule of the OpenAPI
    // schema (generated exports often carry stray keys) is still drawn, with a
    // warning; one that cannot be parsed or resolved cannot be.
    const schemaViolation = Boolean((err as { details?: unknown[] }).details?.length);
    const resolved = schemaViolation ? ((await SwaggerParser.dereference(absPath).catch(() => undefined)) as Obj | undefined) : undefined;
    const found = await describeInvalidApi(err as Error, absPath, file, resolved ? 'warning' : 'error');
    if (!resolved) return { diagnostics: found };
    doc = resolved;
    diagnostics.push(...found);
  }
  return { api: normalise(doc), diagnostics };
}

export function normalise(doc: Obj): ApiDocument {
  const swagger2 = typeof doc.swagger === 'string';
  // A Swagger 2.0 document without `host` is served from wherever it was
  // fetched; written out, that is a placeholder the reader must fill in.
  const servers: string[] = swagger2
    ? [`${(doc.schemes?.[0] as string) ?? 'https'}://${doc.host ?? '{host}'}${doc.basePath ?? ''}`]
    : ((doc.servers as Obj[] | undefined) ?? []).map((s) => String(s.url).replace(/\{(\w+)\}/g, (_m, name: string) => String(s.variables?.[name]?.default ?? `{${name}}`)));
  const schemes: Obj = (swagger2 ? doc.securityDefinitions : doc.components?.securitySchemes) ?? {};
  const security = Object.entries(schemes).map(([name, s]) => securityScheme(name, s as Obj, swagger2));
  const tagOrder: Array<{ name: string; description?: string }> = ((doc.tags as Obj[] | undefined) ?? []).map((t) => ({ name: t.name, description: t.description }));
  const byTag = new Map<string, ApiOperation[]>();
  const usedIds = new Set<string>();
  const globalSecurity = (doc.security as Obj[] | undefined) ?? [];
  for (const [p, item] of Object.entries((doc.paths as Obj) ?? {})) {
    if (!item) continue;
    for (const method of METHODS) {
      const op = item[method] as Obj | undefined;
      if (!op) continue;
      const params = [...((item.parameters as Obj[]) ?? []), ...((op.parameters as Obj[]) ?? [])];
      const merged = new Map<string, Obj>();
      for (const prm of params) merged.set(`${prm.in}:${prm.name}`, prm);
      const all = [...merged.values()];
      let id = String(op.operationId ?? slugify(`${method} ${p}`));
      while (usedIds.has(id)) id += '-2';
      usedIds.add(id);
      const operation: ApiOperation = {
        id,
        method: method.toUpperCase(),
        path: p,
        summary: String(op.summary ?? op.operationId ?? `${method.toUpperCase()} ${p}`),
        description: op.description,
        deprecated: Boolean(op.deprecated),
        ...securityOf((op.security as Obj[] | undefined) ?? globalSecurity),
        parameters: all
          .filter((prm) => prm.in !== 'body' && prm.in !== 'formData')
          .map((prm) => ({
            name: String(prm.name),
            in: String(prm.in),
            required: Boolean(prm.required),
            description: prm.description,
            schema: toSchema(swagger2 ? { ...prm, ...(prm.schema ?? {}) } : prm.schema),
            example: prm.example ?? (Object.values((prm.examples as Obj) ?? {})[0] as Obj | undefined)?.value ?? prm.schema?.example ?? prm['x-example'],
          })),
        requestBody: requestBody(op, all, swagger2),
        responses: Object.entries((op.responses as Obj) ?? {}).map(([status, r]) => responseOf(status, r as Obj, swagger2)),
      };
      const tags = (op.tags as string[] | undefined)?.length ? (op.tags as string[]) : ['default'];
      for (const t of tags) {
        if (!byTag.has(t)) byTag.set(t, []);
        byTag.get(t)!.push(operation);
        break; // one home per operation keeps deep links unique
      }
    }
  }
  for (const name of byTag.keys()) if (!tagOrder.some((t) => t.name === name)) tagOrder.push({ name });
  return {
    title: String(doc.info?.title ?? 'API'),
    version: String(doc.info?.version ?? ''),
    description: doc.info?.description,
    externalDocsUrl: /^https?:\/\//.test(String(doc.externalDocs?.url)) ? String(doc.externalDocs.url) : undefined,
    servers,
    security,
    tags: tagOrder.filter((t) => byTag.has(t.name)).map((t) => ({ name: t.name, slug: slugify(t.name) || 'default', description: t.description, operations: byTag.get(t.name)! })),
  };
}

/** The schemes of an operation's requirement list; an empty list or an empty requirement means no credential is needed. */
function securityOf(requirements: Obj[]): Pick<ApiOperation, 'security' | 'anonymous'> {
  return {
    security: [...new Set(requirements.flatMap((r) => Object.keys(r)))],
    anonymous: requirements.length === 0 || requirements.some((r) => Object.keys(r).length === 0),
  };
}

function securityScheme(name: string, s: Obj, swagger2: boolean): ApiSecurityScheme {
  // Swagger 2.0's `basic` type is OpenAPI 3's http scheme `basic`.
  const type = swagger2 && s.type === 'basic' ? 'http' : String(s.type);
  const scheme = type === 'http' ? String(s.scheme ?? 'basic').toLowerCase() : undefined;
  const bearer = scheme === 'bearer' || type === 'oauth2' || type === 'openIdConnect';
  return {
    name,
    type,
    in: s.in as string | undefined,
    headerName: s.name as string | undefined,
    scheme,
    description: s.description as string | undefined,
    variable: typeof s['x-ctfdocs-variable'] === 'string' ? s['x-ctfdocs-variable'] : envName(name),
    prefix: typeof s['x-ctfdocs-prefix'] === 'string' ? s['x-ctfdocs-prefix'] : bearer ? 'Bearer ' : '',
  };
}

/** `AccessToken` → `ACCESS_TOKEN`, `api_key` → `API_KEY`. */
function envName(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  const upper = (words || 'TOKEN').toUpperCase();
  return /^[0-9]/.test(upper) ? `_${upper}` : upper;
}

function requestBody(op: Obj, params: Obj[], swagger2: boolean): ApiOperation['requestBody'] {
  if (!swagger2) {
    const rb = op.requestBody as Obj | undefined;
    if (!rb) return undefined;
    const [contentType, media] = Object.entries((rb.content as Obj) ?? {})[0] ?? [];
    const examples = examplesOf(media);
    return {
      contentType: contentType ?? 'application/json',
      required: Boolean(rb.required),
      description: rb.description,
      schema: toSchema(media?.schema),
      example: examples[0]?.value,
      examples: examples.length ? examples : undefined,
    };
  }
  const body = params.find((p) => p.in === 'body');
  if (body) {
    return { contentType: 'application/json', required: Boolean(body.required), description: body.description, schema: toSchema(body.schema), example: body.schema?.example };
  }
  const form = params.filter((p) => p.in === 'formData');
  if (!form.length) return undefined;
  const multipart = form.some((p) => p.type === 'file');
  return {
    contentType: multipart ? 'multipart/form-data' : 'application/x-www-form-urlencoded',
    required: form.some((p) => p.required),
    schema: {
      type: 'object',
      required: form.filter((p) => p.required).map((p) => String(p.name)),
      properties: form.map((p) => ({ name: String(p.name), schema: toSchema({ ...p, type: p.type === 'file' ? 'string' : p.type, format: p.type === 'file' ? 'binary' : p.format })! })),
    },
  };
}

function responseOf(status: string, r: Obj, swagger2: boolean): ApiResponse {
  const headers = Object.entries((r.headers as Obj) ?? {}).map(([name, h]) => ({
    name,
    description: (h as Obj).description as string | undefined,
    schema: toSchema(swagger2 ? (h as Obj) : (h as Obj).schema),
  }));
  const base = { status, description: String(r.description ?? ''), headers: headers.length ? headers : undefined };
  if (swagger2) {
    const examples = Object.entries((r.examples as Obj) ?? {}).map(([name, value]) => ({ name, value }));
    const example = r.examples?.['application/json'] ?? examples[0]?.value;
    return { ...base, contentType: r.schema ? 'application/json' : undefined, schema: toSchema(r.schema), example, examples: examples.length ? examples : undefined };
  }
  const [contentType, media] = Object.entries((r.content as Obj) ?? {})[0] ?? [];
  const examples = examplesOf(media);
  return { ...base, contentType, schema: toSchema(media?.schema), example: examples[0]?.value, examples: examples.length ? examples : undefined };
}

/** A media type's `example`, its named `examples`, or else its schema's example. */
function examplesOf(media: Obj | undefined): ApiExample[] {
  if (!media) return [];
  if (media.example !== undefined) return [{ name: 'example', value: media.example }];
  const named = Object.entries((media.examples as Obj) ?? {})
    .filter(([, e]) => (e as Obj)?.value !== undefined)
    .map(([name, e]) => ({ name, summary: (e as Obj).summary as string | undefined, value: (e as Obj).value }));
  if (named.length) return named;
  return media.schema?.example !== undefined ? [{ name: 'example', value: media.schema.example }] : [];
}

const MAX_DEPTH = 12;

/** Reduce a dereferenced schema to a SchemaNode; a schema met again on its own path is marked circular. */
export function toSchema(schema: Obj | undefined, stack: Obj[] = []): SchemaNode | undefined {
  if (!schema || typeof schema !== 'object') return undefined;
  if (stack.includes(schema) || stack.length > MAX_DEPTH) return { type: 'object', circular: String(schema.title ?? 'recursive schema') };
  const next = [...stack, schema];
  let s = schema;
  if (Array.isArray(s.allOf)) s = mergeAllOf(s);
  const rawType = s.type;
  const types = Array.isArray(rawType) ? (rawType as string[]) : rawType ? [String(rawType)] : [];
  const nullable = Boolean(s.nullable) || types.includes('null');
  const type = types.filter((t) => t !== 'null').join(' | ') || (s.properties ? 'object' : s.items ? 'array' : undefined);
  const node: SchemaNode = {
    title: s.title,
    type,
    format: s.format,
    contentMediaType: s.contentMediaType,
    description: s.description,
    enum: s.enum,
    const: s.const,
    default: s.default,
    example: s.example ?? (Array.isArray(s.examples) ? s.examples[0] : undefined),
    nullable: nullable || undefined,
    readOnly: s.readOnly || undefined,
    writeOnly: s.writeOnly || undefined,
    maxLength: s.maxLength,
    minimum: s.minimum,
    maximum: s.maximum,
    required: Array.isArray(s.required) ? s.required : undefined,
  };
  if (s.properties) node.properties = Object.entries(s.properties as Obj).map(([name, sub]) => ({ name, schema: toSchema(sub as Obj, next) ?? {} }));
  if (s.items) node.items = toSchema(s.items as Obj, next);
  if (Array.isArray(s.oneOf)) node.oneOf = (s.oneOf as Obj[]).map((o) => toSchema(o, next) ?? {});
  if (Array.isArray(s.anyOf)) node.anyOf = (s.anyOf as Obj[]).map((o) => toSchema(o, next) ?? {});
  if (s.additionalProperties === true || (s.additionalProperties && typeof s.additionalProperties === 'object')) {
    node.additionalProperties = s.additionalProperties === true ? {} : (toSchema(s.additionalProperties as Obj, next) ?? {});
  }
  return node;
}

function mergeAllOf(s: Obj): Obj {
  const out: Obj = { ...s, allOf: undefined, properties: { ...(s.properties ?? {}) }, required: [...(s.required ?? [])] };
  for (const part of s.allOf as Obj[]) {
    const p = Array.isArray(part.allOf) ? mergeAllOf(part) : part;
    Object.assign(out.properties, p.properties ?? {});
    out.required.push(...(p.required ?? []));
    out.type ??= p.type;
    out.description ??= p.description;
  }
  return out;
}
