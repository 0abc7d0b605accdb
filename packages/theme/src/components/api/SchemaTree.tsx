// A schema drawn as nested lists. SchemaTree and SchemaEntry call each other
// (a property's value is a schema of its own), so they share this file.
import type { ReactNode } from 'react';
import type { SchemaNode } from '@ctfdocs/core';
import { SchemaFacts } from './SchemaFacts.tsx';
import { typeLabel } from './type-label.ts';

export function SchemaTree({ schema, depth = 0 }: { schema: SchemaNode; depth?: number }) {
  const target = schema.type === 'array' && schema.items ? schema.items : schema;
  const variants = target.oneOf ?? target.anyOf;
  return (
    <div className="schema">
      {variants ? (
        <ul className="schema-variants">
          {variants.map((v, i) => (
            <li key={i}>
              <span className="schema-variant-label">
                {target.oneOf ? 'One of' : 'Any of'} #{i + 1}
                {v.title ? <>: {v.title}</> : null}
              </span>{' '}
              {v.properties?.length || v.oneOf || v.anyOf ? null : <span className="schema-type">{typeLabel(v)}</span>}
              <SchemaFacts schema={v} />
              <SchemaTree schema={v} depth={depth + 1} />
            </li>
          ))}
        </ul>
      ) : null}
      {target.properties?.length || target.additionalProperties ? (
        <ul className="schema-properties">
          {target.properties?.map(({ name, schema: s }) => (
            <SchemaEntry key={name} schema={s} depth={depth}>
              <code className="schema-name">{name}</code>
              <span className="schema-type">{typeLabel(s)}</span>
              {target.required?.includes(name) ? <span className="schema-required">required</span> : null}
              {s.readOnly ? <span className="schema-flag">read-only</span> : null}
              {s.writeOnly ? <span className="schema-flag">write-only</span> : null}
            </SchemaEntry>
          ))}
          {target.additionalProperties ? (
            // The entries of a map: any key, each value of this schema.
            <SchemaEntry schema={target.additionalProperties} depth={depth} className="schema-map-entry">
              <code className="schema-name">{target.properties?.length ? '<any other key>' : '<any key>'}</code>
              <span className="schema-type">{typeLabel(target.additionalProperties)}</span>
            </SchemaEntry>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}

/** One property (or a map's values): its head line and facts, expandable when the value has parts of its own. */
function SchemaEntry({ schema: s, depth, className, children }: { schema: SchemaNode; depth: number; className?: string; children: ReactNode }) {
  const nested = (s.properties?.length || (s.type === 'array' && s.items?.properties?.length) || s.oneOf || s.anyOf || s.additionalProperties) && depth < 8;
  return (
    <li className={className ? `schema-property ${className}` : 'schema-property'}>
      {nested ? (
        <details className="schema-expand">
          <summary>{children}</summary>
          <SchemaFacts schema={s} />
          <SchemaTree schema={s} depth={depth + 1} />
        </details>
      ) : (
        <>
          <div className="schema-head">{children}</div>
          <SchemaFacts schema={s} />
        </>
      )}
    </li>
  );
}
