// Titles and descriptions are page content, and in a text format a line break
// is structure: a title with one could add a heading or a link to llms.txt,
// or a section to llms-full.txt. Every title or description written into text
// (llms.txt, llms-full.txt, a markdown copy's header, <title>) goes through
// this, so each is one line whatever the front matter held.

/** Whitespace, line breaks included (NEL too, which YAML reads as one). */
const SPACE = /[\s\u0085]+/g;
/** Control characters left once whitespace is folded: shown as U+FFFD, as CommonMark shows NUL. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

/** The text on one line: each run of whitespace (line breaks too) one space, control characters U+FFFD, no space at either end. */
export function singleLine(text: string): string {
  return text.replace(SPACE, ' ').replace(CONTROL, '\uFFFD').trim();
}
