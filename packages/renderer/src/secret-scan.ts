// The build's side of the secret scan (core's secrets/): every file the
// build writes passes through here on its way to the output (a staged build/
// or memory alike). Generated files are scanned as output; copied files
// (static files, images) are scanned as the site files they are, at their
// lines. Binary files are skipped by their name or their bytes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SecretScanner, contentKey, scanOutputFile, secretDiagnostics, type CheckSecretsConfig, type Diagnostic, type Memo, type SecretFinding, type SiteModel } from '@ctfdocs/core';
import { CHUNK_DIR } from '@ctfdocs/theme';
import type { OutputFile, OutputSink } from './output.ts';
import type { RenderedRoute } from './page-output.ts';

// A content chunk is the main part of its page's HTML, which is scanned whole.
const CHUNK = new RegExp(`(?:^|/)${CHUNK_DIR}/`);
const BINARY_NAME = /\.(?:png|jpe?g|gif|webp|avif|ico|bmp|tiff?|woff2?|ttf|otf|eot|pdf|zip|gz|tgz|br|zst|mp3|mp4|webm|ogg|wav|wasm)$/i;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The bytes as text, or undefined for a binary file (a NUL byte near the start, or not UTF-8). */
function asText(bytes: Uint8Array): string | undefined {
  if (bytes.subarray(0, 8000).includes(0)) return undefined;
  try {
    return utf8.decode(bytes);
  } catch {
    return undefined;
  }
}

/**
 * Kept by serve between rebuilds: the findings in each output file, by a
 * hash of the scanner's settings, the file's path and its contents (or the
 * key its maker named them by: a page's render key, so an unchanged page is
 * not hashed again).
 */
export type SecretMemo = Memo<SecretFinding[]>;

export interface SecretReportOptions {
  /** Every locale's model: their site files were scanned as they loaded. */
  models: readonly SiteModel[];
  routes: readonly RenderedRoute[];
  configFile: string;
  /** The output folder, relative to the site root. */
  outputDir: string;
}

export class SecretScan implements OutputSink {
  private readonly outputs: SecretFinding[] = [];
  private readonly copied: SecretFinding[] = [];
  private readonly copiedFiles = new Set<string>();
  private ms = 0;
  private readonly scanner: SecretScanner | undefined;

  constructor(
    private readonly sink: OutputSink,
    settings: CheckSecretsConfig,
    private readonly rootDir: string,
    private readonly memo?: SecretMemo,
  ) {
    this.scanner = SecretScanner.for(settings);
  }

  put(rel: string, file: OutputFile): Promise<void> | void {
    if (this.scanner) {
      const start = performance.now();
      this.scan(this.scanner, rel, file);
      this.ms += performance.now() - start;
    }
    return this.sink.put(rel, file);
  }

  paths(): Iterable<string> {
    return this.sink.paths();
  }

  private scan(scanner: SecretScanner, rel: string, file: OutputFile) {
    if ('contents' in file) {
      if (CHUNK.test(rel)) return;
      const text = typeof file.contents === 'string' ? file.contents : asText(file.contents);
      if (text !== undefined) this.outputs.push(...this.scanOutput(scanner, rel, text, file.key));
      return;
    }
    // A static file is copied once per locale.
    if (this.copiedFiles.has(file.copyFrom) || BINARY_NAME.test(file.copyFrom)) return;
    this.copiedFiles.add(file.copyFrom);
    let text: string | undefined;
    try {
      text = asText(readFileSync(file.copyFrom));
    } catch {
      // The copy reports a file it cannot read.
      return;
    }
    const source = path.relative(this.rootDir, file.copyFrom).split(path.sep).join('/');
    if (text !== undefined) this.copied.push(...scanner.scan(text, { file: source, source: true }));
  }

  private scanOutput(scanner: SecretScanner, rel: string, text: string, key: string | undefined): SecretFinding[] {
    const scan = () => ({ value: scanOutputFile(scanner, rel, text), diagnostics: [] });
    return (this.memo ? this.memo.getOrMake(contentKey(scanner.key, rel, key === undefined ? text : `key:${key}`), scan) : scan()).value;
  }

  /** The diagnostics of everything scanned, and the milliseconds all the scanning took. */
  report(opts: SecretReportOptions): { diagnostics: Diagnostic[]; ms: number } {
    const ms = this.ms + opts.models.reduce((sum, m) => sum + m.secrets.ms, 0);
    if (!this.scanner) return { diagnostics: [], ms };
    const pages = new Map(opts.routes.map((r) => [r.file, r.source]));
    const diagnostics = secretDiagnostics({
      severity: this.scanner.severity,
      sources: [...opts.models.flatMap((m) => m.secrets.findings), ...this.copied],
      outputs: this.outputs,
      pageOf: (file) => pages.get(file),
      configFile: opts.configFile,
      outputDir: opts.outputDir,
    });
    return { diagnostics, ms };
  }
}
