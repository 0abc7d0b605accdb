import type { ApiExample } from '@ctfdocs/core';
import { ExampleBlock } from './ExampleBlock.tsx';

/** Every example: one block, or one per name with its summary. */
export function Examples({ examples }: { examples: ApiExample[] }) {
  if (examples.length === 1) return <ExampleBlock value={examples[0].value} />;
  return (
    <div className="api-examples">
      {examples.map((e) => (
        <div key={e.name} className="api-named-example">
          <p className="api-example-name">
            Example <code>{e.name}</code>
            {e.summary ? <>: {e.summary}</> : null}
          </p>
          <ExampleBlock value={e.value} />
        </div>
      ))}
    </div>
  );
}
