// VS Code's `#region name` … `#endregion` markers, in the comment forms of
// the languages VitePress's include and snippet imports read them in
// (src/node/markdown/regions.ts there): `// #region`, `/* #region */`,
// `# region`, `#pragma region`, `<!-- #region -->`, `#Region` (Visual
// Basic), `::#region` (batch), `-- #region` (SQL). A file may mix them.

const MARKERS: Array<{ start: RegExp; end: RegExp }> = [
  { start: /^\s*(?:\/\/\s*#?|(?:--|::|@?[rR][eE][mM])\s*#)region\b\s*(.*?)\s*$/, end: /^\s*(?:\/\/\s*#?|(?:--|::|@?[rR][eE][mM])\s*#)endregion\b\s*(.*?)\s*$/ },
  { start: /^\s*#\s*(?:#\s*|pragma\s+)?[rR]egion\b\s*(.*?)\s*$/, end: /^\s*#\s*(?:#\s*|pragma\s+)?[eE]nd ?[rR]egion\b\s*(.*?)\s*$/ },
  { start: /^\s*<!--\s*#?region\b\s*(.*?)\s*-->/, end: /^\s*<!--\s*#?endregion\b\s*(.*?)\s*-->/ },
  { start: /^\s*\/\*\s*#region\b\s*(.*?)\s*\*\//, end: /^\s*\/\*\s*#endregion\b\s*(.*?)\s*\*\// },
];

/** The lines (0-based, end exclusive) inside the first region named `name`, markers left out; undefined when there is none. */
export function findRegion(lines: readonly string[], name: string): { start: number; end: number } | undefined {
  const open: Array<{ name: string; start: number }> = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!/region/i.test(line)) continue;
    const started = MARKERS.map((m) => m.start.exec(line)?.[1]).find((n) => n !== undefined);
    if (started !== undefined) {
      open.push({ name: started, start: i + 1 });
      continue;
    }
    const ended = MARKERS.map((m) => m.end.exec(line)?.[1]).find((n) => n !== undefined);
    if (ended === undefined || !open.length) continue;
    // A named end closes the innermost region of that name; an unnamed one, the innermost.
    const at = ended ? open.findLastIndex((r) => r.name === ended) : open.length - 1;
    if (at < 0) continue;
    const [closed] = open.splice(at);
    if (closed.name === name) return { start: closed.start, end: i };
  }
  return undefined;
}

/** Whether a line is a region marker of any form (left out of an imported region). */
export function isRegionMarker(line: string): boolean {
  return /region/i.test(line) && MARKERS.some((m) => m.start.test(line) || m.end.test(line));
}

/** The lines without the indentation they all share (blank lines do not count). */
export function dedent(lines: string[]): string[] {
  let min = Infinity;
  for (const line of lines) if (line.trim()) min = Math.min(min, /^[ \t]*/.exec(line)![0].length);
  return min === Infinity || min === 0 ? lines : lines.map((l) => l.slice(min));
}
