import { describe, expect, it } from 'vitest';
import { formatText } from './text-format.ts';
import { pluralForm } from './plural-form.ts';

describe('theme text formatting', () => {
  it('fills {name}s and leaves unknown ones as written', () => {
    expect(formatText('See all {count} results for {query}', { count: 3, query: 'flags' })).toBe('See all 3 results for flags');
    expect(formatText('Hello {who}', {})).toBe('Hello {who}');
  });

  it("picks a plural form by the locale's categories, as Docusaurus does", () => {
    const en = '{count} result|{count} results';
    expect(pluralForm(en, 1, 'en')).toBe('{count} result');
    expect(pluralForm(en, 0, 'en')).toBe('{count} results');
    expect(pluralForm(en, 2, 'en')).toBe('{count} results');
    // French counts 0 as one.
    expect(pluralForm('{count} résultat|{count} résultats', 0, 'fr')).toBe('{count} résultat');
    // Arabic: zero, one, two, few, many, other.
    const ar = 'صفر|واحد|اثنان|قليل|كثير|آخر';
    expect([0, 1, 2, 3, 11, 100].map((n) => pluralForm(ar, n, 'ar'))).toEqual(['صفر', 'واحد', 'اثنان', 'قليل', 'كثير', 'آخر']);
    // Fewer forms than categories: the last stands for the rest.
    expect(pluralForm('one|other', 5, 'ar')).toBe('other');
    expect(pluralForm('only form', 2, 'en')).toBe('only form');
  });
});
