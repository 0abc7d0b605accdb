import type { Root } from 'hast';
import type { ReactElement } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { unified } from 'unified';
import rehypeReact from 'rehype-react';

const processor = unified().use(rehypeReact, { Fragment, jsx, jsxs, passKeys: true });

/** Render the hast the markdown pipeline produced, as React elements. */
export function Markdown({ hast }: { hast: Root }) {
  return processor.stringify(hast) as unknown as ReactElement;
}
