// A page's title as its source gives it: shared by docs and blog posts.

const H1 = /^#[ \t]+(.+?)[ \t#]*$/m;
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** As CommonMark shows them in headings: each control character (a NUL) as U+FFFD. */
export function visibleText(text: string): string {
  return text.replace(CONTROL, '\uFFFD');
}

/** Its front matter's title, else its first `# heading`, else `fallback` (from its file name). */
export function pageTitle(given: string | undefined, body: string, fallback: string): string {
  return visibleText(given ?? H1.exec(body)?.[1]?.trim() ?? fallback);
}
