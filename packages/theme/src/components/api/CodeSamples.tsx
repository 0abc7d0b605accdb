import { codeSamples, type ApiDocument, type ApiOperation } from '@ctfdocs/core';

/** The operation called from curl, Python and JavaScript, curl's open, each with a copy button. */
export function CodeSamples({ op, api }: { op: ApiOperation; api: ApiDocument }) {
  return (
    <div className="api-samples">
      {codeSamples(op, api).map((s) => (
        <details key={s.id} className="api-sample" open={s.id === 'curl'}>
          <summary>{s.label}</summary>
          <div className="code-block-body">
            <pre tabIndex={0}>
              <code className={`language-${s.syntax}`}>{s.code}</code>
            </pre>
            <button type="button" className="copy-button" aria-label={`Copy the ${s.label} sample to the clipboard`}>
              Copy
            </button>
          </div>
        </details>
      ))}
    </div>
  );
}
