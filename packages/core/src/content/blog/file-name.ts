// A post's date and route from its file name, as Docusaurus reads them: a
// date in the name or in folders before it (`2024-05-01-launch.md`,
// `2024-05-01-launch/index.md`, `2024/05/01/launch.md`, even
// `team/2024/05/01/launch.md`) dates the post and gives the route
// `/2024/05/01/<folders before the date><name>`; a name without one gives
// `/<path without extension>`.

const DATED = /^(?<folder>.*?)(?<year>\d{4})[-/](?<month>\d{1,2})[-/](?<day>\d{1,2})[-/]?(?<text>.*?)(?:\/index)?\.mdx?$/i;
const UNDATED = /(?:\/index)?\.mdx?$/i;

export interface PostFileName {
  /** Midnight UTC of the date in the name, when it has a real one. */
  date?: Date;
  /** The name without date, extension or `/index`: the post's title when nothing else gives one. */
  text: string;
  /** The route under the blog's. */
  slug: string;
}

export function parsePostFileName(rel: string): PostFileName {
  const m = DATED.exec(rel);
  if (m?.groups) {
    const { folder, year, month, day, text } = m.groups;
    const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
    // 2024-02-31 is no date: such a name is read as an undated one.
    if (date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day)) {
      return { date, text, slug: `/${year}/${month}/${day}/${folder}${text}` };
    }
  }
  const text = rel.replace(UNDATED, '');
  return { text, slug: `/${text}` };
}
