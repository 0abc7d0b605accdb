import type { Element, Root } from 'hast';
import type { ComponentProps, ReactElement } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { unified } from 'unified';
import rehypeReact from 'rehype-react';
import { mathElement } from './MathElement.tsx';

/**
 * A highlighted code block arrives with its token markup as an HTML string
 * in its node's data (see core's rehype-code.ts) and plain code as children;
 * write the string. It comes from the highlighter, which escapes the code,
 * and travels where page content cannot write: an attribute of the same name
 * written in a page's raw HTML is not read.
 */
export function Pre({ node, children, ...rest }: ComponentProps<'pre'> & { node?: Element }) {
  const highlighted = node?.data?.highlighted;
  if (typeof highlighted === 'string') return <pre {...rest} dangerouslySetInnerHTML={{ __html: highlighted }} />;
  return <pre {...rest}>{children}</pre>;
}

const processor = unified().use(rehypeReact, { Fragment, jsx, jsxs, passKeys: true, passNode: true, components: { pre: Pre, span: mathElement('span'), div: mathElement('div') } });

/** Render the hast the markdown pipeline produced, as React elements. */
export function Markdown({ hast }: { hast: Root }) {
  return processor.stringify(hast) as unknown as ReactElement;
}
