import { localeConfig, type DocPageData } from '@ctfdocs/core';
import { useShell, useText } from '../context.tsx';
import { interpolate } from './interpolate.ts';

// By language: every page of a locale formats its day, and Intl's formatters are slow to construct.
const formats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(lang: string, locale: string): Intl.DateTimeFormat {
  let format = formats.get(lang);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' });
    } catch {
      // An htmlLang Intl does not know (the config does not check it): the locale, which the config checks.
      format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    }
    formats.set(lang, format);
  }
  return format;
}

/**
 * "Checked against CTFd 3.8.7 on 24 November 2026", under the page's title:
 * its `verified` front matter with the config's product name, the day in the
 * page's language. Nothing without a product to name (`check` warns).
 */
export function Verified({ version, date }: NonNullable<DocPageData['verified']>) {
  const { site } = useShell();
  const text = useText();
  const product = site.config.product;
  if (!product) return null;
  const locale = site.locale.current;
  const day = dayFormat(localeConfig(site.config, locale).htmlLang, locale).format(new Date(`${date}T00:00:00Z`));
  return <p className="page-verified">{interpolate(text('ctfdocs.Verified.checkedAgainst'), { product: product.name, version, date: <time dateTime={date}>{day}</time> })}</p>;
}
