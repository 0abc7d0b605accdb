import type { ApiDocument, ApiOperation } from '@ctfdocs/core';
import { CodeSamples } from './CodeSamples.tsx';
import { Parameters } from './Parameters.tsx';
import { RequestBody } from './RequestBody.tsx';
import { Responses } from './Responses.tsx';

/** What an operation takes and returns, and its code samples. */
export function OperationDetails({ op, api }: { op: ApiOperation; api: ApiDocument }) {
  return (
    <>
      {op.parameters.length ? <Parameters parameters={op.parameters} /> : null}
      {op.requestBody ? <RequestBody body={op.requestBody} /> : null}
      <Responses responses={op.responses} />
      <CodeSamples op={op} api={api} />
    </>
  );
}
