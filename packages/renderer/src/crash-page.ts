// Spec §8, "page component crashes". A page whose render throws is replaced
// by the crash page: inside the shell when the shell itself still renders,
// otherwise as a whole page. `ctfdocs serve` sends it (and says so in the
// terminal); `ctfdocs build` fails with an error naming the page's file.
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { Diagnostic, ThemeTexts } from '@ctfdocs/core';
import { CrashDocument, CrashPanel } from '@ctfdocs/theme';
import type { SiteModule } from './theme-components.ts';

export interface CrashContext {
  route: string;
  /** The page's file, relative to the site root. */
  source: string;
  /** The site root, to find the line of the page's file the error came from. */
  rootDir: string;
  dev: boolean;
  lang: string;
  css: string;
  js: string;
  /** Renders the shell around the given content, as for a working page. */
  shell(inner: ReactElement): string;
  /** The colour-mode script; may throw when the config is what broke. */
  inlineScript(): string;
  /** The policy for the page's meta element (headers.ts). */
  csp: string;
  /** The shell's texts in the page's locale. */
  texts: ThemeTexts;
  /** Which of the site's components (theme-components.ts) an error was thrown in, if any. */
  thrownIn?(err: unknown): SiteModule | undefined;
}

export interface CrashPage {
  html: string;
  /** Whether the content crashed (shell kept) or the shell did. */
  where: 'content' | 'shell';
  diagnostic: Diagnostic;
}

export function renderCrashPage(err: unknown, ctx: CrashContext): CrashPage {
  let where: CrashPage['where'] = 'content';
  let thrown = err;
  let html: string;
  try {
    html = ctx.shell(createElement(CrashPanel, { message: messageOf(err), texts: ctx.texts }));
  } catch (shellErr) {
    where = 'shell';
    thrown = shellErr;
    let inlineScript: string | undefined;
    try {
      inlineScript = ctx.inlineScript();
    } catch {
      inlineScript = undefined;
    }
    html =
      '<!DOCTYPE html>' +
      renderToString(createElement(CrashDocument, { message: messageOf(shellErr), lang: ctx.lang, css: ctx.css, js: ctx.js, inlineScript, dev: ctx.dev, csp: ctx.csp, texts: ctx.texts }));
  }
  const thrower = throwingFunction(thrown);
  const until = ctx.dev ? '; until then serve shows the crash page and `ctfdocs build` fails.' : '; the build publishes no crashed page.';
  const severity = ctx.dev ? 'warning' : 'error';
  const said = `${messageOf(thrown)}${thrower ? ` (thrown in ${thrower})` : ''}`;
  // The site's own component is named with its file, wherever in the page it is drawn.
  const component = ctx.thrownIn?.(thrown);
  if (component) {
    const which = component.name === 'mdxComponents' ? `An MDX component of ${component.file} (mdxComponents)` : `Theme component ${component.name} (${component.file}, the site's)`;
    return {
      html,
      where,
      diagnostic: {
        severity,
        code: 'render/component-crashed',
        message: `${which} crashed while rendering ${ctx.route}: ${said}`,
        file: component.file,
        ...positionIn(thrown, path.resolve(ctx.rootDir, component.file)),
        hint: `Fix the component that threw${until}`,
      },
    };
  }
  const at = where === 'content' ? positionIn(thrown, path.resolve(ctx.rootDir, ctx.source)) : undefined;
  const what = where === 'content' ? `Page ${ctx.route} crashed while rendering` : `The theme shell (navbar, footer or layout) crashed while rendering ${ctx.route}`;
  return {
    html,
    where,
    diagnostic: {
      severity,
      code: where === 'content' ? 'render/page-crashed' : 'render/shell-crashed',
      message: `${what}: ${said}`,
      file: ctx.source,
      ...at,
      hint: (where === 'content' ? 'Fix the component that threw' : 'Check themeConfig in the site config, or the theme component that threw') + until,
    },
  };
}

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message.split('\n')[0] : String(err);
}

/** The function named in the first frame of the stack: usually the component. */
function throwingFunction(err: unknown): string | undefined {
  const frame = err instanceof Error ? err.stack?.split('\n').find((l) => /^\s+at /.test(l)) : undefined;
  const name = frame && /^\s+at (?:new )?([\w$.<>]+) \(/.exec(frame)?.[1];
  return name || undefined;
}

/**
 * A stack frame's file, line and column: Node prints the file as a URL; a
 * host with its own stack formatting (a test runner, source-map support)
 * may print a path, with the import's query after it.
 */
const FRAME = /((?:file:\/\/)?\/[^\s()?]+?)(?:\?[^\s():]*)?:(\d+):(\d+)/g;

/**
 * Where in the page's own file the error was thrown: React pages run as
 * modules compiled with an inline source map (page-modules.ts), so a frame in
 * one of them maps back to a line of the .tsx file. Where source maps are
 * applied to stacks already (node --enable-source-maps), a frame names the
 * file itself.
 */
function positionIn(err: unknown, sourceFile: string): { line: number; column: number } | undefined {
  if (!(err instanceof Error) || !err.stack) return undefined;
  for (const m of err.stack.matchAll(FRAME)) {
    const file = m[1].startsWith('file:') ? fileURLToPath(m[1]) : m[1];
    if (file === sourceFile) return { line: Number(m[2]), column: Number(m[3]) };
    const mapped = file.endsWith('.mjs') ? mappedPosition(file, Number(m[2]), Number(m[3])) : undefined;
    if (mapped?.file === sourceFile) return { line: mapped.line, column: mapped.column };
  }
  return undefined;
}

/** A position in a compiled module mapped through the module's inline source map. */
function mappedPosition(compiled: string, line: number, column: number): { file: string; line: number; column: number } | undefined {
  let text: string;
  try {
    text = readFileSync(compiled, 'utf8');
  } catch {
    return undefined;
  }
  const data = /\/\/# sourceMappingURL=data:application\/json;base64,([A-Za-z0-9+/=]+)\s*$/.exec(text)?.[1];
  if (!data) return undefined;
  const entry = new SourceMap(JSON.parse(Buffer.from(data, 'base64').toString('utf8'))).findEntry(line - 1, column - 1);
  if (!('originalSource' in entry)) return undefined;
  const file = entry.originalSource.startsWith('file:') ? fileURLToPath(entry.originalSource) : path.resolve(path.dirname(compiled), entry.originalSource);
  return { file, line: entry.originalLine + 1, column: entry.originalColumn + 1 };
}
