// The API reference page rendered to HTML from small documents: what it shows
// of descriptions, schemas, responses, credentials and samples.
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { apiReferencePages, compileApiDescriptions, normaliseApiDocument, READS_NOTHING, type ApiDocument, type ApiReferencePageData, type SiteData } from '@ctfdocs/core';
import { ShellProvider } from '../../context.tsx';
import { ApiOperationDetails, ApiReferencePage } from './index.ts';

const site = { config: { baseUrl: '/' } } as unknown as SiteData;

function render(api: ApiDocument, description?: string): string {
  const page: ApiReferencePageData = { kind: 'api-reference', route: '/api', source: 'spec.yaml', title: 'Lab API', description, api, overviewRoute: '/api', detailsOnExpand: false };
  return renderToStaticMarkup(createElement(ShellProvider, { value: { site, route: '/api' } }, createElement(ApiReferencePage, { page })));
}

const ok = (schema: object, extra: object = {}) => ({ '200': { description: 'Fine.', content: { 'application/json': { schema, ...extra } }, ...extra } });

const doc = {
  openapi: '3.1.0',
  info: { title: 'Lab', version: '1', description: 'Roles and responses, from the document.' },
  servers: [{ url: 'https://lab.example.org' }],
  security: [{ LabToken: [] }],
  components: { securitySchemes: { LabToken: { type: 'apiKey', in: 'header', name: 'Authorization', 'x-ctfdocs-variable': 'LAB_TOKEN', 'x-ctfdocs-prefix': 'Token ' } } },
  paths: {
    '/maps': {
      get: {
        operationId: 'getMaps',
        responses: ok({
          type: 'object',
          properties: { counts: { type: 'object', additionalProperties: { type: 'integer' } } },
          additionalProperties: { type: 'string' },
        }),
      },
    },
    '/variants': {
      post: {
        operationId: 'postVariants',
        requestBody: {
          description: 'One **shape** per call.',
          content: {
            'application/json': {
              schema: {
                oneOf: [
                  { title: 'Circle', type: 'object', properties: { kind: { const: 'circle' } } },
                  { title: 'Nothing', const: 'none' },
                ],
              },
              examples: { circle: { summary: 'A circle', value: { kind: 'circle' } }, none: { summary: 'No shape', value: 'none' } },
            },
          },
        },
        responses: {
          '200': {
            description: 'Stored, see `kind`.',
            content: { 'application/json': { schema: { type: 'object' }, examples: { first: { value: { n: 1 } }, second: { value: { n: 2 } } } } },
          },
          '404': { description: 'Gone.\n\n- first reason\n- second reason' },
        },
      },
    },
    '/count': {
      head: {
        operationId: 'countThings',
        security: [{}, { LabToken: [] }],
        responses: { '200': { description: 'Counted.', headers: { 'Result-Count': { description: 'Number of matches.', schema: { type: 'integer' } } } } },
      },
    },
    '/open': { get: { operationId: 'openCall', security: [], responses: { '200': { description: 'Fine.' } } } },
  },
};

const api = normaliseApiDocument(doc);
await compileApiDescriptions(api, { file: 'spec.yaml', absPath: '/spec.yaml', routes: new Map(), baseUrl: '/', readRules: READS_NOTHING, addAsset: () => undefined });
const html = render(api, 'From the site config.');
const section = (id: string) => html.slice(html.indexOf(`id="operation/${id}"`), html.indexOf('</section>', html.indexOf(`id="operation/${id}"`)));

describe('ApiReferencePage', () => {
  it("shows the document's own description after the site config's", () => {
    expect(html.indexOf('From the site config.')).toBeGreaterThan(-1);
    expect(html.indexOf('Roles and responses, from the document.')).toBeGreaterThan(html.indexOf('From the site config.'));
  });

  it('shows additionalProperties maps, beside named properties and alone', () => {
    expect(section('getMaps')).toContain('map of integer');
    expect(section('getMaps')).toContain('&lt;any key&gt;');
    expect(section('getMaps')).toContain('&lt;any other key&gt;');
  });

  it('keeps the titles and constants of oneOf variants', () => {
    const op = section('postVariants');
    expect(op).toContain('One of #1: Circle');
    expect(op).toMatch(/One of #2: Nothing<\/span> <span class="schema-type">string<\/span>/);
    expect(op).toContain('<code class="schema-const">&quot;circle&quot;</code>');
    expect(op).toContain('<code class="schema-const">&quot;none&quot;</code>');
  });

  it('shows request-body and response descriptions, one-paragraph ones inline in the summary, as markdown', () => {
    const op = section('postVariants');
    expect(op).toContain('One <strong>shape</strong> per call.');
    expect(op).toMatch(/<summary><span class="api-status">200<\/span> <span class="api-inline-description markdown">Stored, see <code>kind<\/code>\.<\/span><\/summary>/);
    expect(op).toMatch(/<li>first reason<\/li>/);
    expect(op.slice(0, op.indexOf('api-samples'))).not.toContain('`');
  });

  it('shows response headers', () => {
    expect(section('countThings')).toMatch(/Headers.*Result-Count.*integer.*Number of matches\./s);
  });

  it('shows every named example, with its summary', () => {
    const op = section('postVariants');
    for (const s of ['A circle', 'No shape', '&quot;n&quot;: 1', '&quot;n&quot;: 2']) expect(op).toContain(s);
  });

  it('says a token is optional, or not needed, where anyone may call the operation', () => {
    expect(section('countThings')).toContain('Authorization: optional');
    expect(section('openCall')).toContain('Authorization: none.');
    expect(section('getMaps')).toMatch(/Authorization: <code>LabToken<\/code>/);
  });

  it('puts a copy button beside every code sample', () => {
    const op = section('getMaps');
    expect(op.match(/class="copy-button"/g)).toHaveLength(3);
    expect(op).toContain('Token $LAB_TOKEN');
  });

  it('names the variable the samples read the credential from', () => {
    expect(html).toMatch(/environment variable <code>LAB_TOKEN<\/code>/);
  });

  it('marks the placeholder host of a Swagger 2.0 document without `host`', () => {
    const swagger = normaliseApiDocument({ swagger: '2.0', info: { title: 'Relay', version: '1' }, basePath: '/v1', paths: { '/probe': { get: { responses: { '200': { description: 'ok' } } } } } });
    const out = render(swagger);
    expect(out).not.toContain('localhost');
    expect(out).toMatch(/Base URL: <code>https:\/\/\{host\}\/v1<\/code> <strong>Replace <span><code>\{host\}<\/code><\/span><\/strong>/);
  });

  it("lists each tag's operations under it in the side navigation, collapsible, with a filter box", () => {
    const nav = html.slice(html.indexOf('<nav class="menu api-nav"'), html.indexOf('</nav>', html.indexOf('<nav class="menu api-nav"')));
    expect(nav).toContain('class="api-nav-filter"');
    expect(nav.match(/<details class="api-nav-operations">/g)).toHaveLength(1);
    expect(nav.match(/class="menu-list-item api-nav-operation"/g)).toHaveLength(4);
    expect(nav).toContain('href="#operation/countThings"');
  });

  it("links each operation's details, when they are files of their own, and renders them alone for those files", () => {
    const page: ApiReferencePageData = { kind: 'api-reference', route: '/api', source: 'spec.yaml', title: 'Lab API', api, overviewRoute: '/api', detailsOnExpand: true };
    const urls = new Map(api.tags.flatMap((t) => t.operations.map((op) => [op.id, `/assets/api/${op.id}.html`] as const)));
    const lazy = renderToStaticMarkup(createElement(ShellProvider, { value: { site, route: '/api' } }, createElement(ApiReferencePage, { page, detailsUrls: urls })));
    const op = lazy.slice(lazy.indexOf('id="operation/postVariants"'), lazy.indexOf('</section>', lazy.indexOf('id="operation/postVariants"')));
    // The head stays: title, method and path, who may call it.
    expect(op).toContain('<code class="api-path">/variants</code>');
    expect(op).toMatch(/Authorization: <code>LabToken<\/code>/);
    // The details are a link to their file, collapsed.
    expect(op).toMatch(
      /<details class="api-operation-more"><summary>Parameters, responses and code samples<\/summary><div class="api-operation-more-body"><a class="api-operation-more-link" href="\/assets\/api\/postVariants.html">/,
    );
    expect(op).not.toContain('One of #1: Circle');
    expect(op).not.toContain('copy-button');
    const details = renderToStaticMarkup(
      createElement(ShellProvider, { value: { site, route: '/api' } }, createElement(ApiOperationDetails, { op: api.tags[0].operations.find((o) => o.id === 'postVariants')!, api })),
    );
    expect(details).toContain('One of #1: Circle');
    expect(details).toContain('One <strong>shape</strong> per call.');
    expect(details.match(/class="copy-button"/g)).toHaveLength(3);
    // The same HTML the page carries when they are inline.
    expect(section('postVariants').endsWith(details)).toBe(true);
  });

  it("lists only the current tag's operations on a split reference", () => {
    const split = normaliseApiDocument({ ...doc, paths: { ...doc.paths, '/maps': { get: { ...doc.paths['/maps'].get, tags: ['Maps'] } } } });
    const pages = apiReferencePages({ route: '/api', title: 'Lab API', spec: 'spec.yaml', splitByTag: true }, split);
    const out = renderToStaticMarkup(createElement(ShellProvider, { value: { site, route: pages[1].route } }, createElement(ApiReferencePage, { page: pages[1] })));
    const nav = out.slice(out.indexOf('<nav class="menu api-nav"'), out.indexOf('</nav>', out.indexOf('<nav class="menu api-nav"')));
    expect(nav.match(/<details class="api-nav-operations" open="">/g)).toHaveLength(1);
    expect(nav.match(/api-nav-operation"/g)).toHaveLength(pages[1].api.tags[0].operations.length);
  });

  it("links a tag page back to the overview the page data names, whatever the tag page's route", () => {
    const split = normaliseApiDocument({ ...doc, paths: { ...doc.paths, '/maps': { get: { ...doc.paths['/maps'].get, tags: ['Maps'] } } } });
    const [, tagPage] = apiReferencePages({ route: '/api', title: 'Lab API', spec: 'spec.yaml', splitByTag: true }, split);
    // A route the overview's cannot be read back from.
    const page = { ...tagPage, route: '/maps-api', overviewRoute: '/reference/lab' };
    const out = renderToStaticMarkup(createElement(ShellProvider, { value: { site, route: page.route } }, createElement(ApiReferencePage, { page })));
    expect(out).toContain('<p class="api-version"><a href="/reference/lab">Lab</a>');
  });
});
