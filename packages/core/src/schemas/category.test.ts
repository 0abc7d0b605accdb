import { describe, expect, it } from 'vitest';
import { categorySchema } from './category.ts';

describe('_category_ schema', () => {
  it('reads link: null (Docusaurus\'s "no link") as no link', () => {
    const meta = categorySchema.parse({ label: 'Guides', link: null });
    expect(meta).toEqual({ label: 'Guides', link: undefined });
    expect(meta.link).toBeUndefined();
  });

  it('keeps a doc link and a generated index link', () => {
    expect(categorySchema.parse({ link: { type: 'doc', id: 'intro' } }).link).toEqual({ type: 'doc', id: 'intro' });
    expect(categorySchema.parse({ link: { type: 'generated-index', slug: 'all' } }).link).toEqual({ type: 'generated-index', slug: 'all' });
  });

  it('rejects an unknown key and a generated index slug that leaves the output folder', () => {
    expect(categorySchema.safeParse({ lable: 'Guides' }).success).toBe(false);
    expect(categorySchema.safeParse({ link: { type: 'generated-index', slug: '../up' } }).success).toBe(false);
  });
});
