// Findings → diagnostics. A secret in a site file is reported there, once
// however many locales load the file; a secret in the output is reported
// only when no site file holds it (else the output repeats what was reported
// or let through at its source), once for all the output files holding it,
// under the page it was written for when there is one.
import type { Diagnostic } from '../types.ts';
import type { SecretFinding } from './scanner.ts';

export interface SecretReportInput {
  severity: 'error' | 'warning';
  /** Findings in site files: pages of every locale, the config, API documents, copied static files and images. */
  sources: readonly SecretFinding[];
  /** Findings in output files (`file`: the path in the build). */
  outputs: readonly SecretFinding[];
  /** The site file of the page written to an output file. */
  pageOf(outputFile: string): string | undefined;
  configFile: string;
  /** The output folder, relative to the site root, to name output files by. */
  outputDir: string;
}

export function secretDiagnostics(input: SecretReportInput): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const reported = new Set<string>();
  for (const f of input.sources) {
    const key = `${f.file}\0${f.line}\0${f.column}\0${f.fingerprint}`;
    if (f.excused || reported.has(key)) continue;
    reported.add(key);
    diagnostics.push({
      severity: input.severity,
      code: `secrets/${f.kind}`,
      message: `${f.configPath ? `${f.configPath}: ` : ''}${f.title} ${f.shown}, fingerprint ${f.fingerprint}`,
      file: f.file,
      line: f.line,
      column: f.column,
      configPath: f.configPath,
      hint: hint(f, input.configFile),
    });
  }
  const atSource = new Set(input.sources.map((f) => f.fingerprint));
  const inOutput = new Map<string, SecretFinding[]>();
  for (const f of input.outputs) {
    if (atSource.has(f.fingerprint)) continue;
    inOutput.set(f.fingerprint, [...(inOutput.get(f.fingerprint) ?? []), f]);
  }
  for (const found of inOutput.values()) {
    if (found.some((f) => f.excused)) continue;
    const f = found.find((o) => input.pageOf(o.file)) ?? found[0];
    const page = input.pageOf(f.file);
    const files = new Set(found.map((o) => o.file));
    const others = files.size - 1;
    diagnostics.push({
      severity: input.severity,
      code: `secrets/${f.kind}`,
      message: `${f.title} ${f.shown}, fingerprint ${f.fingerprint}, in the build output: ${input.outputDir}/${f.file}${others ? ` and ${others} other file${others > 1 ? 's' : ''}` : ''}${page ? `, made for ${page}` : ''} (no site file holds it as written)`,
      ...(page ? { file: page } : { file: `${input.outputDir}/${f.file}`, line: f.line, column: f.column }),
      hint: hint(f, input.configFile),
    });
  }
  return diagnostics;
}

function hint(f: SecretFinding, configFile: string): string {
  const allow = `add "- fingerprint: ${f.fingerprint}" to checkSecrets.allow in ${configFile}`;
  if (f.examplesAllowed) {
    return `If it is made up, put it in a code block marked example (\`\`\`text example), write a placeholder (<…>, …), or ${allow}; if it is real, remove it.`;
  }
  return `If it is real, revoke it (once pushed, it stays in the repository's history) and write a placeholder such as ${f.placeholder} instead; if it is made up, write the placeholder too, or ${allow}.`;
}
