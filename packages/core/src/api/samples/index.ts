// Code samples for an operation: one file per language, listed here in the
// order the reference shows them.
import type { ApiDocument, ApiOperation } from '../../types.ts';
import { curl } from './curl.ts';
import { javascript } from './javascript.ts';
import type { SampleLanguage } from './language.ts';
import { python } from './python.ts';
import { sampleRequest, type SampleOptions } from './request.ts';

export type { SampleLanguage } from './language.ts';
export type { SampleRequest, SampleOptions } from './request.ts';
export { sampleRequest } from './request.ts';
export { pyLiteral } from './python-literal.ts';

export const sampleLanguages: readonly SampleLanguage[] = [curl, python, javascript];

export interface CodeSample {
  id: string;
  label: string;
  syntax: string;
  code: string;
}

export function codeSamples(op: ApiOperation, api: Pick<ApiDocument, 'servers' | 'security'>, options?: SampleOptions): CodeSample[] {
  const req = sampleRequest(op, api, options);
  return sampleLanguages.map((l) => ({ id: l.id, label: l.label, syntax: l.syntax, code: l.render(req) }));
}
