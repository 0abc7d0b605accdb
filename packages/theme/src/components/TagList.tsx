import { useHref, useText } from '../context.tsx';

/** "Tags:" and a page's tags, each linking to its tag's page when it has one. */
export function TagList({ tags }: { tags: Array<{ label: string; href?: string }> }) {
  const href = useHref();
  const text = useText();
  if (!tags.length) return null;
  return (
    <div className="doc-tags">
      <span className="doc-tags-label">{text('theme.tags.tagsListLabel')}</span>
      <ul className="doc-tags-list">
        {tags.map((t) => (
          <li key={t.label}>
            {t.href ? (
              <a className="doc-tag" href={href(t.href)} rel="tag">
                {t.label}
              </a>
            ) : (
              <span className="doc-tag">{t.label}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
