// Lines of a markdown body outside fenced code blocks: MDX syntax is looked
// for, and heading ids escaped, only there.
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** Calls `fn` with each line outside fences and its index; stops when it returns true. */
export function someLineOutsideFences(lines: string[], fn: (line: string, index: number) => boolean | void): boolean {
  let fence: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const open = FENCE.exec(line);
    if (fence) {
      if (open && open[1][0] === fence[0] && open[1].length >= fence.length && !line.slice(open[0].length).trim()) fence = undefined;
      continue;
    }
    if (open) {
      fence = open[1];
      continue;
    }
    if (fn(line, i)) return true;
  }
  return false;
}
