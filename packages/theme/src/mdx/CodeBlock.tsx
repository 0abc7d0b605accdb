// Docusaurus's <CodeBlock>. One whose content is a literal string is turned
// into a fenced code block when the page compiles (core's
// remark-mdx-scope.ts) and highlighted there; this component draws the rest
// (content computed at build time) with the same frame, unhighlighted.
import type { ReactNode } from 'react';
import { overridable } from '../theme-components/overridable.tsx';

export interface CodeBlockProps {
  language?: string;
  title?: ReactNode;
  showLineNumbers?: boolean | number;
  className?: string;
  children?: ReactNode;
}

function ThemeCodeBlock({ language, title, className, children }: CodeBlockProps) {
  const lang = language ?? className?.replace(/^language-/, '') ?? 'text';
  return (
    <div className="code-block" data-language={lang}>
      {title ? <div className="code-block-title">{title}</div> : null}
      <div className="code-block-body">
        <pre tabIndex={0}>
          <code>{typeof children === 'string' ? children.replace(/\n$/, '') : children}</code>
        </pre>
        <button type="button" className="copy-button" aria-label="Copy code to clipboard">
          Copy
        </button>
      </div>
    </div>
  );
}

export const CodeBlock = overridable('CodeBlock', ThemeCodeBlock);
