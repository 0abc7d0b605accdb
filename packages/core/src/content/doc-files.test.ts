import { describe, expect, it } from 'vitest';
import { docsInstanceSchema } from '../schemas/docs-instance.ts';
import { isDocFile } from './doc-files.ts';

const inst = (over: Record<string, unknown> = {}) => docsInstanceSchema.parse({ id: 'docs', path: 'docs', routeBasePath: '/docs', ...over });

describe('isDocFile', () => {
  it("takes Docusaurus's defaults: markdown files, but not _partials, _folders, tests or __tests__", () => {
    const docs = inst();
    const files = ['intro.md', 'guide/setup.mdx', '_note.md', 'guide/_note.mdx', '_shared/a.md', 'a/_b/c.md', 'x.test.md', '__tests__/case.md', 'notes.txt', 'data.json'];
    expect(files.filter((f) => isDocFile(docs, f))).toEqual(['intro.md', 'guide/setup.mdx', 'x.test.md']);
  });

  it("an instance's include and exclude replace the defaults; only markdown is ever a doc", () => {
    const docs = inst({ include: ['guides/**', 'intro.md'], exclude: ['**/drafts/**'] });
    const files = ['intro.md', 'other.md', 'guides/a.md', 'guides/_b.md', 'guides/drafts/c.md', 'guides/d.txt'];
    expect(files.filter((f) => isDocFile(docs, f))).toEqual(['intro.md', 'guides/a.md', 'guides/_b.md']);
  });
});
