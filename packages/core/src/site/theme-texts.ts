// The shell's texts in the locale being built: the English defaults
// (shared/theme-texts.ts), then the locale's `i18n/<locale>/code.json` beside
// the config (Docusaurus's translation file, read as Docusaurus writes it),
// then `i18n.localeConfigs.<locale>.translations`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/schema.ts';
import { THEME_TEXTS, type ThemeTextId, type ThemeTexts } from '../shared/theme-texts.ts';
import type { Diagnostic } from '../types.ts';
import { linkOutsideRoots, resolveReadable, type ReadRules } from '../util/read-roots.ts';
import { parseYamlFile } from '../util/yaml-source.ts';

export interface ThemeTextsInput {
  config: SiteConfig;
  rootDir: string;
  configFile: string;
  locale: string;
  /** What the site may read (util/read-roots.ts). */
  rules: ReadRules;
}

const isThemeTextId = (id: string): id is ThemeTextId => Object.hasOwn(THEME_TEXTS, id);

export function themeTexts({ config, rootDir, configFile, locale, rules }: ThemeTextsInput): { texts: ThemeTexts; diagnostics: Diagnostic[] } {
  const file = path.posix.join(path.posix.dirname(configFile), 'i18n', locale, 'code.json');
  const fromFile = readCodeJson(file, rootDir, rules);
  return { texts: { ...THEME_TEXTS, ...fromFile.texts, ...config.i18n.localeConfigs[locale]?.translations }, diagnostics: fromFile.diagnostics };
}

/**
 * The theme texts a code.json translates. Its entries are `"id": {"message":
 * "…", "description": "…"}` (or `"id": "…"`). Docusaurus writes every id of
 * its theme into the file, the blog's and others ctfdocs does not have: `theme.`
 * ids ctfdocs does not show are passed over; any other id (a React page's
 * `<Translate>`) is reported, since ctfdocs never shows it.
 */
function readCodeJson(file: string, rootDir: string, rules: ReadRules): { texts: Partial<ThemeTexts>; diagnostics: Diagnostic[] } {
  const abs = path.resolve(rootDir, file);
  const readable = resolveReadable(abs, rules);
  if (!readable) return { texts: {}, diagnostics: [] };
  if ('outside' in readable) {
    return { texts: {}, diagnostics: [linkOutsideRoots({ abs, real: readable.outside, rootDir }, 'i18n/outside-site', 'Put the translations file itself in the i18n folder.')] };
  }
  if ('notContent' in readable) {
    return {
      texts: {},
      diagnostics: [
        {
          severity: 'warning',
          code: 'i18n/not-content',
          message: `${file} is not read: ${readable.notContent}`,
          file,
          hint: 'Keep the translations file where the site may read it (not excluded, not in a dot-folder).',
        },
      ],
    };
  }
  const source = parseYamlFile(readFileSync(readable.real, 'utf8'), file);
  if (source.diagnostics.length) return { texts: {}, diagnostics: source.diagnostics };
  const entries = source.value;
  if (typeof entries !== 'object' || entries === null || Array.isArray(entries)) {
    return {
      texts: {},
      diagnostics: [
        {
          severity: 'error',
          code: 'i18n/code-json',
          message: 'Translations must be an object of translation ids',
          file,
          line: 1,
          hint: 'Write {"theme.admonition.note": {"message": "…"}}, as Docusaurus does.',
        },
      ],
    };
  }
  const texts: Partial<ThemeTexts> = {};
  const diagnostics: Diagnostic[] = [];
  const others: string[] = [];
  for (const [id, value] of Object.entries(entries)) {
    const message = typeof value === 'string' ? value : typeof value?.message === 'string' ? (value.message as string) : undefined;
    if (message === undefined) {
      const at = source.locate([id]);
      diagnostics.push({
        severity: 'error',
        code: 'i18n/code-json',
        message: `${id}: the translation must be {"message": "…"} or a string`,
        file,
        ...at,
        hint: 'Write the text as {"message": "…"}, as Docusaurus does.',
      });
    } else if (isThemeTextId(id)) texts[id] = message;
    else if (!id.startsWith('theme.')) others.push(id);
  }
  if (others.length) {
    const at = source.locate([others[0]]);
    diagnostics.push({
      severity: 'warning',
      code: 'i18n/unused-translation',
      message: `${others.length === 1 ? 'A translation id is' : `${others.length} translation ids are`} not a text ctfdocs shows: ${others.slice(0, 5).join(', ')}${others.length > 5 ? ', …' : ''}`,
      file,
      ...at,
      hint: 'ctfdocs translates the theme texts listed in README.md (Translations); remove the others, or keep them for Docusaurus.',
    });
  }
  return { texts, diagnostics };
}
