// One shiki highlighter per process (creating it is the slow part), with a
// light and a dark theme emitted as CSS variables: no client JS. Languages
// are loaded when a page first uses them, not all up front. Each thread
// compiles the grammars' expressions once (`scanner-memo.ts`).
import { bundledLanguages, createHighlighter, createOnigurumaEngine, type BundledLanguage, type Highlighter } from 'shiki';
import { memoiseScanners } from './scanner-memo.ts';

/** The colours emitted, as CSS variables per colour scheme (`--shiki-light`, `--shiki-dark`). */
export const THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;

let shared: Promise<Highlighter> | undefined;

/** A highlighter of its own, with no language loaded yet (the thread's is `getHighlighter`'s). */
export async function createCodeHighlighter(): Promise<Highlighter> {
  const engine = await createOnigurumaEngine(import('shiki/wasm'));
  return createHighlighter({ themes: Object.values(THEMES), langs: [], engine: memoiseScanners(engine) });
}

export function getHighlighter(): Promise<Highlighter> {
  shared ??= createCodeHighlighter();
  return shared;
}

/**
 * Languages whose grammar embeds another without a fence naming it: front
 * matter (YAML, and TOML between `+++` in MDX's and Vue's). Embeds that a
 * fence names are found in the page like any other block's language.
 */
const UNFENCED_EMBEDS: Record<string, string[]> = {
  markdown: ['yaml'],
  md: ['yaml'],
  mdx: ['yaml', 'toml'],
  vue: ['yaml', 'toml'],
};

const FENCE = /^[ \t]*(?:`{3,}|~{3,})[ \t]*([\w+#-]+)/gm;
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
  if (!wanted.size) return;
  // A grammar finds the languages it embeds without a fence (a markdown
  // block's front matter is YAML) only among those loaded before it: load
  // them first, so a block's colours never depend on what the thread
  // highlighted earlier.
  const first = [...wanted].flatMap((lang) => UNFENCED_EMBEDS[lang] ?? []).filter((lang) => !loaded.has(lang));
  if (first.length) await highlighter.loadLanguage(...(first as BundledLanguage[]));
  await highlighter.loadLanguage(...([...wanted] as BundledLanguage[]));
}
