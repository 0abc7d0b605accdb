/** One example value: a string as written, anything else as indented JSON. */
export function ExampleBlock({ value }: { value: unknown }) {
  return (
    <pre className="api-example" tabIndex={0}>
      <code>{typeof value === 'string' ? value : JSON.stringify(value, null, 2)}</code>
    </pre>
  );
}
