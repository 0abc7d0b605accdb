// The closing lines of the test command: where the run's time went.
import path from 'node:path';

/** The `count` test files of a vitest JSON report that took longest, for whoever makes the suite faster next. */
export function slowestFiles(results, count, root = process.cwd()) {
  const rows = results
    .map((r) => ({ ms: r.endTime - r.startTime, file: path.relative(root, r.name) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count);
  return [`The ${rows.length} slowest test files:`, ...rows.map((r) => `  ${(r.ms / 1000).toFixed(1).padStart(6)} s  ${r.file}`)].join('\n');
}
