// `serve` reads every file again after a save; most have not changed. This
// keeps the last result of a parse per file and returns it while the file's
// text is the same. Results are shared between calls: callers treat them as
// read-only.
export function lastResultPerFile<T>(parse: (text: string, file: string) => T): (text: string, file: string) => T {
  const last = new Map<string, { text: string; result: T }>();
  return (text, file) => {
    const prev = last.get(file);
    if (prev && prev.text === text) return prev.result;
    const result = parse(text, file);
    last.set(file, { text, result });
    return result;
  };
}
