// Shiki's notation comments, as VitePress (and Expressive Code) read them:
// `// [!code ++]`, `[!code --]`, `[!code focus]`, `[!code highlight]`,
// `[!code error]`, `[!code warning]` and `[!code word:name]`, in each
// language's comment form (`#`, `<!-- -->`, `/* */`, `--`, …), which
// @shikijs/transformers recognise from the grammar's comment tokens. The
// comment is removed from the block and its line (or the next one, when it
// stands alone: the "v3" matching VitePress uses) gets a class. Only blocks
// that hold a notation get the transformers, so no other block's markup
// changes. The highlight cache needs no key of its own for them: the
// notation is in the code, which is the key, and the transformers are part
// of the bundled code whose version salts every entry.
import { transformerNotationDiff, transformerNotationErrorLevel, transformerNotationFocus, transformerNotationHighlight, transformerNotationWordHighlight } from '@shikijs/transformers';
import type { ShikiTransformer } from 'shiki';

const NOTATION = '[!code';

const TRANSFORMERS: ShikiTransformer[] = [
  // Lines: `diff add`, `diff remove`; the block: `has-diff`.
  transformerNotationDiff({ matchAlgorithm: 'v3' }),
  // Lines: `focused`; the block: `has-focused`.
  transformerNotationFocus({ matchAlgorithm: 'v3' }),
  // Lines: `highlighted` (the class magic comments give by default); the block: `has-highlighted`.
  transformerNotationHighlight({ matchAlgorithm: 'v3' }),
  // Lines: `highlighted error`, `highlighted warning`.
  transformerNotationErrorLevel({ matchAlgorithm: 'v3' }),
  // Words: `highlighted-word`.
  transformerNotationWordHighlight({ matchAlgorithm: 'v3' }),
];

/** The notation transformers for a block of code: none when it holds no notation. */
export function notationTransformers(code: string): ShikiTransformer[] {
  return code.includes(NOTATION) ? TRANSFORMERS : [];
}
