// Split a markdown file into front matter and body, validating the front
// matter against Docusaurus's field names: a doc's and a page's
// (schemas/front-matter.ts), or a blog post's (schemas/blog-post-front-matter.ts).
import type { z } from 'zod';
import type { Diagnostic } from '../types.ts';
import { type FrontMatter, frontMatterSchema } from '../schemas/front-matter.ts';
import { parseYamlSource } from '../util/yaml-source.ts';
import { issuesToDiagnostics, quoteKeys } from '../util/zod-diagnostics.ts';
import { lastResultPerFile } from '../util/last-result.ts';
import { unsupported } from '../markdown/unsupported.ts';

export interface SplitFile<F = FrontMatter> {
  frontMatter: F;
  body: string;
  /** 1-based line of the body's first line in the file. */
  bodyLine: number;
  /** The front matter as written, its `---` lines included (the file's lines before `bodyLine`); empty without front matter. */
  frontMatterSource: string;
  diagnostics: Diagnostic[];
  /** Where a front matter key (or a key path: `['authors', 1]`) is written in the file. */
  locate(key: string | Array<string | number>): { line: number; column: number } | undefined;
}

const nowhere = () => undefined;

const VERIFIED_HINT = 'Write the product version in quotes and the day of the check as YYYY-MM-DD: verified: { version: "3.8.7", date: 2026-11-24 } (see docs/writing.md).';

const OPEN = /^---[ \t]*\r?\n/;
const CLOSE = /^---[ \t]*$/m;

/** A reader of files whose front matter has the fields of `schema`. */
export function frontMatterReader<S extends z.ZodObject>(schema: S): (text: string, file: string) => SplitFile<z.output<S>> {
  // Parsing the YAML of unchanged files was a tenth of serve's rebuild.
  return lastResultPerFile((text, file) => parseFrontMatter(schema, text, file));
}

/** A doc's or a site page's front matter and body. */
export const splitFrontMatter: (text: string, file: string) => SplitFile = frontMatterReader(frontMatterSchema);

function parseFrontMatter<S extends z.ZodObject>(schema: S, text: string, file: string): SplitFile<z.output<S>> {
  // Every field of a front matter schema is optional: a file without one (or with a broken one) has none set.
  const none = {} as z.output<S>;
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  // Old Mac line endings (CR alone) end lines for markdown too: read them as such, so front matter is never taken for text.
  if (text.includes('\r')) text = text.replace(/\r(?!\n)/g, '\n');
  const open = OPEN.exec(text);
  if (!open) return { frontMatter: none, body: text, bodyLine: 1, frontMatterSource: '', diagnostics: [], locate: nowhere };
  const rest = text.slice(open[0].length);
  const close = CLOSE.exec(rest);
  if (!close) {
    return {
      frontMatter: none,
      body: text,
      bodyLine: 1,
      frontMatterSource: '',
      locate: nowhere,
      diagnostics: [
        {
          severity: 'error',
          code: 'frontmatter/unclosed',
          message: 'Front matter starts with "---" on line 1 but is never closed',
          file,
          line: 1,
          hint: 'Add a line with "---" after the last front matter field.',
        },
      ],
    };
  }
  const yamlText = rest.slice(0, close.index);
  const afterClose = rest.slice(close.index + close[0].length).replace(/^\r?\n/, '');
  const yamlLines = yamlText.split('\n').length - (yamlText.endsWith('\n') ? 1 : 0);
  const bodyLine = yamlLines + 3;
  const frontMatterSource = text.slice(0, text.length - afterClose.length);
  const source = parseYamlSource(yamlText, file, 1);
  if (source.diagnostics.length) return { frontMatter: none, body: afterClose, bodyLine, frontMatterSource, diagnostics: source.diagnostics, locate: nowhere };
  const locate = (key: string | Array<string | number>) => source.locate(Array.isArray(key) ? key : [key]);
  const value = source.value ?? {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    return {
      frontMatter: none,
      body: afterClose,
      bodyLine,
      frontMatterSource,
      locate,
      diagnostics: [
        {
          severity: 'error',
          code: 'frontmatter/invalid',
          message: 'Front matter must be a set of "key: value" lines',
          file,
          line: 2,
          hint: 'Write fields such as "title: My page" between the "---" lines.',
        },
      ],
    };
  }
  // Keys nothing reads are warnings (a site from elsewhere builds first and is
  // tidied second); the rest of the front matter still applies.
  const known = schema.shape;
  const unknownKeys = Object.keys(value).filter((k) => !Object.hasOwn(known, k));
  const unknownKeyDiagnostics = unknownKeys.map((key) => {
    const at = source.locate([key]);
    return unsupported('front-matter', {
      message: `front matter key "${key}" is not used by ctfdocs and has no effect`,
      file,
      line: at?.line,
      column: at?.column,
      configPath: key,
      hint: 'Remove it, or check its spelling against the front matter fields in docs/writing.md.',
    });
  });
  const parsed = schema.safeParse(unknownKeys.length ? Object.fromEntries(Object.entries(value).filter(([k]) => Object.hasOwn(known, k))) : value);
  if (!parsed.success) {
    const diagnostics = issuesToDiagnostics(parsed.error.issues, source.locate, file, {
      code: 'frontmatter',
      unknownKey: (keys) => `unknown front matter key ${quoteKeys(keys)}`,
      invalid: (issue, at) => `front matter ${at}: ${issue.message}`,
      unknownKeyHint: 'Use a Docusaurus front matter field (title, description, slug, sidebar_position, …) or remove it.',
      invalidHint: (keyPath) => (keyPath[0] === 'verified' ? VERIFIED_HINT : 'Give the field a value of the right type (see docs/writing.md).'),
    });
    return { frontMatter: none, body: afterClose, bodyLine, frontMatterSource, diagnostics: [...unknownKeyDiagnostics, ...diagnostics], locate };
  }
  return { frontMatter: parsed.data as z.output<S>, body: afterClose, bodyLine, frontMatterSource, diagnostics: unknownKeyDiagnostics, locate };
}
