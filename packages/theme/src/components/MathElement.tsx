import type { Element } from 'hast';
import type { HTMLAttributes } from 'react';
import { MATH_CLASS } from '@ctfdocs/core';
import { useShellIfAny } from '../context.tsx';

const isMath = (className: unknown) => typeof className === 'string' && className.split(' ').includes(MATH_CLASS);

/**
 * KaTeX's stylesheet: React puts a stylesheet that has a precedence in
 * <head>, once, however many formulas ask for it. Pages without math never
 * link it.
 */
function MathStylesheet() {
  const href = useShellIfAny()?.mathStylesheet;
  return href ? <link rel="stylesheet" href={href} precedence="katex" /> : null;
}

/**
 * A `<span>` or `<div>` of rendered markdown: a formula when it has the math
 * class. A markdown page's formula has KaTeX's markup in its node data (core's
 * rehype-math.ts), where page content cannot write; an MDX page's arrives
 * rendered already, as children.
 */
export function mathElement(Tag: 'span' | 'div') {
  return function MathOrPlain({ node, children, ...rest }: HTMLAttributes<HTMLElement> & { node?: Element }) {
    if (!isMath(rest.className)) return <Tag {...rest}>{children}</Tag>;
    const html = node?.data?.katex;
    return (
      <>
        <MathStylesheet />
        {typeof html === 'string' ? (
          // KaTeX's output, made at build time from the page's text with `trust` off; never from an attribute.
          <Tag {...rest} dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          <Tag {...rest}>{children}</Tag>
        )}
      </>
    );
  };
}

/** An MDX page's formula, in the render of its module: KaTeX's markup comes as a prop (core's mdx/rehype-highlighted-prop.ts). */
export function mdxMathElement(Tag: 'span' | 'div') {
  return function MdxMathOrPlain({ katexHtml, children, ...rest }: HTMLAttributes<HTMLElement> & { katexHtml?: string }) {
    // KaTeX's output for TeX the page's author wrote; MDX pages are trusted code.
    if (typeof katexHtml === 'string') return <Tag {...rest} dangerouslySetInnerHTML={{ __html: katexHtml }} />;
    return <Tag {...rest}>{children}</Tag>;
  };
}
