// Offsets in a text to 1-based lines and columns, by binary search over the
// line starts (found once), so that placing many matches stays cheap.

export type LineIndex = (offset: number) => { line: number; column: number };

/** Positions in `text`, whose first line is line `firstLine` of its file. */
export function lineIndex(text: string, firstLine = 1): LineIndex {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return (offset) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: firstLine + lo, column: offset - starts[lo] + 1 };
  };
}
