import type { ApiDocument } from '@ctfdocs/core';
import { Operation } from './Operation.tsx';
import { Prose } from './Prose.tsx';

/** A tag's operations: under an h1 on a tag's own page, under a linked h2 on a single-page reference. */
export function TagSection({ tag, api, ownPage, detailsUrls }: { tag: ApiDocument['tags'][number]; api: ApiDocument; ownPage: boolean; detailsUrls?: ReadonlyMap<string, string> }) {
  return (
    <section className="api-tag" id={`tag/${tag.slug}`} aria-labelledby={`tag/${tag.slug}-title`}>
      {ownPage ? (
        <h1 id={`tag/${tag.slug}-title`}>{tag.name}</h1>
      ) : (
        <h2 id={`tag/${tag.slug}-title`}>
          <a href={`#tag/${tag.slug}`} className="api-anchor">
            {tag.name}
          </a>
        </h2>
      )}
      <Prose text={tag.description} />
      {tag.operations.map((op) => (
        <Operation key={op.id} op={op} api={api} detailsUrl={detailsUrls?.get(op.id)} />
      ))}
    </section>
  );
}
