import type { SchemaNode } from '@ctfdocs/core';
import { Prose } from './Prose.tsx';

/** What a schema says beyond its type: description, allowed values, default, length, example. */
export function SchemaFacts({ schema }: { schema: SchemaNode }) {
  // Most properties have nothing to add: no empty element for each (the reference has thousands).
  const scalarExample = schema.example !== undefined && typeof schema.example !== 'object';
  if (!schema.description?.trim() && !schema.enum && schema.const === undefined && schema.default === undefined && schema.maxLength === undefined && !scalarExample) return null;
  return (
    <div className="schema-facts">
      <Prose text={schema.description} />
      {schema.enum ? (
        <p>
          Values:{' '}
          {schema.enum.map((e, i) => (
            <code key={i} className="schema-enum">
              {JSON.stringify(e)}
            </code>
          ))}
        </p>
      ) : null}
      {schema.const !== undefined ? (
        <p>
          Value: <code className="schema-const">{JSON.stringify(schema.const)}</code>
        </p>
      ) : null}
      {schema.default !== undefined ? (
        <p>
          Default: <code>{JSON.stringify(schema.default)}</code>
        </p>
      ) : null}
      {schema.maxLength !== undefined ? <p>At most {schema.maxLength} characters.</p> : null}
      {schema.example !== undefined && typeof schema.example !== 'object' ? (
        <p>
          Example: <code>{JSON.stringify(schema.example)}</code>
        </p>
      ) : null}
    </div>
  );
}
