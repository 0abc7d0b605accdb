// `i18n`: the site's locales, each a copy of the site under /<locale>/ (the
// default at the root), with Docusaurus's names.
import { z } from 'zod';
import { THEME_TEXTS, type ThemeTextId } from '../shared/theme-texts.ts';

// A BCP 47 language tag such as en, ar or pt-BR: it becomes a path segment and <html lang>.
// The regex keeps path-unsafe tags out; Intl refuses well-formed but
// invalid ones (en-a1), which would otherwise fail while rendering the
// locale dropdown.
const locale = z
  .string()
  .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'must be a language tag such as en, ar or pt-BR')
  .refine((tag) => {
    try {
      return Intl.getCanonicalLocales(tag).length === 1;
    } catch {
      return false;
    }
  }, 'must be a valid BCP 47 language tag such as en, ar or pt-BR');

// The ids of THEME_TEXTS: a typo is an unknown key, not a text that never shows.
const themeTextId = z.enum(Object.keys(THEME_TEXTS) as [ThemeTextId, ...ThemeTextId[]]);

const localeConfigSchema = z.strictObject({
  /** The locale's name in the locale dropdown. Default: the language's own name. */
  label: z.string().optional(),
  /** `ltr` or `rtl`: `<html dir>`, and the layout mirrors. Default `ltr`. */
  direction: z.enum(['ltr', 'rtl']).default('ltr'),
  /** `<html lang>`. Default: the locale. */
  htmlLang: z.string().optional(),
  /** The shell's texts in this locale, by translation id, over `i18n/<locale>/code.json`. Unset by default. */
  translations: z.partialRecord(themeTextId, z.string()).optional(),
});

export type LocaleConfig = z.output<typeof localeConfigSchema>;

export const i18nSchema = z
  .strictObject({
    /** The locale served at the site's root, with no path prefix. Default `en`. */
    defaultLocale: locale.default('en'),
    /** Every locale the site is built in, the default among them. Default `[en]`. */
    locales: z.array(locale).min(1).default(['en']),
    /** Each locale's label, direction, `<html lang>` and texts, by locale. Default `{}`. */
    localeConfigs: z.record(z.string(), localeConfigSchema).default({}),
  })
  .superRefine((i18n, ctx) => {
    if (!i18n.locales.includes(i18n.defaultLocale)) {
      ctx.addIssue({ code: 'custom', path: ['defaultLocale'], message: `"${i18n.defaultLocale}" is not one of i18n.locales (${i18n.locales.join(', ')})` });
    }
    for (const l of Object.keys(i18n.localeConfigs)) {
      if (!i18n.locales.includes(l)) ctx.addIssue({ code: 'custom', path: ['localeConfigs', l], message: `"${l}" is not one of i18n.locales (${i18n.locales.join(', ')})` });
    }
  })
  .prefault({});
