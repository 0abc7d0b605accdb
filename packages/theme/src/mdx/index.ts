// The components MDX pages get under Docusaurus's names (`@theme/Tabs`, …),
// keyed by core's list so that every name core accepts has a component.
import type { ComponentType } from 'react';
import type { ThemeMdxComponent } from '@ctfdocs/core';
import { Admonition } from './Admonition.tsx';
import { CodeBlock } from './CodeBlock.tsx';
import { Details } from './Details.tsx';
import { DocCardList } from './DocCardList.tsx';
import { TOCInline } from './TOCInline.tsx';
import { TabItem, Tabs } from './Tabs.tsx';
import { MdxPre } from './MdxPre.tsx';
import { mdxMathElement } from '../components/MathElement.tsx';

// Each component has its own props; MDX passes whatever the page wrote.
// biome-ignore lint/suspicious/noExplicitAny: each component has its own props; MDX passes whatever the page wrote.
export const themeMdxComponents: Record<ThemeMdxComponent, ComponentType<any>> = { Admonition, CodeBlock, Details, DocCardList, TOCInline, TabItem, Tabs };

/**
 * What an MDX page's content is rendered with: the theme components for
 * pages that use them without an import, and the <pre>, <span> and <div>
 * that write a code block's highlighted markup and a formula's KaTeX markup
 * as the markdown renderer does.
 */
export const mdxContentComponents = { ...themeMdxComponents, pre: MdxPre, span: mdxMathElement('span'), div: mdxMathElement('div') };
