// API descriptions go through the site's markdown pipeline at build time.
import { afterAll, describe, expect, it } from 'vitest';
import { toHtml } from 'hast-util-to-html';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CompileWorkers } from '../markdown/compile-pool.ts';
import { compileForTest } from '../markdown/testing.ts';
import { compileApiDescriptions, descriptionTexts, isPlainDescription } from './descriptions.ts';
import { loadApiDocument } from './load.ts';
import { markdownConfigSchema } from '../schemas/markdown.ts';
import { markdownOptions } from '../markdown/options.ts';
import { READS_NOTHING } from '../util/read-roots.ts';

const repoRoot = path.resolve(fileURLToPath(import.meta.url), '../../../../..');
const specPath = path.join(repoRoot, 'test/fixtures/api-specs/lab-openapi-3.0.yaml');
const workers = new CompileWorkers();
afterAll(() => workers.close());
const ctx = { workers, file: 'lab.yaml', absPath: specPath, routes: new Map<string, string>(), baseUrl: '/', readRules: { ...READS_NOTHING, roots: [repoRoot] }, addAsset: () => undefined };

async function compiled() {
  const { api } = await loadApiDocument(specPath, 'lab.yaml');
  const diagnostics = await compileApiDescriptions(api!, ctx);
  return { api: api!, diagnostics };
}

describe('API descriptions', () => {
  it("are compiled with the site's markdown config", async () => {
    const { api } = await loadApiDocument(specPath, 'lab.yaml');
    api!.description = 'Intro.\n\n## 2 Ways in\n\nText.';
    await compileApiDescriptions(api!, { ...ctx, markdown: markdownOptions(markdownConfigSchema.parse({ headingIds: 'vitepress' })) });
    expect(toHtml(api!.markdown!.get(api!.description)!)).toContain('<h2 id="_2-ways-in">');
  });

  it('collects descriptions of the document, tags, schemes, operations, parameters and nested schemas', async () => {
    const { api } = await loadApiDocument(specPath, 'lab.yaml');
    const texts = [...descriptionTexts(api!)];
    for (const expected of ['Groups of trainees.', 'Difficulty to keep.', 'ISO 3166-1 alpha-2 code.', 'How answers are judged.']) expect(texts).toContain(expected);
    expect(texts.some((t) => t.startsWith('Send `Token <value>`'))).toBe(true);
  });

  it('renders lists, tables, highlighted code and links as the docs do', async () => {
    const { api, diagnostics } = await compiled();
    expect(diagnostics).toEqual([]);
    const list = api.tags[0].operations[0];
    const html = toHtml(api.markdown!.get(list.description!)!);
    expect(html).toMatch(/<ul>\s*<li><code>level<\/code> keeps one difficulty;<\/li>/);
    expect(html).toContain('<table tabindex="0">');
    expect(html).toMatch(/<td>warm-up<\/td>/);
    expect(html).toMatch(/<pre[^>]*class="[^"]*shiki/);
    expect(html).toMatch(/<a href="https:\/\/lab\.example\.org\/guide"[^>]*>lab guide<\/a>/);
    const title = api.tags[0].operations[1].requestBody!.schema!.properties!.find((p) => p.name === 'title')!.schema;
    expect(toHtml(api.markdown!.get(title.description!)!)).toMatch(/<ol>\s*<li>no spoilers;<\/li>/);
  });

  it('keeps a leading h1 of a description as a bold lead line', async () => {
    const { api } = await loadApiDocument(specPath, 'lab.yaml');
    api!.description = '# Overview\n\nBody text.';
    await compileApiDescriptions(api!, ctx);
    expect(toHtml(api!.markdown!.get(api!.description)!)).toMatch(/^<p><strong>Overview<\/strong><\/p>\s*<p>Body text\.<\/p>$/);
  });

  it('never runs script from raw HTML in a description', async () => {
    const { api } = await loadApiDocument(specPath, 'lab.yaml');
    api!.description = 'Hello <img src=x onerror="alert(1)"> <script>alert(2)</script>';
    await compileApiDescriptions(api!, ctx);
    const html = toHtml(api!.markdown!.get(api!.description)!);
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('<script');
  });

  it('takes the plain-text shortcut only where the pipeline would make the same paragraph', async () => {
    const samples = [
      'The unique identifier of the team.',
      '  Number of results per page (max 100)  ',
      'Whether to include 2 or 3 items; default is false.',
      '- a list item',
      '1. first',
      '# heading',
      'see https://example.com',
      'see www.example.com',
      'mail me@example.com',
      'a *stressed* word',
      'AT&amp;T',
      'a | b',
      'line one\nline two',
      '> quoted',
    ];
    for (const text of samples) {
      const full = (await compileForTest(text, { lineOffset: 0 })).html.trim();
      const plain = `<p>${text.trim()}</p>`;
      // The shortcut may be skipped for a text it could have taken, never taken for one it must not.
      if (isPlainDescription(text)) expect(full, text).toBe(plain);
    }
    expect(samples.filter(isPlainDescription)).toHaveLength(3);
  });

  it("points root-relative links at the document's externalDocs site, and leaves them alone without one", async () => {
    for (const externalDocsUrl of ['https://docs.example.org/rest/', undefined]) {
      const { api } = await loadApiDocument(specPath, 'lab.yaml');
      api!.externalDocsUrl = externalDocsUrl;
      api!.description = 'See [pagination](/rest/guides/pagination#links) and [below](#errors).';
      await compileApiDescriptions(api!, ctx);
      const html = toHtml(api!.markdown!.get(api!.description)!);
      if (externalDocsUrl) expect(html).toContain('<a href="https://docs.example.org/rest/guides/pagination#links" target="_blank" rel="noopener noreferrer">pagination</a>');
      else expect(html).toContain('<a href="/rest/guides/pagination#links">pagination</a>');
      expect(html).toContain('<a href="#errors">below</a>');
    }
  });
});
