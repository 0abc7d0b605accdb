// Reading one object of a Docusaurus config: every key the importer takes is
// marked, and every key it leaves is reported with its file and key path, so
// nothing is dropped without the writer being told.

export interface NotCarried {
  /** The file the key is in, relative to the site. */
  file: string;
  /** The key path, e.g. `themeConfig.navbar.items[2].className`. */
  key: string;
  reason: string;
}

export type Plain = Record<string, unknown>;

/** The config file being read and the site it is in: every part of it is read with these. */
export interface ConfigFile {
  /** The config file, relative to the site. */
  file: string;
  siteDir: string;
  /** Where each key left out is reported. */
  notCarried: NotCarried[];
}

export function isPlain(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function keyPath(at: string, key: string | number): string {
  if (typeof key === 'number') return `${at}[${key}]`;
  return /^[A-Za-z_$][\w$]*$/.test(key) ? (at ? `${at}.${key}` : key) : `${at}[${JSON.stringify(key)}]`;
}

export class Keys {
  private readonly taken = new Set<string>();
  readonly obj: Plain;

  constructor(
    value: unknown,
    readonly at: string,
    readonly file: string,
    private readonly out: NotCarried[],
  ) {
    this.obj = isPlain(value) ? value : {};
  }

  /** The value of `key`, marked as carried over. */
  take(key: string): unknown {
    this.taken.add(key);
    return this.obj[key];
  }

  string(key: string): string | undefined {
    const v = this.take(key);
    return typeof v === 'string' ? v : undefined;
  }

  boolean(key: string): boolean | undefined {
    const v = this.take(key);
    return typeof v === 'boolean' ? v : undefined;
  }

  /** A list of strings (globs, names); any other value is reported as not carried. */
  strings(key: string): string[] | undefined {
    const v = this.take(key);
    if (v === undefined) return undefined;
    if (Array.isArray(v) && v.every((s) => typeof s === 'string')) return v;
    this.report(key, 'not a list of strings');
    return undefined;
  }

  number(key: string): number | undefined {
    const v = this.take(key);
    const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
    return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
  }

  /** Reports `key` (when set) as not carried, for `reason`. */
  drop(key: string, reason: string): void {
    this.taken.add(key);
    if (this.obj[key] !== undefined) this.report(key, reason);
  }

  report(key: string | number, reason: string): void {
    this.out.push({ file: this.file, key: keyPath(this.at, key), reason });
  }

  /** The object at `key`, read the same way. */
  child(key: string | number, value: unknown = this.take(String(key))): Keys {
    return new Keys(value, keyPath(this.at, key), this.file, this.out);
  }

  /**
   * The object at `key` whose values are objects of strings (versions by
   * name, locale configs by locale): `fields` of each, every other key of
   * each reported as not carried, for `reason`.
   */
  records(key: string, fields: readonly string[], reason: string): Record<string, Record<string, string | undefined>> {
    const all = this.child(key);
    const out: Record<string, Record<string, string | undefined>> = {};
    for (const name of Object.keys(all.obj)) {
      const one = all.child(name);
      out[name] = Object.fromEntries(fields.map((f) => [f, one.string(f)]));
      one.rest(reason);
    }
    return out;
  }

  /** Reports element `i` of the list at `key` as not carried, for `reason`. */
  reportElement(key: string, i: number, reason: string): void {
    this.out.push({ file: this.file, key: keyPath(keyPath(this.at, key), i), reason });
  }

  /** Element `i` of the list at `key`, read the same way. */
  element(key: string, i: number, value: unknown): Keys {
    return new Keys(value, keyPath(keyPath(this.at, key), i), this.file, this.out);
  }

  /** Reports every key that was neither taken nor dropped. */
  rest(reason = 'ctfdocs has no such setting'): void {
    for (const [key, value] of Object.entries(this.obj)) {
      if (!this.taken.has(key) && value !== undefined) this.report(key, reason);
    }
  }
}

/** Drops undefined values and empty objects, so the YAML holds only what was set. */
export function compact<T>(value: T): T {
  if (Array.isArray(value)) return value.map(compact) as T;
  if (!isPlain(value)) return value;
  const out: Plain = {};
  for (const [k, v] of Object.entries(value)) {
    const c = compact(v);
    if (c === undefined || (isPlain(c) && Object.keys(c).length === 0)) continue;
    out[k] = c;
  }
  return out as T;
}
