// Docusaurus's plural forms in a theme text ("One doc|{count} docs"). A
// module of its own: only the /search page's chunk needs it.

// Unicode's plural categories, in the order Docusaurus lists a message's forms.
const PLURAL_CATEGORIES: readonly Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

/**
 * The form of `message` ("One doc|{count} docs") for `count` in `locale`, as
 * Docusaurus picks it: the forms are the locale's plural categories in
 * Unicode's order (English: one, other; Arabic: zero, one, two, few, many,
 * other); a message with fewer forms uses its last for the categories after.
 */
export function pluralForm(message: string, count: number, locale: string): string {
  const forms = message.split('|');
  if (forms.length === 1) return message;
  let rules: Intl.PluralRules;
  try {
    rules = new Intl.PluralRules(locale);
  } catch {
    rules = new Intl.PluralRules('en');
  }
  const categories = PLURAL_CATEGORIES.filter((c) => rules.resolvedOptions().pluralCategories.includes(c));
  return forms[Math.min(categories.indexOf(rules.select(count)), forms.length - 1)];
}
