// The compiled descriptions of the API document being rendered: every
// component that shows a description looks its tree up here by its text.
import { createContext, useContext } from 'react';
import type { ApiDocument } from '@ctfdocs/core';

export const MarkdownTrees = createContext<ApiDocument['markdown']>(undefined);

export function useMarkdownTrees(): ApiDocument['markdown'] {
  return useContext(MarkdownTrees);
}

/** Whether a description is one paragraph, which InlineProse shows on its own. */
export function isInline(text: string, trees: ApiDocument['markdown']): boolean {
  const hast = trees?.get(text);
  return !hast || (hast.children.length === 1 && hast.children[0].type === 'element' && hast.children[0].tagName === 'p');
}
