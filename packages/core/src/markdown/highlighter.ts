// One shiki highlighter per process (creating it is the slow part), with a
// light and a dark theme emitted as CSS variables: no client JS. Languages
// are loaded when a page first uses them, not all up front.
import { bundledLanguages, createHighlighter, type BundledLanguage, type Highlighter } from 'shiki';

let shared: Promise<Highlighter> | undefined;

export function getHighlighter(): Promise<Highlighter> {
  shared ??= createHighlighter({ themes: ['github-light-default', 'github-dark-default'], langs: [] });
  return shared;
}

const FENCE = /^[ \t]*(?:```|~~~)[ \t]*([\w+#-]+)/gm;

/** Load every language the given markdown bodies use that shiki knows. */
export async function loadLanguagesFor(highlighter: Highlighter, bodies: Iterable<string>): Promise<void> {
  const loaded = new Set(highlighter.getLoadedLanguages());
  const wanted = new Set<string>();
  for (const body of bodies) {
    if (!body.includes('```') && !body.includes('~~~')) continue;
    for (const m of body.matchAll(FENCE)) {
      const lang = m[1].toLowerCase();
      if (!loaded.has(lang) && lang in bundledLanguages) wanted.add(lang);
    }
  }
  if (wanted.size) await highlighter.loadLanguage(...([...wanted] as BundledLanguage[]));
}
