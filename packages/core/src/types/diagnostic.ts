// What every stage reports instead of throwing: a problem (or a notice)
// with the file, line and config key path it is at, and how to fix it.

/** A problem found by any stage (or, as a notice, a fact worth a reviewer's eye). Printed by the CLI, never thrown at a user. */
export interface Diagnostic {
  /**
   * An error fails the build, a warning is a problem that does not, a notice
   * is no problem at all but what a reviewer should know (a page that runs
   * code at build time).
   */
  severity: 'error' | 'warning' | 'notice';
  /** Stable machine-readable kind, e.g. `config/unknown-key`, `link/broken`. */
  code: string;
  message: string;
  /** Path relative to the site root, when the problem is in a file. */
  file?: string;
  line?: number;
  column?: number;
  /** Key path inside a config or front matter, e.g. `themeConfig.navbar.items[2].docId`. */
  configPath?: string;
  /** How to fix it, in one sentence. */
  hint?: string;
}
