import { describe, expect, it } from 'vitest';
import type { DocFile, DocsInstance } from '../types.ts';
import { tagPages } from './tags.ts';
import { DEFAULT_DOCS_EXCLUDE, DEFAULT_DOCS_INCLUDE } from '../schemas/docs-instance.ts';
import { flagsOf, visibility } from './visibility.ts';

const inst: DocsInstance = {
  config: { id: 'docs', path: 'content/docs', routeBasePath: '/docs/1.0', include: DEFAULT_DOCS_INCLUDE, exclude: DEFAULT_DOCS_EXCLUDE },
  version: { name: '1.0', label: '1.0', isLast: false, path: '/docs/1.0', docs: 'content/docs', banner: 'none' },
  docs: [],
  categories: {},
  sidebars: {},
};

function doc(id: string, frontMatter: DocFile['frontMatter']): DocFile {
  return {
    instanceId: 'docs',
    id,
    source: `content/docs/${id}.md`,
    relPath: `${id}.md`,
    frontMatter,
    bodyLine: 1,
    body: '',
    frontMatterSource: '',
    route: `/docs/1.0/${id}`,
    title: id.toUpperCase(),
    sidebarLabel: id,
    visibility: visibility(flagsOf(frontMatter), { dev: false, noIndex: false }),
  };
}

describe('tag pages', () => {
  it('lists every tag with its count under <version>/tags, and a page per tag with its docs', () => {
    const docs = [doc('a', { tags: ['Setup', 'API'], description: 'About a' }), doc('b', { tags: ['API', 'API'] }), doc('c', {})];
    const { pages } = tagPages(inst, docs);
    expect(pages.map((p) => [p.route, p.title])).toEqual([
      ['/docs/1.0/tags', 'Tags'],
      ['/docs/1.0/tags/api', '2 docs tagged with "API"'],
      ['/docs/1.0/tags/setup', '1 doc tagged with "Setup"'],
    ]);
    expect(pages[0].items).toEqual([
      { label: 'API (2)', href: '/docs/1.0/tags/api' },
      { label: 'Setup (1)', href: '/docs/1.0/tags/setup' },
    ]);
    expect(pages[2].items).toEqual([{ label: 'A', href: '/docs/1.0/a', description: 'About a' }]);
    expect(pages[1].breadcrumbs).toEqual([{ label: 'Tags', href: '/docs/1.0/tags' }]);
    expect(pages.every((p) => p.instanceId === 'docs' && p.version === '1.0')).toBe(true);
  });

  it('leaves unlisted docs out of the pages, and makes no pages for tags only they carry', () => {
    const { pages, tagsOf } = tagPages(inst, [doc('a', { tags: ['Public'] }), doc('hidden', { tags: ['Public', 'Secret'], unlisted: true })]);
    expect(pages.map((p) => p.route)).toEqual(['/docs/1.0/tags', '/docs/1.0/tags/public']);
    expect(pages[1].items.map((i) => i.href)).toEqual(['/docs/1.0/a']);
    // The unlisted doc still shows its own tags.
    expect(tagsOf(doc('hidden', { tags: ['Secret', 'Secret'] }))).toEqual([{ label: 'Secret', href: '/docs/1.0/tags/secret' }]);
  });

  it('makes no pages when no doc has tags, and gives a tag that slugs to nothing a route', () => {
    expect(tagPages(inst, [doc('a', {})]).pages).toEqual([]);
    expect(tagPages(inst, [doc('a', { tags: ['!!!'] })]).tagsOf(doc('a', { tags: ['!!!'] }))).toEqual([{ label: '!!!', href: '/docs/1.0/tags/tag' }]);
  });
});
