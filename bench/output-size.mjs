// What a build wrote: the size of its output folder and of its largest page
// (issue #31's budgets: 10,000 pages within 1 GB of output, a corpus page
// within 50 KB of HTML and 10 KB gzip, whatever the site's size).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Bytes and files under `outDir`, and its largest page (an .html file outside assets/) with its gzip size. */
export function outputSize(outDir) {
  let bytes = 0;
  let files = 0;
  let largest = { file: '', bytes: 0 };
  for (const e of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
    if (!e.isFile()) continue;
    const file = path.join(e.parentPath, e.name);
    const size = statSync(file).size;
    bytes += size;
    files++;
    const rel = path.relative(outDir, file);
    if (rel.endsWith('.html') && !rel.startsWith('assets/') && size > largest.bytes) largest = { file: rel, bytes: size };
  }
  const gzipBytes = largest.file ? gzipSync(readFileSync(path.join(outDir, largest.file))).length : 0;
  return { bytes, files, largest: { ...largest, gzipBytes } };
}

const mb = (n) => `${(n / 2 ** 20).toFixed(1)} MB`;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** `12.3 MB in 4,567 files` and `/docs/a.html: 23.4 KB (5.6 KB gzip)`. */
export function outputSizeCells(s) {
  return [`${mb(s.bytes)} in ${s.files.toLocaleString('en')} files`, s.largest.file ? `${s.largest.file}: ${kb(s.largest.bytes)} (${kb(s.largest.gzipBytes)} gzip)` : '—'];
}
