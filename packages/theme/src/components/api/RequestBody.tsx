import type { ApiOperation } from '@ctfdocs/core';
import { Examples } from './Examples.tsx';
import { Prose } from './Prose.tsx';
import { SchemaTree } from './SchemaTree.tsx';

export function RequestBody({ body }: { body: NonNullable<ApiOperation['requestBody']> }) {
  return (
    <>
      <h4>
        Request body <code className="api-content-type">{body.contentType}</code>
        {body.required ? <span className="schema-required">required</span> : null}
      </h4>
      <Prose text={body.description} />
      {body.schema ? <SchemaTree schema={body.schema} /> : null}
      {body.examples && body.examples.length > 1 ? <Examples examples={body.examples} /> : null}
    </>
  );
}
