// Number prefixes order files and folders without showing in ids, routes or
// labels, as in Docusaurus: `01-intro.md` is the doc `intro` at position 1,
// `02-guides/` the category "guides" at position 2. Names that only look
// like a prefix are kept whole: dates (`2024-05-01-release`) and versions
// (`1.2.3`), and names with nothing after the prefix (`01`).
const PREFIX = /^(\d+)\s*[-_.]+\s*(?=[^-_.\s])/;
const NOT_A_PREFIX = /^(\d+[-_.]\d+[-_.]\d+|\d+\.\d+(\.\d+)?$)/;

export function splitNumberPrefix(name: string): { name: string; position?: number } {
  if (NOT_A_PREFIX.test(name)) return { name };
  const m = PREFIX.exec(name);
  return m ? { name: name.slice(m[0].length), position: Number(m[1]) } : { name };
}

/** `02-guides/01-intro` → `guides/intro`. */
export function stripNumberPrefixes(relPath: string): string {
  return relPath
    .split('/')
    .map((segment) => splitNumberPrefix(segment).name)
    .join('/');
}
