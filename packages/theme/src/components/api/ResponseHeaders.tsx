import type { ApiResponse } from '@ctfdocs/core';
import { Prose } from './Prose.tsx';
import { typeLabel } from './type-label.ts';

export function ResponseHeaders({ headers }: { headers: NonNullable<ApiResponse['headers']> }) {
  return (
    <div className="api-response-headers">
      <p className="api-subheading">Headers</p>
      <ul className="schema-properties">
        {headers.map((h) => (
          <li key={h.name} className="schema-property">
            <div className="schema-head">
              <code className="schema-name">{h.name}</code>
              {h.schema ? <span className="schema-type">{typeLabel(h.schema)}</span> : null}
            </div>
            <Prose text={h.description} />
          </li>
        ))}
      </ul>
    </div>
  );
}
