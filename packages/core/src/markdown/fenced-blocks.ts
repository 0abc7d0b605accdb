// The fenced code blocks of a markdown body, found line by line in the
// source (so that checks which scan the source keep the writer's lines and
// columns): the name checks skip them, the secret scan reads their info string.

export interface FencedBlock {
  /** Index of the opening fence's line (0-based, in the body). */
  open: number;
  /** Index of the closing fence's line, or of the body's last line when the block is never closed. */
  close: number;
  /** What follows the opening fence: the language and the meta, e.g. `yaml title="x" example`. */
  info: string;
}

// Fences may sit in list items or block quotes, hence the leading `>` and spaces.
const FENCE_OPEN = /^[ \t>]*(`{3,}|~{3,})(.*)$/;
const FENCE_CLOSE = /^[ \t>]*(`{3,}|~{3,})[ \t]*$/;

/** Every fenced code block of `lines` (a body split at line breaks). */
export function fencedBlocks(lines: readonly string[]): FencedBlock[] {
  const blocks: FencedBlock[] = [];
  let fence: { char: string; length: number; open: number; info: string } | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (fence) {
      const close = FENCE_CLOSE.exec(line);
      if (close && close[1][0] === fence.char && close[1].length >= fence.length) {
        blocks.push({ open: fence.open, close: i, info: fence.info });
        fence = undefined;
      }
      continue;
    }
    const open = FENCE_OPEN.exec(line);
    // A backtick fence's info string holds no backtick; "```code```" on one line is a code span.
    if (!open || (open[1][0] === '`' && open[2].includes('`'))) continue;
    fence = { char: open[1][0], length: open[1].length, open: i, info: open[2].trim() };
  }
  if (fence) blocks.push({ open: fence.open, close: lines.length - 1, info: fence.info });
  return blocks;
}
