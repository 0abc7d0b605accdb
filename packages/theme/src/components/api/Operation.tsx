import type { ApiDocument, ApiOperation } from '@ctfdocs/core';
import { Authorization } from './Authorization.tsx';
import { OperationDetails } from './OperationDetails.tsx';
import { Prose } from './Prose.tsx';

/**
 * One operation: its head (title, method and path, description, who may call
 * it) and its details (parameters, body, responses, samples). On a large
 * reference the details are a separate file the build wrote (`detailsUrl`,
 * see the renderer's api-details.ts), loaded when the reader opens them
 * (client/api-details.ts); without JavaScript the link opens the file itself.
 */
export function Operation({ op, api, detailsUrl }: { op: ApiOperation; api: ApiDocument; detailsUrl?: string }) {
  return (
    <section className="api-operation" id={`operation/${op.id}`} aria-labelledby={`operation/${op.id}-title`}>
      <h3 id={`operation/${op.id}-title`} className="api-operation-title">
        <a href={`#operation/${op.id}`} className="api-anchor">
          {op.summary}
        </a>
        {op.deprecated ? <span className="badge badge-deprecated">deprecated</span> : null}
      </h3>
      <p className="api-endpoint">
        <span className={`api-method api-method-${op.method.toLowerCase()}`}>{op.method}</span>
        <code className="api-path">{op.path}</code>
      </p>
      <Prose text={op.description} />
      <Authorization op={op} />
      {detailsUrl ? (
        <details className="api-operation-more">
          <summary>Parameters, responses and code samples</summary>
          <div className="api-operation-more-body">
            <a className="api-operation-more-link" href={detailsUrl}>
              Open the parameters, responses and code samples of <code>{op.id}</code>
            </a>
          </div>
        </details>
      ) : (
        <OperationDetails op={op} api={api} />
      )}
    </section>
  );
}
