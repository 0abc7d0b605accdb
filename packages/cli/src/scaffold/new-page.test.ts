import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { splitFrontMatter } from '@ctfdocs/core';
import { newPage } from './new-page.ts';
import { pageTemplates, templatesDir } from './templates.ts';

async function starter(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ctfdocs-new-'));
  await cp(path.join(templatesDir, 'site'), dir, { recursive: true });
  return dir;
}

const opts = (rootDir: string, target: string, template = 'how-to', title?: string) => ({ rootDir, configPath: 'site/ctfdocs.config.yaml', target, template, title });

describe('ctfdocs new', () => {
  it('writes a page from the template with its title, description and the next sidebar position', async () => {
    const dir = await starter();
    const r = await newPage(opts(dir, 'docs/guides/configure-the-widget'));
    expect(r.diagnostics).toEqual([]);
    expect(r.file).toBe('content/docs/guides/configure-the-widget.md');
    const text = await readFile(path.join(dir, r.file!), 'utf8');
    const page = splitFrontMatter(text, r.file!);
    expect(page.diagnostics).toEqual([]);
    // write-a-page.md, already in the folder, is at position 1.
    expect(page.frontMatter).toEqual({ title: 'Configure the widget', description: 'How to configure the widget.', sidebar_position: 2 });
    const template = await readFile(path.join(templatesDir, 'pages/how-to.md'), 'utf8');
    expect(page.body).toBe(template.replace(/^---\n[\s\S]*?\n---\n/, ''));
  });

  it('takes a title, keeps an acronym in the description, and starts a new folder at position 1', async () => {
    const dir = await starter();
    const r = await newPage(opts(dir, 'reference/api/tokens.md', 'reference', 'API tokens'));
    expect(r.diagnostics).toEqual([]);
    const page = splitFrontMatter(await readFile(path.join(dir, 'content/reference/api/tokens.md'), 'utf8'), 'x');
    expect(page.frontMatter).toEqual({ title: 'API tokens', description: 'API tokens: every option, with its type, default and meaning.', sidebar_position: 1 });
  });

  it('fills every page template with valid front matter', async () => {
    const dir = await starter();
    for (const template of pageTemplates()) {
      const r = await newPage(opts(dir, `docs/kinds/${template}`, template, 'Single sign-on'));
      expect(r.diagnostics, template).toEqual([]);
      const page = splitFrontMatter(await readFile(path.join(dir, r.file!), 'utf8'), r.file!);
      expect(page.diagnostics, template).toEqual([]);
      expect(page.frontMatter.description, template).not.toMatch(/\{title/);
      expect(page.body, template).toMatch(/^## /m);
    }
    expect(pageTemplates()).toEqual(['concept', 'how-to', 'reference', 'troubleshooting', 'tutorial']);
  });

  it('refuses to overwrite a page and names what is wrong with an unknown instance, template or path', async () => {
    const dir = await starter();
    const before = await readFile(path.join(dir, 'content/docs/intro.md'), 'utf8');
    expect((await newPage(opts(dir, 'docs/intro'))).diagnostics[0]).toMatchObject({ code: 'new/exists', file: 'content/docs/intro.md' });
    expect(await readFile(path.join(dir, 'content/docs/intro.md'), 'utf8')).toBe(before);
    expect((await newPage(opts(dir, 'blog/hello'))).diagnostics[0]).toMatchObject({ code: 'new/unknown-instance', message: 'no docs instance "blog"', hint: 'Use one of: docs, reference.' });
    expect((await newPage(opts(dir, 'docs/x', 'recipe'))).diagnostics[0]).toMatchObject({ code: 'new/unknown-template', hint: 'Use one of: concept, how-to, reference, troubleshooting, tutorial.' });
    for (const target of ['docs', 'docs/../../outside', '/etc/passwd', 'docs/guides/']) {
      expect((await newPage(opts(dir, target))).diagnostics[0], target).toMatchObject({ code: 'new/bad-target' });
    }
    expect(existsSync(path.join(dir, 'outside.md'))).toBe(false);
    expect((await readdir(path.join(dir, 'content/docs/guides'))).sort()).toEqual(['write-a-page.md']);
  });
});
