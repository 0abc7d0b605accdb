// Where MDX may run. An MDX page is code: its imports and expressions run in
// the build, which in CI runs beside the repository's secrets, and page
// content arrives by pull request. So a file compiles as MDX only when the
// config (which is trusted) lists its folder in `markdown.mdx.allow`, globs
// relative to the config file's folder. Anywhere else a file that would be
// MDX (a `.mdx` file, or any file under `markdown.format: mdx`) is an error
// naming the file and the key, and nothing of it is compiled or run.
import path from 'node:path';
import picomatch from 'picomatch';
import type { MarkdownConfig } from '../../schemas/markdown.ts';
import type { CompiledMarkdown, Diagnostic } from '../../types.ts';
import { markdownFormat } from './format.ts';

export const MDX_ALLOW_KEY = 'markdown.mdx.allow';

/** How a source file compiles: as markdown, as MDX, or not at all (an MDX file outside the allowed folders). */
export type SourceFormat = { format: 'md' | 'mdx' } | { refused: Diagnostic };

/**
 * The format of each source file (a path relative to the site root, as in
 * the content graph) under the site's `markdown` config. `configFile` is
 * relative to the site root too: the globs are relative to its folder.
 */
export function sourceFormats(markdown: MarkdownConfig, configFile: string): (source: string) => SourceFormat {
  const configDir = path.posix.dirname(configFile);
  const allowed = markdown.mdx.allow.length ? picomatch(markdown.mdx.allow) : () => false;
  return (source) => {
    const format = markdownFormat(source, markdown.format);
    const fromConfig = path.posix.relative(configDir, source);
    if (format === 'md' || allowed(fromConfig)) return { format };
    const folder = path.posix.dirname(fromConfig);
    return {
      refused: {
        severity: 'error',
        code: 'mdx/not-allowed',
        message: `${source} is MDX, which runs as code at build time, and ${MDX_ALLOW_KEY} does not list it: nothing of it is compiled or run`,
        file: source,
        line: 1,
        configPath: MDX_ALLOW_KEY,
        hint: `If its code is trusted, add "${fromConfig}"${folder === '.' ? '' : ` (or its folder, "${folder}/**")`} to ${MDX_ALLOW_KEY} in ${configFile}; otherwise write it as plain markdown in a .md file${markdown.format === 'mdx' ? ' (with markdown.format: detect)' : ''}.`,
      },
    };
  };
}

/** What a page that is refused compiles to: nothing, and the error that says why. */
export function refusedPage(refused: Diagnostic): CompiledMarkdown {
  return { hast: { type: 'root', children: [] }, toc: [], links: [], sections: [], assets: [], diagnostics: [refused] };
}
