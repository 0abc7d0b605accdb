import type { ApiOperation } from '@ctfdocs/core';
import { Prose } from './Prose.tsx';
import { typeLabel } from './type-label.ts';

/** An operation's parameters as a table: name, where it goes, type, description. */
export function Parameters({ parameters }: { parameters: ApiOperation['parameters'] }) {
  return (
    <>
      <h4>Parameters</h4>
      <div className="table-wrapper">
        <table className="api-params">
          <thead>
            <tr>
              <th>Name</th>
              <th>In</th>
              <th>Type</th>
              <th>Description</th>
            </tr>
          </thead>
          <tbody>
            {parameters.map((p) => (
              <tr key={`${p.in}:${p.name}`}>
                <td>
                  <code>{p.name}</code>
                  {p.required ? <span className="schema-required">required</span> : null}
                </td>
                <td>{p.in}</td>
                <td>{p.schema ? typeLabel(p.schema) : ''}</td>
                <td>
                  <Prose text={p.description} />
                  {p.schema?.enum ? (
                    <p>
                      Values:{' '}
                      {p.schema.enum.map((e, i) => (
                        <code key={i} className="schema-enum">
                          {String(e)}
                        </code>
                      ))}
                    </p>
                  ) : null}
                  {p.schema?.default !== undefined ? (
                    <p>
                      Default: <code>{JSON.stringify(p.schema.default)}</code>
                    </p>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
