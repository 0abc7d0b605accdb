/** The server the samples call; a URL with `{variables}` tells the reader to put in their own. */
export function BaseUrl({ server }: { server: string }) {
  return (
    <p className="api-base-url">
      Base URL: <code>{server}</code>
      {/\{[^}]+\}/.test(server) ? (
        <>
          {' '}
          <strong>
            Replace{' '}
            {server.match(/\{[^}]+\}/g)!.map((v, i) => (
              <span key={v}>
                {i ? ', ' : ''}
                <code>{v}</code>
              </span>
            ))}
          </strong>{' '}
          with your server's in the samples below: the document does not name it.
        </>
      ) : null}
    </p>
  );
}
