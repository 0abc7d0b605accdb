// Turn a swagger-parser failure into one diagnostic that names the file, the
// JSON pointer of the offending node and its line, so a writer can go
// straight to it. swagger-parser reports a schema violation with the path of
// the node, but a dangling $ref only with the target it could not find: the
// $ref that names it is looked up in the document here.
import { readFile } from 'node:fs/promises';
import type { Diagnostic } from '../types.ts';
import { parseYamlSource } from '../util/yaml-source.ts';

type ParserError = Error & { details?: Array<{ message: string; path?: string[]; instancePath?: string }> };

const HINT = 'Fix the document so that it is valid OpenAPI 3.x or Swagger 2.0 (the OpenAPI schema allows no other keys than its own and x-…); every $ref must point at an existing definition.';

export async function describeInvalidApi(err: ParserError, absPath: string, file: string, severity: Diagnostic['severity'] = 'error'): Promise<Diagnostic[]> {
  const text = await readFile(absPath, 'utf8').catch(() => undefined);
  if (text === undefined) {
    return [{ severity: 'error', code: 'api/missing', message: `API description not found: ${file}`, file, hint: 'Check the spec path; it is relative to the site root.' }];
  }
  // JSON is YAML: one parser gives positions for both.
  const source = parseYamlSource(text, file);
  if (source.diagnostics.length) return source.diagnostics.map((d) => ({ ...d, hint: `${d.hint} The API description must be JSON or YAML.` }));
  const value = source.value;
  if (!value || typeof value !== 'object' || !('openapi' in value || 'swagger' in value)) {
    return [
      {
        severity: 'error',
        code: 'api/not-openapi',
        message: `Not an OpenAPI document: ${file} has no top-level "openapi" or "swagger" field`,
        file,
        line: 1,
        hint: 'Point apiReferences[].spec in the site config at an OpenAPI 3.x (openapi: 3.1.0) or Swagger 2.0 (swagger: "2.0") document.',
      },
    ];
  }

  const detail = err.details?.[0];
  const missingRef = /Missing \$ref pointer "([^"]+)"/.exec(err.message)?.[1];
  let segments: string[] | undefined;
  if (detail?.instancePath !== undefined) segments = fromPointer(detail.instancePath);
  else if (detail?.path) segments = detail.path.map(String);
  else if (missingRef) segments = findRef(source.value, missingRef);
  const pointer = segments ? toPointer(segments) : undefined;
  const at = segments ? source.locate(keyPath(source.value, segments)) : undefined;
  // swagger-parser names the file by its absolute path; the site-relative one is enough.
  const what = firstLine(detail?.message ?? err.message).replaceAll(absPath, file);
  return [
    {
      severity,
      code: missingRef ? 'api/unresolved-ref' : 'api/invalid',
      message: missingRef
        ? `Unresolvable $ref "${missingRef}"${pointer ? ` at ${pointer}` : ''}: nothing in the document has that path`
        : `Invalid API description: ${what}${pointer !== undefined ? ` at ${pointer || '/'}` : ''}`,
      file,
      line: at?.line,
      column: at?.column,
      configPath: pointer || undefined,
      hint: HINT,
    },
  ];
}

/** The path of the first `$ref` whose value is `target`, depth first in document order. */
function findRef(node: unknown, target: string, at: string[] = []): string[] | undefined {
  if (!node || typeof node !== 'object') return undefined;
  if (!Array.isArray(node) && (node as Record<string, unknown>).$ref === target) return [...at, '$ref'];
  for (const [key, value] of Object.entries(node)) {
    const found = findRef(value, target, [...at, key]);
    if (found) return found;
  }
  return undefined;
}

/** Pointer segments as the YAML locator wants them: numbers where the parent is a list. */
function keyPath(root: unknown, segments: string[]): Array<string | number> {
  let node = root;
  return segments.map((seg) => {
    const key = Array.isArray(node) && /^\d+$/.test(seg) ? Number(seg) : seg;
    node = node && typeof node === 'object' ? (node as Record<string | number, unknown>)[key] : undefined;
    return key;
  });
}

function fromPointer(pointer: string): string[] {
  return pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function toPointer(segments: string[]): string {
  return segments.map((s) => '/' + s.replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}

function firstLine(s: string): string {
  return s.split('\n')[0].slice(0, 400);
}
