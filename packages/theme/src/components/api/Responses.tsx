import type { ApiOperation } from '@ctfdocs/core';
import { Examples } from './Examples.tsx';
import { InlineProse } from './InlineProse.tsx';
import { isInline, useMarkdownTrees } from './markdown-trees.ts';
import { Prose } from './Prose.tsx';
import { ResponseHeaders } from './ResponseHeaders.tsx';
import { SchemaTree } from './SchemaTree.tsx';

/** One collapsible entry per status, the 2xx ones open; a one-paragraph description sits on the summary line. */
export function Responses({ responses }: { responses: ApiOperation['responses'] }) {
  const markdown = useMarkdownTrees();
  return (
    <>
      <h4>Responses</h4>
      <ul className="api-responses">
        {responses.map((r) => (
          <li key={r.status} className={`api-response api-response-${r.status[0]}xx`}>
            <details open={r.status.startsWith('2')}>
              <summary>
                <span className="api-status">{r.status}</span> {r.description ? <InlineProse text={r.description} /> : null}
              </summary>
              {r.description && !isInline(r.description, markdown) ? <Prose text={r.description} /> : null}
              {r.headers ? <ResponseHeaders headers={r.headers} /> : null}
              {r.schema ? <SchemaTree schema={r.schema} /> : null}
              {r.examples ? <Examples examples={r.examples} /> : null}
            </details>
          </li>
        ))}
      </ul>
    </>
  );
}
