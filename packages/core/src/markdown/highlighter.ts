// One shiki highlighter per process (creating it is the slow part), with a
// light and a dark theme emitted as CSS variables: no client JS. Languages
// are loaded when a page first uses them, not all up front. Each thread
// compiles the grammars' expressions once (`scanner-memo.ts`).
import { bundledLanguages, createHighlighter, createOnigurumaEngine, type BundledLanguage, type Highlighter } from 'shiki';
import { memoiseScanners } from './scanner-memo.ts';

/** The colours emitted, as CSS variables per colour scheme (`--shiki-light`, `--shiki-dark`). */
export const THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;

let shared: Promise<Highlighter> | undefined;

export function getHighlighter(): Promise<Highlighter> {
  shared ??= createOnigurumaEngine(import('shiki/wasm')).then((engine) => createHighlighter({ themes: Object.values(THEMES), langs: [], engine: memoiseScanners(engine) }));
  return shared;
}

const FENCE = /^[ \t]*(?:```|~~~)[ \t]*([\w+#-]+)/gm;
/** MDX's `<CodeBlock language="js">`. */
const CODE_BLOCK_LANGUAGE = /<CodeBlock\b[^>]*?\blanguage=["']([\w+#-]+)["']/g;

/** Load every language the given markdown bodies use that shiki knows. */
export async function loadLanguagesFor(highlighter: Highlighter, bodies: Iterable<string>): Promise<void> {
  const loaded = new Set(highlighter.getLoadedLanguages());
  const wanted = new Set<string>();
  for (const body of bodies) {
    const fenced = body.includes('```') || body.includes('~~~');
    const codeBlocks = body.includes('<CodeBlock');
    if (!fenced && !codeBlocks) continue;
    for (const m of [...(fenced ? body.matchAll(FENCE) : []), ...(codeBlocks ? body.matchAll(CODE_BLOCK_LANGUAGE) : [])]) {
      const lang = m[1].toLowerCase();
      if (!loaded.has(lang) && lang in bundledLanguages) wanted.add(lang);
    }
  }
  if (wanted.size) await highlighter.loadLanguage(...([...wanted] as BundledLanguage[]));
}
