import { describe, expect, it } from 'vitest';
import { productVersionSchema, verifiedDateSchema, verifiedSchema } from './verified.ts';
import { splitFrontMatter } from '../content/frontmatter.ts';

describe('a product version', () => {
  it('is dotted numbers, with an optional v and pre-release part, kept as written', () => {
    for (const v of ['3.8.7', '3.8', '3', 'v3.8.7', '3.8.7-rc1', '3.8.7.1', '10.0.0-beta.2']) expect(productVersionSchema.parse(v)).toBe(v);
  });

  it('refuses words, spaces and the product name written in', () => {
    for (const v of ['latest', 'CTFd 3.8.7', '3.8.x', '', ' 3.8.7', '3..8']) expect(productVersionSchema.safeParse(v).success, v).toBe(false);
  });

  it('refuses a YAML number, saying to quote it (3.10 would be read as 3.1)', () => {
    const r = productVersionSchema.safeParse(3.1);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toContain('quotes');
  });
});

describe('a verification date', () => {
  it('takes the string YAML 1.2 gives and a Date a YAML 1.1 reader gives, as YYYY-MM-DD', () => {
    expect(verifiedDateSchema.parse('2026-11-24')).toBe('2026-11-24');
    expect(verifiedDateSchema.parse(new Date(Date.UTC(2026, 10, 24)))).toBe('2026-11-24');
    expect(verifiedDateSchema.parse('2024-02-29')).toBe('2024-02-29');
  });

  it('refuses a date that is not one, or not written YYYY-MM-DD', () => {
    for (const d of ['2026-02-30', '2025-02-29', '2026-13-01', '24 November 2026', '2026-11-24T10:00:00Z', 'yesterday', '']) {
      const r = verifiedDateSchema.safeParse(d);
      expect(r.success, d).toBe(false);
      expect(r.error?.issues[0].message, d).toContain('YYYY-MM-DD');
    }
    expect(verifiedDateSchema.safeParse(new Date(Number.NaN)).success).toBe(false);
    expect(verifiedDateSchema.safeParse(20261124).success).toBe(false);
  });
});

describe('verified front matter', () => {
  it('needs both the version and the date', () => {
    expect(verifiedSchema.parse({ version: '3.8.7', date: '2026-11-24' })).toEqual({ version: '3.8.7', date: '2026-11-24' });
    expect(verifiedSchema.safeParse({ version: '3.8.7' }).success).toBe(false);
    expect(verifiedSchema.safeParse({ date: '2026-11-24' }).success).toBe(false);
    expect(verifiedSchema.safeParse({ version: '3.8.7', date: '2026-11-24', by: 'me' }).success).toBe(false);
  });

  it('is read from a page, flow or block style', () => {
    expect(splitFrontMatter('---\ntitle: A\nverified: { version: "3.8.7", date: 2026-11-24 }\n---\nx', 'docs/flow.md').frontMatter.verified).toEqual({ version: '3.8.7', date: '2026-11-24' });
    expect(splitFrontMatter('---\nverified:\n  version: 3.8.7\n  date: 2026-11-24\n---\nx', 'docs/block.md').frontMatter.verified).toEqual({ version: '3.8.7', date: '2026-11-24' });
  });

  it('is an error at the line of the bad field, with a hint showing the shape', () => {
    const r = splitFrontMatter('---\ntitle: A\nverified:\n  version: 3.8\n  date: 2026-11-31\n---\nx', 'docs/bad.md');
    expect(r.diagnostics.map((d) => [d.severity, d.configPath, d.line])).toEqual([
      ['error', 'verified.version', 4],
      ['error', 'verified.date', 5],
    ]);
    for (const d of r.diagnostics) expect(d.hint).toContain('verified: { version: "');
    expect(r.diagnostics[0].message).toContain('quotes');
    expect(r.diagnostics[1].message).toContain('YYYY-MM-DD');
  });
});
