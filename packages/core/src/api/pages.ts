// The pages of one API reference: a single page, or, for a very large
// document, an overview plus one page per tag so that no page is tens of
// megabytes of HTML.
import type { ApiDocument, ApiReferencePageData, ApiTagPage } from '../types.ts';
import type { ApiReferenceConfig } from '../schemas/api-reference.ts';
import { joinRoute } from '../routes/join.ts';

/** Above this many operations a reference is split by tag unless `splitByTag` says otherwise. */
export const SPLIT_THRESHOLD = 300;
/**
 * Above this many operations on a page their details (parameters, schemas,
 * responses, samples: most of the weight) load on expand unless
 * `detailsOnExpand` says otherwise; the CTFd reference's 155 operations in
 * full are 2.5 MB of HTML and 59,000 elements.
 */
export const DETAILS_THRESHOLD = 40;

export function apiReferencePages(ref: ApiReferenceConfig, api: ApiDocument, specUrl?: string): ApiReferencePageData[] {
  const base = { kind: 'api-reference' as const, source: ref.spec, title: ref.title, description: ref.description, specUrl, overviewRoute: ref.route };
  const count = (tags: ApiDocument['tags']) => tags.reduce((n, t) => n + t.operations.length, 0);
  const onExpand = (tags: ApiDocument['tags']) => ref.detailsOnExpand ?? count(tags) > DETAILS_THRESHOLD;
  if (!(ref.splitByTag ?? count(api.tags) > SPLIT_THRESHOLD)) return [{ ...base, route: ref.route, api, detailsOnExpand: onExpand(api.tags) }];
  const tagPages: ApiTagPage[] = api.tags.map((tag) => ({
    name: tag.name,
    slug: tag.slug,
    route: joinRoute(ref.route, `tag/${tag.slug}`),
    operations: tag.operations.map(({ id, method, path, summary }) => ({ id, method, path, summary })),
  }));
  return [
    { ...base, route: ref.route, api: { ...api, tags: [] }, tagPages, detailsOnExpand: false },
    ...api.tags.map((tag, i) => ({ ...base, route: tagPages[i].route, title: `${tag.name} | ${ref.title}`, api: { ...api, tags: [tag] }, tagPages, detailsOnExpand: onExpand([tag]) })),
  ];
}
