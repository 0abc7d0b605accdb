import { describe, expect, it } from 'vitest';
import { format } from 'node:util';
import { normalise } from '../load.ts';
import type { ApiDocument, ApiOperation } from '../../types.ts';
import { codeSamples } from './index.ts';

const doc = {
  openapi: '3.1.0',
  info: { title: 'Lab', version: '1' },
  servers: [{ url: 'https://lab.example.org/api' }],
  security: [{ LabToken: [] }],
  components: {
    securitySchemes: {
      LabToken: { type: 'apiKey', in: 'header', name: 'Authorization', 'x-ctfdocs-variable': 'LAB_TOKEN', 'x-ctfdocs-prefix': 'Token ' },
      PlainKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
      Jwt: { type: 'http', scheme: 'bearer' },
    },
  },
  paths: {
    '/crews/{crew_id}/members/{member_id}': {
      parameters: [{ name: 'crew_id', in: 'path', required: true, schema: { type: 'integer' }, example: 7 }],
      get: {
        operationId: 'getMember',
        parameters: [
          { name: 'member_id', in: 'path', required: true, schema: { type: 'string', example: 'ana' } },
          { name: 'q', in: 'query', schema: { type: 'string' }, example: 'a&b c' },
          { name: 'hidden', in: 'query', schema: { type: 'string' } },
        ],
        responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object' } } } } },
      },
    },
    '/crews': {
      head: { operationId: 'countCrews', responses: { '200': { description: 'ok' } } },
      post: {
        operationId: 'createCrew',
        requestBody: { content: { 'application/json': { schema: { type: 'object' }, example: { name: "it's null", size: 3, open: false, lead: null } } } },
        responses: { '200': { description: 'ok' } },
      },
    },
    '/uploads': {
      post: {
        operationId: 'upload',
        security: [{ PlainKey: [] }],
        requestBody: {
          content: {
            'multipart/form-data': {
              schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', contentMediaType: 'application/zip' }, note: { type: 'string' } } },
              example: { file: '(the bytes of notes.zip)', note: '@not-a-file' },
            },
          },
        },
        responses: { '200': { description: 'ok' } },
      },
    },
    '/public': { get: { operationId: 'open', security: [], responses: { '200': { description: 'ok', content: { 'text/plain': {} } } } } },
    '/session': { get: { operationId: 'whoami', security: [{ Jwt: [] }], responses: { '200': { description: 'ok' } } } },
  },
};

const api: ApiDocument = normalise(doc);
const op = (id: string): ApiOperation => api.tags.flatMap((t) => t.operations).find((o) => o.id === id)!;
const sample = (id: string, lang: string) => codeSamples(op(id), api).find((s) => s.id === lang)!.code;

describe('codeSamples', () => {
  it('offers curl, Python and JavaScript, in that order', () => {
    expect(codeSamples(op('getMember'), api).map((s) => s.label)).toEqual(['curl', 'Python', 'JavaScript']);
  });

  it('reads the credential from the variable and prefix the scheme names, and sends a JSON content type with it', () => {
    expect(sample('getMember', 'curl')).toContain('-H "Authorization: Token $LAB_TOKEN" \\\n  -H \'Content-Type: application/json\'');
    expect(sample('getMember', 'python')).toContain('"Authorization": f"Token {os.environ[\'LAB_TOKEN\']}",\n        "Content-Type": "application/json",');
    expect(sample('getMember', 'javascript')).toContain('Authorization: `Token ${process.env.LAB_TOKEN}`,\n    "Content-Type": "application/json",');
  });

  it('names the variable after the scheme without an extension, and prefixes bearer tokens', () => {
    expect(api.security.map((s) => [s.variable, s.prefix])).toEqual([
      ['LAB_TOKEN', 'Token '],
      ['PLAIN_KEY', ''],
      ['JWT', 'Bearer '],
    ]);
    expect(sample('whoami', 'curl')).toContain('-H "Authorization: Bearer $JWT"');
  });

  it('binds path parameters to variables holding their examples', () => {
    expect(sample('getMember', 'curl')).toMatch(/^CREW_ID=7\nMEMBER_ID=ana\n\ncurl "https:\/\/lab\.example\.org\/api\/crews\/\$\{CREW_ID\}\/members\/\$\{MEMBER_ID\}/);
    expect(sample('getMember', 'python')).toContain('crew_id = 7\nmember_id = "ana"\n\nresponse = requests.get(\n    f"https://lab.example.org/api/crews/{crew_id}/members/{member_id}",');
    expect(sample('getMember', 'javascript')).toContain('const crewId = 7;\nconst memberId = "ana";\n\nconst response = await fetch(`https://lab.example.org/api/crews/${crewId}/members/${memberId}');
  });

  it('encodes the query parameters that have an example and leaves the others out', () => {
    expect(sample('getMember', 'curl')).toContain('?q=a%26b%20c"');
    expect(sample('getMember', 'python')).toContain('params={\n        "q": "a&b c",\n    },');
    expect(sample('getMember', 'javascript')).toContain('?${new URLSearchParams([["q", "a&b c"]])}`');
    for (const lang of ['curl', 'python', 'javascript']) expect(sample('getMember', lang)).not.toContain('hidden');
  });

  it('asks for headers only with curl -I on HEAD', () => {
    expect(sample('countCrews', 'curl')).toMatch(/^curl -I "/);
    expect(sample('countCrews', 'curl')).not.toContain('-X');
    expect(sample('countCrews', 'python')).toContain('requests.head(');
    expect(sample('countCrews', 'javascript')).toContain('method: "HEAD"');
    expect(sample('countCrews', 'javascript')).not.toContain('response.json()');
  });

  it('prints the whole JSON answer in JavaScript, where console.log would cut nested objects to [Object]', async () => {
    const answer = { success: true, data: { id: 7, team: { captain: { name: 'ana', affiliation: { name: 'Lab' } } } } };
    const printed: string[] = [];
    // The sample is an ES module with top-level await: run its body as an async function with fetch and console stood in.
    const run = new Function('fetch', 'console', 'process', `return (async () => {\n${sample('getMember', 'javascript')}\n})();`);
    await run(async () => ({ json: async () => answer }), { log: (...args: unknown[]) => printed.push(format(...args)) }, { env: { LAB_TOKEN: 't' } });
    expect(printed).toHaveLength(1);
    expect(printed[0]).not.toContain('[Object]');
    expect(JSON.parse(printed[0])).toEqual(answer);
  });

  it('prints JSON bodies as Python literals and as JSON, strings untouched', () => {
    expect(sample('createCrew', 'python')).toContain('json={\n        "name": "it\'s null",\n        "size": 3,\n        "open": False,\n        "lead": None,\n    },');
    expect(sample('createCrew', 'curl')).toContain(`-d '{\n  "name": "it'\\''s null",`);
    expect(sample('createCrew', 'javascript')).toContain('body: JSON.stringify({\n    "name": "it\'s null",');
  });

  it('uploads multipart files by name and sends text parts verbatim, without a JSON content type', () => {
    const curl = sample('upload', 'curl');
    expect(curl).toContain('-F file=@notes.zip');
    expect(curl).toContain('--form-string note=@not-a-file');
    expect(curl).toContain('-H "X-Api-Key: $PLAIN_KEY"');
    expect(curl).not.toContain('application/json');
    expect(sample('upload', 'python')).toContain('files={\n        "file": open("notes.zip", "rb"),\n    },');
    expect(sample('upload', 'javascript')).toContain('form.append("file", await openAsBlob("notes.zip"), "notes.zip");');
  });

  it('sends no credential and no content type to an operation anyone may call', () => {
    expect(op('open').anonymous).toBe(true);
    for (const lang of ['curl', 'python', 'javascript']) expect(sample('open', lang)).not.toMatch(/Authorization|Content-Type|os\.environ|process\.env/);
    expect(sample('open', 'python')).toContain('print(response.text)');
  });

  it("uses the server it is given instead of the document's", () => {
    expect(codeSamples(op('open'), api, { server: 'http://127.0.0.1:9/x' })[0].code).toContain('curl "http://127.0.0.1:9/x/public"');
  });
});
