import type { DocPageData, MarkdownPageData } from '@ctfdocs/core';
import { Markdown } from './Markdown.tsx';
import { Verified } from './Verified.tsx';

/**
 * A page's title and body, with what goes under the title (its `verified`
 * line). The title is Docusaurus's "synthetic title" only when the body has
 * no h1 of its own, and hide_title hides only that one; under a body's h1
 * the line goes right after it, in the body.
 */
export function TitledBody({ page }: { page: DocPageData | MarkdownPageData }) {
  const { hast, title: bodyTitle } = page.compiled;
  const under = page.verified ? <Verified {...page.verified} /> : null;
  const h1 = under && bodyTitle !== undefined ? hast.children.findIndex((n) => n.type === 'element' && n.tagName === 'h1') : -1;
  if (h1 >= 0) {
    return (
      <div className="markdown">
        <Markdown hast={{ type: 'root', children: hast.children.slice(0, h1 + 1) }} />
        {under}
        <Markdown hast={{ type: 'root', children: hast.children.slice(h1 + 1) }} />
      </div>
    );
  }
  return (
    <div className="markdown">
      {page.hideTitle || bodyTitle !== undefined ? (
        under
      ) : (
        <header>
          <h1>{page.title}</h1>
          {under}
        </header>
      )}
      <Markdown hast={hast} />
    </div>
  );
}
