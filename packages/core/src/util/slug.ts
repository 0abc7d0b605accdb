import GithubSlugger from 'github-slugger';

/** A one-off GitHub-style slug (no de-duplication across calls). */
export function slugify(text: string): string {
  return new GithubSlugger().slug(text);
}
