import { describe, expect, it } from 'vitest';
import { navbarItemSchema } from './navbar.ts';

describe('navbar item schema', () => {
  it('fills in type and position at every depth: items make a dropdown, otherwise default, on the left', () => {
    const item = navbarItemSchema.parse({
      label: 'More',
      position: 'right',
      items: [
        { label: 'A', to: '/a' },
        { type: 'html', value: '<hr>' },
      ],
    });
    expect(item.type).toBe('dropdown');
    expect(item.position).toBe('right');
    expect(item.items?.map((child) => [child.type, child.position])).toEqual([
      ['default', 'left'],
      ['html', 'left'],
    ]);
  });

  it('rejects an unknown key in a nested item', () => {
    const result = navbarItemSchema.safeParse({ label: 'More', items: [{ label: 'A', too: '/a' }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].path).toEqual(['items', 0]);
  });

  it("makes a relative link site-absolute, as Docusaurus's useBaseUrl does, and leaves URLs, anchors and absolute paths alone", () => {
    const item = navbarItemSchema.parse({
      label: 'More',
      activeBasePath: 'docs',
      items: [
        { label: 'A', to: 'installation' },
        { label: 'B', to: './guide/intro' },
        { label: 'C', to: '/x' },
        { label: 'D', href: 'https://a.example' },
      ],
    });
    expect(item.activeBasePath).toBe('/docs');
    expect(item.items?.map((i) => i.to ?? i.href)).toEqual(['/installation', '/guide/intro', '/x', 'https://a.example']);
  });
});
