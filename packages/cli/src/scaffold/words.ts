// Titles and names made from file and folder names.

/** `configure-the-widget` → `Configure the widget`. */
export function titleFromName(name: string): string {
  const words = name
    .replace(/\.mdx?$/, '')
    .replace(/[-_\s]+/g, ' ')
    .trim();
  return words ? words[0].toUpperCase() + words.slice(1) : '';
}

/** A title in the middle of a sentence: `Configure the widget` → `configure the widget`, but `API tokens` stays. */
export function lowerFirst(title: string): string {
  return /^\p{Lu}\p{Ll}/u.test(title) || /^\p{Lu}$/u.test(title) ? title[0].toLowerCase() + title.slice(1) : title;
}

/** An npm package name for a folder: `My Docs` → `my-docs`. */
export function packageName(folder: string): string {
  const name = folder
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[-._]+|[-._]+$/g, '');
  return name || 'docs';
}
