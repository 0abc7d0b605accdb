import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config/load.ts';
import { splitFrontMatter } from '../content/frontmatter.ts';
import type { ContentGraph, DocFile, PageFile } from '../types.ts';
import { scanSiteSources } from './site-sources.ts';
import { visibility } from '../site/visibility.ts';
import { SecretMaker } from '../../../../test/helpers/secrets.ts';

const make = new SecretMaker('site-sources');

function doc(source: string, text: string, draft = false): DocFile {
  const split = splitFrontMatter(text, source);
  return {
    instanceId: 'docs',
    id: source,
    source,
    relPath: source,
    frontMatter: split.frontMatter,
    bodyLine: split.bodyLine,
    body: split.body,
    frontMatterSource: split.frontMatterSource,
    route: `/${source}`,
    title: source,
    sidebarLabel: source,
    visibility: visibility({ draft }, { dev: false, noIndex: false }),
  };
}

function graph(docs: DocFile[], pages: PageFile[] = []): ContentGraph {
  return { instances: [{ docs } as ContentGraph['instances'][number]], blogs: [], pages, diagnostics: [] };
}

describe('scanSiteSources', () => {
  it('finds secrets in front matter and body at their lines in the file, drafts and site pages included', () => {
    const [a, b, c] = [make.ctfdToken(), make.ctfdToken(), make.ctfdToken()];
    const page = doc('content/docs/a.md', `---\ntitle: A\ndescription: uses ${a}\n---\n\nText.\n\n    export CTFD_TOKEN=${b}\n`);
    const draft = doc('content/docs/draft.md', `A draft with ${c}.`, true);
    const split = splitFrontMatter(`---\ntitle: P\n---\n${a}`, 'site/pages/p.md');
    const sitePage: PageFile = { source: 'site/pages/p.md', route: '/p', kind: 'md', ...split };
    const { config } = parseConfig('title: T\nurl: https://x.example\n', 'site/ctfdocs.config.yaml');
    const { findings } = scanSiteSources({ graph: graph([page, draft], [sitePage]), config: config!, rootDir: '/site', configFile: 'site/ctfdocs.config.yaml' });
    expect(findings.map((f) => [f.file, f.line, f.column])).toEqual([
      ['content/docs/a.md', 3, 'description: uses '.length + 1],
      ['content/docs/a.md', 8, '    export CTFD_TOKEN='.length + 1],
      ['content/docs/draft.md', 1, 'A draft with '.length + 1],
      ['site/pages/p.md', 4, 1],
    ]);
  });

  it('scans the config with the key path of each finding, and the local API documents it names', async () => {
    const rootDir = await mkdtemp(path.join(os.tmpdir(), 'ctfdocs-secrets-'));
    const [key, token] = [make.awsKeyId(), make.ctfdToken()];
    await mkdir(path.join(rootDir, 'specs'));
    await writeFile(path.join(rootDir, 'specs/api.yaml'), `openapi: 3.1.0\ninfo:\n  title: API\n  description: 'Send Token ${token}'\n`);
    const text = [
      'title: T',
      'url: https://x.example',
      'apiReferences:',
      '  - { route: /api, title: API, spec: ../specs/api.yaml }',
      '  - { route: /remote, title: Remote, spec: "https://example.com/openapi.json" }',
      'themeConfig:',
      '  announcementBar:',
      `    content: 'Deploy with ${key}'`,
    ].join('\n');
    const { config } = parseConfig(text, 'site/ctfdocs.config.yaml', rootDir);
    const input = { graph: graph([]), config: config!, rootDir, configFile: 'site/ctfdocs.config.yaml' };
    expect(scanSiteSources(input).findings).toEqual([]);
    const { findings } = scanSiteSources({ ...input, configText: text });
    expect(findings.map((f) => [f.kind, f.file, f.line, f.configPath])).toEqual([
      ['aws', 'site/ctfdocs.config.yaml', 8, 'themeConfig.announcementBar.content'],
      ['ctfd-token', 'specs/api.yaml', 4, undefined],
    ]);
  });

  it('keeps what it found in a page file while the file and the settings are the same', () => {
    const page = doc('content/docs/a.md', `x ${make.ctfdToken()}`);
    const { config } = parseConfig('title: T\nurl: https://x.example\n', 'c.yaml');
    const first = scanSiteSources({ graph: graph([page]), config: config!, rootDir: '/', configFile: 'c.yaml' }).findings;
    expect(scanSiteSources({ graph: graph([page]), config: config!, rootDir: '/', configFile: 'c.yaml' }).findings[0]).toBe(first[0]);
    const warn = { ...config!, checkSecrets: { ...config!.checkSecrets, onSecret: 'warn' as const } };
    expect(scanSiteSources({ graph: graph([page]), config: warn, rootDir: '/', configFile: 'c.yaml' }).findings[0]).not.toBe(first[0]);
    const off = { ...config!, checkSecrets: { ...config!.checkSecrets, enabled: false } };
    expect(scanSiteSources({ graph: graph([page]), config: off, rootDir: '/', configFile: 'c.yaml' }).findings).toEqual([]);
  });
});
