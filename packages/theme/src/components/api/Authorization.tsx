import type { ApiOperation } from '@ctfdocs/core';

/** Who may call the operation: its security schemes, and whether anyone may without. */
export function Authorization({ op }: { op: ApiOperation }) {
  if (!op.security.length) return <p className="api-auth">Authorization: none.</p>;
  return (
    <p className="api-auth">
      {op.anonymous ? (
        <>
          Authorization: optional, with <code>{op.security.join(', ')}</code>; anyone may call it without.
        </>
      ) : (
        <>
          Authorization: <code>{op.security.join(', ')}</code>
        </>
      )}
    </p>
  );
}
