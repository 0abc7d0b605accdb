import type { ApiDocument } from '@ctfdocs/core';
import { Prose } from './Prose.tsx';

/** How to authenticate with one scheme, and where the code samples read the credential from. */
export function SecurityScheme({ scheme: s }: { scheme: ApiDocument['security'][number] }) {
  return (
    <div className="api-security">
      <p>
        <strong>Authentication ({s.name}):</strong> {s.type}
        {s.in ? ` in ${s.in}` : ''} {s.headerName ? <code>{s.headerName}</code> : null}
      </p>
      <Prose text={s.description} />
      <p className="api-security-samples">
        The code samples read the credential from the environment variable <code>{s.variable}</code>
        {s.prefix.trim() ? (
          <>
            {' '}
            and send it as <code>{`${s.prefix}<${s.variable}>`}</code>
          </>
        ) : null}
        , with <code>Content-Type: application/json</code> on every call that has no other body, GET included.
      </p>
    </div>
  );
}
