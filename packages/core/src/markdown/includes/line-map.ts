// Where each line of a page whose includes were expanded (expand.ts) was
// written: runs of lines, each the first line of the run in the expanded
// body, the file (absolute path) and its line there. Diagnostics and links
// are placed in the included file through it, and relative links and images
// of an included file resolve from its folder.

/** [first line of the run in the expanded body (1-based), absolute path of the file, that line's number in the file]. */
export type LineRun = readonly [start: number, file: string, line: number];

/** The file and line an expanded body's line came from. */
export function originOf(runs: readonly LineRun[], line: number): { file: string; line: number } {
  let run = runs[0];
  for (const r of runs) {
    if (r[0] > line) break;
    run = r;
  }
  return { file: run[1], line: run[2] + (line - run[0]) };
}

/** Runs from the origin of every line, in order. */
export function toRuns(origins: ReadonlyArray<{ file: string; line: number }>): LineRun[] {
  const runs: LineRun[] = [];
  origins.forEach((o, i) => {
    const last = runs[runs.length - 1];
    if (last && last[1] === o.file && last[2] + (i + 1 - last[0]) === o.line) return;
    runs.push([i + 1, o.file, o.line]);
  });
  return runs;
}
