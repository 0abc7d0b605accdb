// The client bundle and the stylesheet, built with esbuild in memory and
// named by content hash so they can be cached forever.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { build } from 'esbuild';
import { clientEntry, stylesheet } from '@ctfdocs/theme';

export interface ClientAssets {
  js: { url: string; file: string; contents: Uint8Array };
  css: { url: string; file: string; contents: Uint8Array };
}

export function contentHash(data: Uint8Array | string): string {
  return createHash('sha256').update(data).digest('hex').slice(0, 10);
}

export async function buildClientAssets(baseUrl: string, extraCss: string[] = []): Promise<ClientAssets> {
  const [js, cssSource] = await Promise.all([
    build({
      entryPoints: [clientEntry],
      bundle: true,
      minify: true,
      format: 'esm',
      target: ['es2020'],
      write: false,
      legalComments: 'none',
      logLevel: 'silent',
    }),
    Promise.all([stylesheet, ...extraCss].map((f) => readFile(f, 'utf8'))),
  ]);
  const css = await build({
    stdin: { contents: cssSource.join('\n'), loader: 'css' },
    minify: true,
    write: false,
    logLevel: 'silent',
  });
  const jsBytes = js.outputFiles[0].contents;
  const cssBytes = css.outputFiles[0].contents;
  const jsFile = `assets/js/main.${contentHash(jsBytes)}.js`;
  const cssFile = `assets/css/styles.${contentHash(cssBytes)}.css`;
  return {
    js: { url: baseUrl + jsFile, file: jsFile, contents: jsBytes },
    css: { url: baseUrl + cssFile, file: cssFile, contents: cssBytes },
  };
}
