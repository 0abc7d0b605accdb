import type { ApiTagPage } from '@ctfdocs/core';
import { useHref } from '../../context.tsx';

/**
 * A split reference's overview lists every operation under its tag and links
 * to it on the tag's page; the ids match the single-page layout, so
 * `#tag/…` and `#operation/…` links land on the entry that leads there.
 */
export function OperationIndex({ tagPages }: { tagPages: ApiTagPage[] }) {
  const href = useHref();
  return (
    <>
      {tagPages.map((tag) => (
        <section key={tag.slug} className="api-tag" id={`tag/${tag.slug}`} aria-labelledby={`tag/${tag.slug}-title`}>
          <h2 id={`tag/${tag.slug}-title`}>
            <a href={href(tag.route)}>{tag.name}</a>
          </h2>
          <ul className="api-index">
            {tag.operations.map((op) => (
              <li key={op.id} id={`operation/${op.id}`} className="api-index-item">
                <a href={`${href(tag.route)}#operation/${op.id}`}>
                  <span className={`api-method api-method-${op.method.toLowerCase()}`}>{op.method}</span> <code className="api-path">{op.path}</code> {op.summary}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
