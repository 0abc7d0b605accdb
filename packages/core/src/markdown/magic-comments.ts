// Docusaurus's magic comments: a comment line such as `// highlight-next-line`
// or `# highlight-start` … `# highlight-end` gives lines a class and is removed
// from the code, so neither the reader nor the copy button sees it. Which
// comment forms count depends on the block's language, as in Docusaurus.
import type { MarkdownConfig } from '../schemas/markdown.ts';
import { escapeRegExp } from '../util/regexp.ts';

export type MagicComment = MarkdownConfig['magicComments'][number];

/** Comment forms as [opening, closing] regex sources. */
const FORMS = {
  slashes: ['//', ''],
  block: ['/\\*', '\\*/'],
  jsx: ['\\{\\s*/\\*', '\\*/\\s*\\}'],
  hash: ['#', ''],
  html: ['<!--', '-->'],
  dashes: ['--', ''],
  semicolons: [';;', ''],
  percent: ['%', ''],
  quote: ["['‘’]", ''],
  vbnetQuote: ["(?:_\\s*)?['‘’]", ''],
  rem: ['[Rr][Ee][Mm]\\b', ''],
  bang: ['!', ''],
  ml: ['\\(\\*', '\\*\\)'],
  cobol: ['\\*>', ''],
} as const satisfies Record<string, readonly [string, string]>;

type Form = keyof typeof FORMS;

const COMMON: Form[] = ['slashes', 'block', 'jsx', 'hash', 'html'];

/** The forms each language's comments take; a language not listed gets the common ones. */
const BY_LANGUAGE: Record<string, Form[]> = {};
const languages = (forms: Form[], ...names: string[]) =>
  names.forEach((n) => {
    BY_LANGUAGE[n] = forms;
  });
languages(['slashes', 'block'], 'js', 'javascript', 'ts', 'typescript');
languages(['slashes', 'block', 'jsx'], 'jsx', 'tsx');
languages(['slashes', 'block', 'html'], 'html');
languages(['hash'], 'python', 'py', 'bash');
languages(['html', 'jsx', 'hash'], 'markdown', 'md');
languages(['percent'], 'tex', 'latex', 'matlab');
languages(['dashes'], 'lua', 'haskell');
languages(['dashes', 'block'], 'sql');
languages(['semicolons'], 'wasm');
languages(['quote', 'rem'], 'vb', 'vba', 'visual-basic');
languages(['vbnetQuote', 'rem'], 'vbnet');
languages(['rem'], 'batch');
languages(['rem', 'bang'], 'basic');
languages(['slashes', 'ml'], 'fsharp');
languages(['ml'], 'ocaml', 'sml');
languages(['bang'], 'fortran');
languages(['cobol'], 'cobol');

const patterns = new Map<string, RegExp>();

function patternFor(lang: string, comments: MagicComment[]): RegExp {
  const forms = BY_LANGUAGE[lang] ?? COMMON;
  const key = `${forms.join()}\u0000${JSON.stringify(comments)}`;
  let re = patterns.get(key);
  if (!re) {
    const words = comments
      .flatMap((c) => [c.line, c.block?.start, c.block?.end])
      .filter((w): w is string => Boolean(w))
      .map(escapeRegExp)
      .join('|');
    const alternatives = forms.map((f) => `(?:${FORMS[f][0]}\\s*(${words})\\s*${FORMS[f][1]})`).join('|');
    re = new RegExp(`^\\s*(?:${alternatives})\\s*$`);
    patterns.set(key, re);
  }
  return re;
}

export interface MagicResult {
  code: string;
  /** Classes by 1-based line of the returned code. */
  classes: Map<number, string[]>;
}

export function applyMagicComments(code: string, lang: string, comments: MagicComment[]): MagicResult {
  const classes = new Map<number, string[]>();
  if (!comments.length || !comments.some((c) => code.includes(c.line ?? '\u0000') || (c.block && code.includes(c.block.start)))) return { code, classes };
  const re = patternFor(lang, comments);
  const add = (line: number, className: string) => {
    const list = classes.get(line) ?? [];
    for (const c of className.split(' ')) if (!list.includes(c)) list.push(c);
    classes.set(line, list);
  };
  const kept: string[] = [];
  const next: string[] = [];
  const open = new Map<MagicComment, number>();
  for (const line of code.split('\n')) {
    const m = re.exec(line);
    const word = m?.slice(1).find((w) => w !== undefined);
    const comment = word && comments.find((c) => c.line === word || c.block?.start === word || c.block?.end === word);
    if (!comment) {
      kept.push(line);
      for (const c of next) add(kept.length, c);
      next.length = 0;
      for (const [c] of open) add(kept.length, c.className);
      continue;
    }
    if (comment.line === word) next.push(comment.className);
    else if (comment.block?.start === word) open.set(comment, kept.length + 1);
    else open.delete(comment);
  }
  return { code: kept.join('\n'), classes };
}
