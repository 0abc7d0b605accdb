// Where a top-level front matter key is written, for checks that run after
// the front matter was parsed (the parse's own `locate` is not kept).

/** The 1-based file line of `key:` in a page's front matter as written (`frontMatterSource`, from the file's first line). */
export function frontMatterKeyLine(frontMatterSource: string, key: string): number | undefined {
  const at = new RegExp(`^${key}[ \\t]*:`, 'm').exec(frontMatterSource);
  return at ? frontMatterSource.slice(0, at.index).split('\n').length : undefined;
}
