// Loading API descriptions: the three dialects (Swagger 2.0, OpenAPI 3.0 and
// 3.1) in JSON and YAML, reduced to the tree the reference draws; and the
// diagnostics for documents that are not valid.
import { describe, expect, it } from 'vitest';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ApiDocument, ApiOperation, SchemaNode } from '../types.ts';
import { loadApiDocument } from './load.ts';

const repoRoot = path.resolve(fileURLToPath(import.meta.url), '../../../../..');
const fixture = (name: string) => path.join(repoRoot, 'test/fixtures/api-specs', name);

function op(api: ApiDocument, id: string): ApiOperation {
  const found = api.tags.flatMap((t) => t.operations).find((o) => o.id === id);
  if (!found) throw new Error(`no operation ${id}`);
  return found;
}
const prop = (s: SchemaNode | undefined, name: string) => s?.properties?.find((p) => p.name === name)?.schema;

async function load(abs: string, file = path.basename(abs)) {
  const r = await loadApiDocument(abs, file);
  expect(r.diagnostics).toEqual([]);
  return r.api!;
}

async function writeTemp(name: string, text: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'ctfdocs-api-'));
  await writeFile(path.join(dir, name), text);
  return path.join(dir, name);
}

describe('OpenAPI 3.0 (YAML)', () => {
  it('takes servers with variables, security schemes and tags in document order with their operations', async () => {
    const api = await load(fixture('lab-openapi-3.0.yaml'));
    expect(api.title).toBe('Practice Lab API');
    expect(api.externalDocsUrl).toBeUndefined();
    expect(api.servers).toEqual(['https://lab.example.org/lab']);
    expect(api.security).toEqual([expect.objectContaining({ name: 'LabToken', type: 'apiKey', in: 'header', headerName: 'Authorization' })]);
    expect(api.tags.map((t) => [t.slug, t.operations.map((o) => o.id)])).toEqual([
      ['exercises', ['listExercises', 'createExercise']],
      ['crews', ['getCrew']],
    ]);
    expect(op(api, 'getCrew').security).toEqual(['LabToken']);
  });

  it('resolves $refs into nested schema trees with required marks, flags and enums', async () => {
    const api = await load(fixture('lab-openapi-3.0.yaml'));
    const body = op(api, 'createExercise').requestBody!;
    expect(body).toMatchObject({ contentType: 'application/json', required: true });
    expect(body.schema?.required).toEqual(['title', 'level']);
    expect(prop(body.schema, 'id')?.readOnly).toBe(true);
    expect(prop(body.schema, 'title')?.maxLength).toBe(80);
    const check = prop(body.schema, 'checks')?.items;
    expect(check?.required).toEqual(['kind']);
    expect(prop(check, 'kind')?.enum).toEqual(['static', 'regex']);
    const crew = op(api, 'getCrew').responses[0].schema;
    const profile = prop(prop(crew, 'members')?.items, 'profile');
    expect(prop(profile, 'joined')).toMatchObject({ type: 'string', format: 'date-time' });
    const list = op(api, 'listExercises');
    expect(list.parameters).toEqual([expect.objectContaining({ name: 'level', in: 'query', schema: expect.objectContaining({ enum: [1, 2, 3] }) })]);
    expect((list.responses[0].example as { items: unknown[] }).items).toHaveLength(1);
  });
});

describe('Swagger 2.0 (JSON)', () => {
  it('builds the server from host, basePath and scheme and takes securityDefinitions', async () => {
    const api = await load(fixture('relay-swagger-2.0.json'));
    expect(api.servers).toEqual(['http://relay.example.org:8031/v1']);
    expect(api.externalDocsUrl).toBe('https://relay.example.org/docs/');
    expect(api.security).toEqual([expect.objectContaining({ name: 'AgentKey', headerName: 'X-Agent-Key' })]);
  });

  it('turns formData parameters into a multipart body with a binary file field', async () => {
    const api = await load(fixture('relay-swagger-2.0.json'));
    const body = op(api, 'uploadArtifact').requestBody!;
    expect(body.contentType).toBe('multipart/form-data');
    expect(body.schema?.required).toEqual(['file']);
    expect(prop(body.schema, 'file')).toMatchObject({ type: 'string', format: 'binary' });
    expect(op(api, 'uploadArtifact').parameters).toEqual([]);
  });

  it('resolves definitions and keeps response examples', async () => {
    const api = await load(fixture('relay-swagger-2.0.json'));
    const ok = op(api, 'runProbe').responses.find((r) => r.status === '200')!;
    expect(ok.example).toEqual({ code: 0, out: 'ok\n' });
    expect(prop(prop(ok.schema, 'history')?.items, 'at')?.format).toBe('date-time');
  });
});

describe('OpenAPI 3.1 (the repository specs)', () => {
  it('loads specs/ctfd-api.yaml and specs/koth-agent.yaml', async () => {
    const ctfd = await load(path.join(repoRoot, 'specs/ctfd-api.yaml'), 'specs/ctfd-api.yaml');
    expect(ctfd.tags.flatMap((t) => t.operations).length).toBeGreaterThan(150);
    const koth = await load(path.join(repoRoot, 'specs/koth-agent.yaml'), 'specs/koth-agent.yaml');
    expect(
      koth.tags
        .flatMap((t) => t.operations)
        .map((o) => `${o.method} ${o.path}`)
        .sort(),
    ).toEqual(['GET /healthcheck', 'GET /status']);
  });
});

describe('invalid documents', () => {
  it('names the file, line and JSON pointer of an unresolvable $ref', async () => {
    const abs = await writeTemp(
      'dangling.yaml',
      [
        'openapi: 3.1.0',
        'info: { title: T, version: "1" }',
        'paths:',
        '  /a:',
        '    get:',
        '      responses:',
        "        '200':",
        '          description: ok',
        '          content:',
        '            application/json:',
        '              schema:',
        "                $ref: '#/components/schemas/Gone'",
        '',
      ].join('\n'),
    );
    const { api, diagnostics } = await loadApiDocument(abs, 'specs/dangling.yaml');
    expect(api).toBeUndefined();
    expect(diagnostics).toEqual([
      expect.objectContaining({
        severity: 'error',
        code: 'api/unresolved-ref',
        file: 'specs/dangling.yaml',
        line: 12,
        configPath: '/paths/~1a/get/responses/200/content/application~1json/schema/$ref',
      }),
    ]);
    expect(diagnostics[0].message).toContain('#/components/schemas/Gone');
  });

  it('warns with the file, line and JSON pointer of a schema violation, in JSON too, and still draws the document', async () => {
    const doc = { swagger: '2.0', info: { title: 'T', version: '1' }, paths: { '/x': { get: { responses: { 200: { summary: 'no description' } } } } } };
    const abs = await writeTemp('broken.json', JSON.stringify(doc, null, 2));
    const { api, diagnostics } = await loadApiDocument(abs, 'broken.json');
    expect(api?.tags[0].operations.map((o) => `${o.method} ${o.path}`)).toEqual(['GET /x']);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ severity: 'warning', code: 'api/invalid', file: 'broken.json' });
    expect(diagnostics[0].configPath).toMatch(/^\/paths\/~1x\/get\/responses\/200/);
    expect(diagnostics[0].line).toBe(
      JSON.stringify(doc, null, 2)
        .split('\n')
        .findIndex((l) => l.includes('"200"')) + 1,
    );
  });

  // The OpenAPI schemas are compiled once per process (patches/): a document
  // validated after valid ones of its dialect still gets its own errors.
  it('warns of a schema violation in an OpenAPI 3.1 document validated after valid ones', async () => {
    await load(path.join(repoRoot, 'specs/koth-agent.yaml'), 'specs/koth-agent.yaml');
    const abs = await writeTemp(
      'stray.yaml',
      ['openapi: 3.1.0', 'info: { title: T, version: "1" }', 'paths:', '  /a:', '    get:', '      responses:', "        '200': { description: ok, colour: red }", ''].join('\n'),
    );
    const { api, diagnostics } = await loadApiDocument(abs, 'stray.yaml');
    expect(api?.tags[0].operations.map((o) => `${o.method} ${o.path}`)).toEqual(['GET /a']);
    expect(diagnostics).toEqual([expect.objectContaining({ severity: 'warning', code: 'api/invalid', file: 'stray.yaml', line: 7 })]);
    await load(path.join(repoRoot, 'specs/koth-agent.yaml'), 'specs/koth-agent.yaml');
  });

  it('reports a syntax error with its line', async () => {
    const abs = await writeTemp('syntax.yaml', 'openapi: 3.0.3\ninfo: { title: T, version: "1"\npaths: {}\n');
    const { diagnostics } = await loadApiDocument(abs, 'syntax.yaml');
    expect(diagnostics).toEqual([expect.objectContaining({ severity: 'error', file: 'syntax.yaml', line: 3 })]);
  });
});
