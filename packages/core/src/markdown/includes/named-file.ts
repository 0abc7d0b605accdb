// A file an include or a code import names, read for a page: from the
// naming file's folder, or from the source folder with `@/`, and only what
// pages may read (util/read-roots.ts). What cannot be read is reported at the
// line that names it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../../types.ts';
import { resolveReadable, type ReadRules } from '../../util/read-roots.ts';

/** A line of the expanded body and where it was written. */
export interface Line {
  text: string;
  file: string;
  line: number;
}

export interface NamedFileRules {
  /** The folder `@/` paths start from (VitePress's srcDir: the page's docs folder). */
  srcDir: string;
  /** What pages may read (util/read-roots.ts). */
  readRules: ReadRules;
  /** The site root, to name files in diagnostics. */
  rootDir: string;
}

/** What the include and code-import steps share while one page is expanded. */
export interface NamedFiles {
  /** A file named at `at`: its real path and text, or undefined (reported). */
  read(spec: string, at: Line, what: string): { real: string; text: string } | undefined;
  /** A problem with what the line `at` names. */
  problem(at: Line, severity: Diagnostic['severity'], code: string, message: string, hint: string): void;
}

const REGION = /#([\w.-]+)$/;

/** A spec's path and the region its `#name` suffix names, if any. */
export function splitRegion(spec: string): [path: string, region: string | undefined] {
  const region = REGION.exec(spec);
  return region ? [spec.slice(0, region.index), region[1]] : [spec, undefined];
}

/** Reads for one page: its diagnostics go to `diagnostics`, the real path of every file read to `read`. */
export function namedFiles(rules: NamedFileRules, diagnostics: Diagnostic[], read: Set<string>): NamedFiles {
  const rel = (abs: string) => path.relative(rules.rootDir, abs).split(path.sep).join('/');
  const problem: NamedFiles['problem'] = (at, severity, code, message, hint) => diagnostics.push({ severity, code, message, file: rel(at.file), line: at.line, hint });
  return {
    problem,
    read(spec, at, what) {
      const abs = spec.startsWith('@') ? path.join(rules.srcDir, spec.slice(/[\\/]/.test(spec[1] ?? '') ? 2 : 1)) : path.resolve(path.dirname(at.file), spec);
      const readable = resolveReadable(abs, rules.readRules);
      if (!readable) {
        problem(at, 'error', 'include/missing', `${what} not found: ${spec}`, 'Check the path: it is relative to the file that names it, or to the docs folder with @/.');
        return undefined;
      }
      if ('outside' in readable) {
        problem(
          at,
          'error',
          'include/outside-site',
          `${what} outside the site: ${spec} is ${readable.outside}`,
          "Pages may only read files inside the config file's folder or a folder the config names (docs paths, staticDirectories).",
        );
        return undefined;
      }
      if ('notContent' in readable) {
        problem(
          at,
          'error',
          'include/not-content',
          `${what} is not site content: ${spec} (${readable.notContent})`,
          "Dotfiles and dot-folders (.git, .env), node_modules, the output and cache folders and what the config's exclude names are never read for a page; include a file of the site's content.",
        );
        return undefined;
      }
      try {
        const text = readFileSync(readable.real, 'utf8').replace(/\r\n/g, '\n');
        read.add(readable.real);
        return { real: readable.real, text };
      } catch {
        problem(at, 'error', 'include/missing', `${what} cannot be read: ${spec}`, 'Name a file, not a folder.');
        return undefined;
      }
    },
  };
}
